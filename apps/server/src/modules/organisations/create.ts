import { sql } from 'drizzle-orm';
import { BUILTIN_ROLES, SETUP_MESSAGES, TEAM_MESSAGES, type NewOrganisation } from '@trust/shared';
import type { AppContext } from '../../context.js';
import { uniqueViolationOf } from '../../db/errors.js';
import { createOrganisation } from '../../db/seed/organisation-builder.js';
import { AppError } from '../../plugins/errors.js';
import { insertMembership, insertStaffUser, unscopedFindStaffUser } from '../team/queries.js';
import { roleForPermissions } from '../team/role-queries.js';
import { blankOrganisationSpec } from './blank-spec.js';
import { afterCommit } from '../../db/transactions.js';
import { CONTENT_CHANGED_CHANNEL } from '../portal/content-revision.js';

export interface FirstAdministrator {
  email: string;
  displayName: string;
  /** Null: they choose one through a set-password link. */
  passwordHash: string | null;
}

export const slugTaken = () =>
  new AppError(409, 'slug_taken', SETUP_MESSAGES.slugTaken, {
    'organisation.slug': SETUP_MESSAGES.slugTaken,
  });

/**
 * Creates an organisation with the blank layout and its first administrator, in one transaction.
 * `existingAdmin`: 'reject' where the caller has not proved they own the address (setup, sign-up);
 * 'join' from the command line, where the operator adds a person who already has an account.
 */
export async function createOwnOrganisation(
  ctx: Pick<AppContext, 'db' | 'transact' | 'storage'> & Partial<Pick<AppContext, 'events'>>,
  org: NewOrganisation,
  admin: FirstAdministrator,
  existingAdmin: 'reject' | 'join' = 'reject',
): Promise<{ orgId: string; slug: string; userId: string; newUser: boolean }> {
  return ctx.transact(async () => {
    const existing = await unscopedFindStaffUser(ctx.db, admin.email);
    if (existing && existingAdmin === 'reject')
      throw new AppError(409, 'email_taken', TEAM_MESSAGES.emailTaken, {
        'admin.email': TEAM_MESSAGES.emailTaken,
      });
    let created;
    try {
      created = await createOrganisation(ctx.db, ctx.storage, blankOrganisationSpec(org));
    } catch (error) {
      if (uniqueViolationOf(error) !== null) throw slugTaken();
      throw error;
    }
    const userId = existing?.id ?? (await insertStaffUser(ctx.db, admin));
    const roleId = await roleForPermissions(ctx.db, { orgId: created.id }, BUILTIN_ROLES[0].permissions);
    await insertMembership(ctx.db, { orgId: created.id }, userId, roleId);
    // Every instance forgets that this slug was unknown (the tenant directory remembers misses).
    await ctx.db.execute(sql`select pg_notify(${CONTENT_CHANGED_CHANNEL}, ${created.id})`);
    await afterCommit(() => ctx.events?.emit(created.id));
    return { orgId: created.id, slug: created.slug, userId, newUser: !existing };
  });
}
