import type { FastifyRequest } from 'fastify';
import type { StaffMe } from '@trust/shared';
import type { AppContext } from '../../context.js';
import { unscopedFindOrgByKey } from '../../plugins/tenant/queries.js';
import { settingsOf } from '../documents/file-service.js';

/** Who is signed in on the staff side, the organisation they work in first. */
export class AuthService {
  constructor(private readonly ctx: AppContext) {}

  async me(request: FastifyRequest): Promise<StaffMe | null> {
    const { staff } = await request.identity();
    if (!staff) return null;
    const organisations = await Promise.all(
      [...staff.permissions]
        .sort(([a], [b]) => Number(b === staff.orgId) - Number(a === staff.orgId))
        .map(async ([orgId, permissions]) => {
          const org = await unscopedFindOrgByKey(this.ctx.db, orgId);
          if (!org) return null;
          const { dateLocale } = await settingsOf(this.ctx, { orgId });
          return { id: org.id, slug: org.slug, name: org.name, permissions, dateLocale };
        }),
    );
    return {
      user: { id: staff.userId, email: staff.email, displayName: staff.displayName },
      organisations: organisations.filter((o): o is NonNullable<typeof o> => o !== null),
    };
  }
}
