import type { ApproveAccessRequestBody } from '@trust/shared';
import type { AppContext } from '../../context.js';
import { accountsOverview, approveRequest, declineRequest, listRequests, reopenRequest } from './review.js';

interface StaffOrg {
  id: string;
  userId: string;
  displayName: string;
}

const actorOf = (org: StaffOrg) => ({ userId: org.userId, name: org.displayName });

/** What staff routes call; the organisation always comes from the staff session. */
export class ReviewService {
  constructor(private readonly ctx: AppContext) {}

  list = (org: StaffOrg, status: 'pending' | 'approved' | 'declined') =>
    listRequests(this.ctx, { orgId: org.id }, status);
  approve = (org: StaffOrg, requestId: string, body: ApproveAccessRequestBody) =>
    this.ctx.transact(() => approveRequest(this.ctx, { orgId: org.id }, requestId, body, actorOf(org)));
  decline = (org: StaffOrg, requestId: string, message?: string) =>
    this.ctx.transact(() => declineRequest(this.ctx, { orgId: org.id }, requestId, actorOf(org), message));
  reopen = (org: StaffOrg, requestId: string) =>
    this.ctx.transact(() => reopenRequest(this.ctx, { orgId: org.id }, requestId, actorOf(org)));
  accounts = (org: StaffOrg) => accountsOverview(this.ctx, { orgId: org.id });
}
