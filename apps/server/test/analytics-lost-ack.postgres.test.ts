import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.js';
import { EventBuffer } from '../src/modules/analytics/event-buffer.js';
import { relayedDatabase } from './relayed-database.js';

/**
 * Analytics are written with COPY; a write whose connection drops before its acknowledgement is
 * tried again. Whether the database had committed it or not, its page views must count once.
 */
let relayed: Awaited<ReturnType<typeof relayedDatabase>>;
let database: Database;

beforeAll(async () => {
  relayed = await relayedDatabase('trust_ack');
  database = await openDatabase({ databaseUrl: relayed.url, log: { warn: () => undefined } });
  await database.migrate();
}, 60_000);

afterAll(async () => {
  await database?.close();
  await relayed?.proxy.stop();
  await relayed?.drop();
  await relayed?.end();
});

/** The protocol's CommandComplete message for `tag`: what the server sends once a command is done. */
function commandComplete(tag: string): Buffer {
  const body = Buffer.from(`${tag}\0`);
  const length = Buffer.alloc(4);
  length.writeInt32BE(body.length + 4);
  return Buffer.concat([Buffer.from('C'), length, body]);
}

async function pageViewsOf(orgId: string): Promise<number> {
  const { rows } = await database.executeSql(
    'select coalesce(sum(page_views), 0)::int as n, count(*)::int as bundles from analytics_event_bundles where org_id = $1',
    [orgId],
  );
  return Number(rows[0]!.n);
}

describe('analytics written over a connection that drops', () => {
  // COMMIT: the rows were committed and the retry must write nothing. COPY: they were not, and it must.
  it.each(['COMMIT', 'COPY 1'])(
    'counts a visit once when the connection drops as the database answers %s, and writes what came since',
    async (tag) => {
      const orgId = randomUUID();
      const buffer = new EventBuffer(database.copyRows);
      const sender = { orgId, productId: null, mode: 'Public' as const, accountId: null, memberId: null };
      buffer.push(sender, '{"events":[{"type":"page_viewed","at":"2026-12-03T08:00:00Z"}]}', 1, Date.now());
      relayed.proxy.dropWhenServerSends(commandComplete(tag));
      await buffer.flush();
      buffer.push(sender, '{"events":[{"type":"page_viewed","at":"2026-12-03T08:00:01Z"}]}', 2, Date.now());
      await buffer.flush();
      expect(await pageViewsOf(orgId)).toBe(3);
      await buffer.flush();
      expect(await pageViewsOf(orgId)).toBe(3);
    },
  );
});
