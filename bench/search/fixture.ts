import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.js';

/** Words the synthetic entries and passages are made of: security vocabulary, so searches match. */
const VOCABULARY =
  `access account administrator alert analysis application approval asset audit authentication
  authorization availability backup baseline breach certificate change classification cloud compliance configuration
  container control credential customer data database deletion deployment detection device disaster encryption
  endpoint environment evidence exception firewall framework governance hardening identity incident infrastructure
  integrity inventory isolation key laptop least logging malware management monitoring network notification onboarding
  password patch penetration personnel policy privacy privilege procedure production provisioning recovery region
  remediation report request resilience retention review risk role rotation scanning segmentation server service
  session storage subprocessor supplier termination testing threat token training transit vendor vulnerability workload`
    .split(/\s+/)
    .filter(Boolean);

type SQL = ReturnType<typeof sql>;

/**
 * How often words occur. 'zipf' is how real text behaves: the security words above are the head of
 * a long tail of rarer words (product names, places, specifics; made-up here), and a word's share
 * falls with its rank, so 'access' is everywhere and 'segmentation' in a few percent of entries.
 * 'uniform' draws only the security words, each equally often: every one of them is in a quarter
 * of all entries, the worst case for a full-text index.
 */
export type WordDistribution = 'zipf' | 'uniform';

const LONG_TAIL = 3000;
const SYLLABLES = [
  'ka',
  'lo',
  'mir',
  'ten',
  'da',
  'vo',
  'rin',
  'sel',
  'tu',
  'bra',
  'nex',
  'po',
  'qui',
  'zar',
];

/** Made-up words for the tail, the same on every run. */
function longTail(): string[] {
  // mulberry32: 32-bit integer arithmetic throughout (a float LCG loses bits and cycles early).
  let seed = 7;
  const next = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const words = new Set<string>();
  while (words.size < LONG_TAIL) {
    const length = 2 + Math.floor(next() * 3);
    words.add(Array.from({ length }, () => SYLLABLES[Math.floor(next() * SYLLABLES.length)]).join(''));
  }
  return [...words].filter((w) => !VOCABULARY.includes(w));
}

/**
 * Adds `entries` knowledge-base entries (a tenth private, a twentieth internal) and `documents`
 * documents (half public, five passages each) to an organisation's product, in SQL, so fifty
 * thousand rows take seconds.
 */
export async function fillOrganisation(
  db: Db,
  orgId: string,
  productId: string,
  entries: number,
  documents: number,
  distribution: WordDistribution,
) {
  const words = distribution === 'zipf' ? [...VOCABULARY, ...longTail()] : VOCABULARY;
  // One bound array (the words are lower-case letters only): an `array[$1, ..., $3000]` expression
  // was built again for every word drawn, which made the zipf fill take minutes on PostgreSQL.
  const vocabulary = sql`${`{${words.join(',')}}`}::text[]`;
  // As bigint: abs() of hashtext's int4 overflows for -2^31, which a random file id can hash to.
  const draw = (hash: SQL) =>
    distribution === 'zipf'
      ? // Log-uniform ranks: P(rank r) falls as 1/r.
        sql`floor(exp((abs(${hash}::int8) % 1000000)::float8 / 1000000 * ln(${words.length})))::int`
      : sql`1 + abs(${hash}::int8) % ${words.length}`;
  const pick = (seed: SQL, count: number) =>
    sql`(select string_agg((${vocabulary})[${draw(sql`hashtext(${seed} || '-' || k)`)}], ' ')
      from generate_series(1, ${count}) k)`;
  await db.execute(sql`
    insert into kb_entries (org_id, question, answer, access_level, product_ids, created_at, customer_modified_at)
    select ${orgId}, initcap(${pick(sql`'q' || i`, 9)}) || '?', ${pick(sql`'a' || i`, 30)},
      case when i % 20 = 0 then 'internal' when i % 10 = 0 then 'private' else 'public' end,
      '[]'::jsonb, now() - (i % 2000) * interval '1 hour', now()
    from generate_series(1, ${entries}) i`);
  await db.execute(sql`
    with card as (
      select id from cards where org_id = ${orgId} and product_id = ${productId} and kind = 'documents'
    ),
    new_files as (
      insert into files (org_id, original_name, content_type, size, sha256, storage_key, text_extracted_at)
      select ${orgId}, 'Synthetic policy ' || lpad(i::text, 6, '0') || '.pdf', 'application/pdf', 1000,
        md5(${orgId} || i), ${orgId} || '/bench-' || i, now()
      from generate_series(1, ${documents}) i
      returning id, original_name
    ),
    new_items as (
      insert into items (org_id, card_id, title, public_access)
      select ${orgId}, card.id, 'Synthetic policy ' || lpad(i::text, 6, '0'), i % 2 = 0
      from generate_series(1, ${documents}) i, card
      returning uid, title
    )
    insert into item_files (item_uid, file_id, org_id)
    select it.uid, f.id, ${orgId}
    from new_items it join new_files f on f.original_name = it.title || '.pdf'`);
  await db.execute(sql`
    insert into document_passages (org_id, file_id, position, text)
    select ${orgId}, f.id, p, ${pick(sql`f.original_name || p`, 60)} || '.'
    from files f, generate_series(0, 4) p
    where f.org_id = ${orgId} and f.original_name like 'Synthetic policy %'`);
}
