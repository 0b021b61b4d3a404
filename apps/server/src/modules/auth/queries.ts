import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { staffUsers } from '../../db/schema/index.js';

/** Staff accounts are global (one person, several organisations): signing in looks one up by email. */
export async function unscopedFindStaffByEmail(db: Db, email: string) {
  const rows = await db
    .select()
    .from(staffUsers)
    .where(sql`lower(${staffUsers.email}) = ${email.toLowerCase()}`);
  return rows[0] ?? null;
}
