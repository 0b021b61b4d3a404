import type { FastifyRequest } from 'fastify';
import { ERROR_MESSAGES, type Permission } from '@trust/shared';
import type { StaffIdentity } from './sessions/plugin.js';
import { AppError } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The organisation a staff route acts on: the one the staff session works in. */
    staffOrg: { id: string; userId: string; displayName: string };
  }
}

/** The staff user of a route behind requireStaff, as the audit log records them. */
export function staffActor(request: FastifyRequest): { userId: string; name: string } {
  return { userId: request.staffOrg.userId, name: request.staffOrg.displayName };
}

/**
 * preHandler for staff routes: a signed-in staff user whose current organisation grants one of `anyOf`.
 * Staff routes never take an organisation from the request; it comes from the session.
 */
export function requireStaff(...anyOf: [Permission, ...Permission[]]) {
  return async (request: FastifyRequest) => {
    const { staff } = await request.identity();
    if (!staff) throw new AppError(401, 'unauthorized', 'Sign in to continue.');
    const orgId = staff.orgId;
    const granted = orgId ? staff.permissions.get(orgId) : undefined;
    if (!orgId || !anyOf.some((p) => granted?.includes(p)))
      throw new AppError(403, 'forbidden', ERROR_MESSAGES.noAccess);
    request.staffOrg = { id: orgId, userId: staff.userId, displayName: staff.displayName };
  };
}

/** The signed-in staff user, whatever their organisation grants (their own password, 2FA, sessions). */
export async function signedInStaff(request: FastifyRequest): Promise<StaffIdentity> {
  const { staff } = await request.identity();
  if (!staff) throw new AppError(401, 'unauthorized', 'Sign in to continue.');
  return staff;
}
