import type { ApproveAccessRequestBody } from '@trust/shared';
import type { AppContext } from '../../context.js';
import { accountsOverview, approveRequest, declineRequest, listRequests, reopenRequest } from './review.js';

interface StaffOrg {
  id: string;
  userId: string;
}

/** What staff routes call; the organisation always comes from the staff session. */
export class ReviewService {
  constructor(private readonly ctx: AppContext) {}

  list = (org: StaffOrg, status: 'pending' | 'approved' | 'declined') =>
    listRequests(this.ctx, { orgId: org.id }, status);
  approve = (org: StaffOrg, requestId: string, body: ApproveAccessRequestBody) =>
    this.ctx.transact(() =>
      approveRequest(this.ctx, { orgId: org.id }, requestId, body, { userId: org.userId }),
    );
  decline = (org: StaffOrg, requestId: string, message?: string) =>
    this.ctx.transact(() =>
      declineRequest(this.ctx, { orgId: org.id }, requestId, { userId: org.userId }, message),
    );
  reopen = (org: StaffOrg, requestId: string) => reopenRequest(this.ctx, { orgId: org.id }, requestId);
  accounts = (org: StaffOrg) => accountsOverview(this.ctx, { orgId: org.id });
}
