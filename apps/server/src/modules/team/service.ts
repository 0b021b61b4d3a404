import {
  ADMIN_PERMISSION,
  ERROR_MESSAGES,
  TEAM_MESSAGES,
  type InviteStaffBody,
  type RoleBody,
  type Team,
} from '@trust/shared';
import type { AppContext, OrgScope } from '../../context.js';
import { transactional } from '../../db/transactions.js';
import { uniqueViolationOf } from '../../db/errors.js';
import { setPasswordLink } from './set-password-link.js';
import { AppError, notFound } from '../../plugins/errors.js';
import { recordEvent, type Actor } from '../audit/audit-log.js';
import { getOrganisation } from '../access/queries.js';
import { staffInvitationEmail } from './emails.js';
import {
  deleteMembership,
  findMembership,
  insertMembership,
  insertStaffUser,
  listMembers,
  lockMemberships,
  otherAdministrators,
  setMemberRole,
  unscopedFindStaffUser,
} from './queries.js';
import { deleteRole, findRole, insertRole, listRoles, updateRole } from './role-queries.js';

/** The staff team of an organisation: members, their roles, invitations (Team page, administrators only). */
export class TeamService {
  constructor(private readonly ctx: AppContext) {
    transactional(this as TeamService, ctx.transact, [
      'invite',
      'changeRole',
      'remove',
      'createRole',
      'updateRole',
      'deleteRole',
    ]);
  }

  async team(scope: OrgScope): Promise<Team> {
    const [members, roles] = await Promise.all([
      listMembers(this.ctx.db, scope),
      listRoles(this.ctx.db, scope),
    ]);
    return {
      members: members.map((m) => ({ ...m, joinedAt: m.joinedAt.toISOString() })),
      roles: roles.map((r) => ({ ...r, permissions: r.permissions as Team['roles'][number]['permissions'] })),
    };
  }

  /**
   * Adds a person to the team with a role. Someone new gets a single-use link to choose a password;
   * someone already on another organisation's team signs in with the password they have.
   */
  async invite(scope: OrgScope, actor: Actor, body: InviteStaffBody): Promise<void> {
    const role = await findRole(this.ctx.db, scope, body.roleId);
    if (!role) throw new AppError(400, 'validation', ERROR_MESSAGES.validation, { roleId: 'Choose a role' });
    const existing = await unscopedFindStaffUser(this.ctx.db, body.email);
    if (existing && (await findMembership(this.ctx.db, scope, existing.id)))
      throw new AppError(409, 'already_member', TEAM_MESSAGES.alreadyMember, {
        email: TEAM_MESSAGES.alreadyMember,
      });
    const userId =
      existing?.id ??
      (await insertStaffUser(this.ctx.db, {
        email: body.email,
        displayName: body.email.split('@')[0]!,
        passwordHash: null,
      }).catch((error: unknown) => {
        if (uniqueViolationOf(error) !== null)
          throw new AppError(409, 'already_member', TEAM_MESSAGES.alreadyMember, {
            email: TEAM_MESSAGES.alreadyMember,
          });
        throw error;
      }));
    try {
      await insertMembership(this.ctx.db, scope, userId, role.id);
    } catch (error) {
      if (uniqueViolationOf(error) !== null)
        throw new AppError(409, 'already_member', TEAM_MESSAGES.alreadyMember, {
          email: TEAM_MESSAGES.alreadyMember,
        });
      throw error;
    }
    const setsPassword = !existing?.passwordHash;
    const href = setsPassword
      ? await setPasswordLink(this.ctx.db, this.ctx.config.appUrl, userId, scope.orgId)
      : `${this.ctx.config.appUrl}/sign-in`;
    const org = await getOrganisation(this.ctx.db, scope);
    await this.ctx.mail.send(staffInvitationEmail(org, body.email, actor.name, { href, setsPassword }));
    await recordEvent(this.ctx, scope, actor, {
      action: 'team.invite',
      target: `staff:${userId}`,
      before: null,
      after: { email: body.email, role: role.name },
    });
  }

  async changeRole(scope: OrgScope, actor: Actor, userId: string, roleId: string): Promise<void> {
    await lockMemberships(this.ctx.db, scope);
    const member = await findMembership(this.ctx.db, scope, userId);
    if (!member) throw notFound();
    const role = await findRole(this.ctx.db, scope, roleId);
    if (!role) throw new AppError(400, 'validation', ERROR_MESSAGES.validation, { roleId: 'Choose a role' });
    if (member.roleId === role.id) return;
    const wasAdmin = member.permissions.includes(ADMIN_PERMISSION);
    if (wasAdmin && !role.permissions.includes(ADMIN_PERMISSION))
      await this.keepAnAdministrator(scope, userId);
    await setMemberRole(this.ctx.db, scope, userId, role.id);
    await recordEvent(this.ctx, scope, actor, {
      action: 'team.role',
      target: `staff:${userId}`,
      before: { roleId: member.roleId },
      after: { roleId: role.id, role: role.name },
    });
  }

  async remove(scope: OrgScope, actor: Actor, userId: string): Promise<void> {
    await lockMemberships(this.ctx.db, scope);
    const member = await findMembership(this.ctx.db, scope, userId);
    if (!member) throw notFound();
    if (member.permissions.includes(ADMIN_PERMISSION)) await this.keepAnAdministrator(scope, userId);
    await deleteMembership(this.ctx.db, scope, userId);
    await recordEvent(this.ctx, scope, actor, {
      action: 'team.remove',
      target: `staff:${userId}`,
      before: { roleId: member.roleId },
      after: null,
    });
  }

  async createRole(scope: OrgScope, actor: Actor, body: RoleBody): Promise<string> {
    const id = await this.withUniqueName(() => insertRole(this.ctx.db, scope, body));
    await recordEvent(this.ctx, scope, actor, {
      action: 'role.create',
      target: `role:${id}`,
      before: null,
      after: body,
    });
    return id;
  }

  async updateRole(scope: OrgScope, actor: Actor, roleId: string, body: RoleBody): Promise<void> {
    const role = await this.customRole(scope, roleId);
    await this.withUniqueName(() => updateRole(this.ctx.db, scope, roleId, body));
    await recordEvent(this.ctx, scope, actor, {
      action: 'role.update',
      target: `role:${roleId}`,
      before: { name: role.name, permissions: role.permissions },
      after: body,
    });
  }

  async deleteRole(scope: OrgScope, actor: Actor, roleId: string): Promise<void> {
    const role = await this.customRole(scope, roleId);
    const inUse = (await listRoles(this.ctx.db, scope)).find((r) => r.id === roleId)?.memberCount ?? 0;
    if (inUse > 0) throw new AppError(409, 'role_in_use', TEAM_MESSAGES.roleInUse);
    await deleteRole(this.ctx.db, scope, roleId);
    await recordEvent(this.ctx, scope, actor, {
      action: 'role.delete',
      target: `role:${roleId}`,
      before: { name: role.name, permissions: role.permissions },
      after: null,
    });
  }

  private async keepAnAdministrator(scope: OrgScope, userId: string) {
    if ((await otherAdministrators(this.ctx.db, scope, userId)) === 0)
      throw new AppError(409, 'last_administrator', TEAM_MESSAGES.lastAdmin);
  }

  private async customRole(scope: OrgScope, roleId: string) {
    const role = await findRole(this.ctx.db, scope, roleId);
    if (!role) throw notFound();
    if (role.builtin) throw new AppError(409, 'builtin_role', TEAM_MESSAGES.builtinRole);
    return role;
  }

  private async withUniqueName<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (uniqueViolationOf(error) !== null)
        throw new AppError(409, 'role_name_taken', TEAM_MESSAGES.roleNameTaken, {
          name: TEAM_MESSAGES.roleNameTaken,
        });
      throw error;
    }
  }
}
