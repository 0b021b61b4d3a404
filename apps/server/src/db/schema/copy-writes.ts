import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The COPY writes that landed, by the id their writer gave them (see `Database.copyRows`): a write
 * whose commit was acknowledged on a connection that then dropped is tried again, and its id here
 * turns the retry into nothing instead of a second copy of its rows. An id is needed only as long
 * as its writer retries, so each write removes those older than an hour.
 */
export const copyWrites = pgTable(
  'copy_writes',
  {
    id: uuid('id').primaryKey(),
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('copy_writes_written_at_idx').on(t.writtenAt)],
);
