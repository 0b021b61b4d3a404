import type { FastifyRequest } from 'fastify';
import { ERROR_MESSAGES, type Permission } from '@trust/shared';
import { AppError } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The organisation a staff route acts on: the one the staff session works in. */
    staffOrg: { id: string; userId: string; displayName: string };
  }
}

/**
 * preHandler for staff routes: a signed-in staff user whose current organisation grants `permission`.
 * Staff routes never take an organisation from the request; it comes from the session.
 */
export function requireStaff(permission: Permission) {
  return async (request: FastifyRequest) => {
    const { staff } = await request.identity();
    if (!staff) throw new AppError(401, 'unauthorized', 'Sign in to continue.');
    const orgId = staff.orgId;
    if (!orgId || !staff.permissions.get(orgId)?.includes(permission)) throw new AppError(403, 'forbidden', ERROR_MESSAGES.noAccess);
    request.staffOrg = { id: orgId, userId: staff.userId, displayName: staff.displayName };
  };
}
