import { openDatabase } from '../apps/server/src/db/client.js';
import { acmeKnowledgeBase } from '../apps/server/src/db/seed/acme-knowledge-base.js';
import {
  CAIQ_QUESTIONS,
  SIG_LITE_QUESTIONS,
  VENDOR_SHEET_QUESTIONS,
} from '../apps/server/src/db/seed/questionnaire-questions.js';
import { similarPairs } from '../apps/server/src/modules/search/near-duplicates.js';
import { PARAPHRASES } from './search/paraphrases.js';

const ENTRIES = Number(process.env.BENCH_KB_CONFLICT_ENTRIES ?? 2000);
const THRESHOLD = 0.6;
/** How the same questions come back worded for a product, a region or a year. */
const VARIANTS = ['', ' (Analytics)', ' for the EU region', ' in 2025', ' for Enterprise customers'];

/**
 * bench/kb-conflicts: the staff knowledge-base list's near-duplicate questions among ENTRIES real
 * questions and their variants, found in process (PPJoin over trigrams) against the baseline of
 * the trigram self-join the list ran before, on embedded PGlite, in the same run.
 */
export async function runKbConflictsBench() {
  const distinct = [
    ...new Set([
      ...acmeKnowledgeBase.map((e) => e.question),
      ...PARAPHRASES.map(([asked]) => asked),
      ...[...SIG_LITE_QUESTIONS, ...CAIQ_QUESTIONS, ...VENDOR_SHEET_QUESTIONS].map(([asked]) => asked),
    ]),
  ];
  const questions = VARIANTS.flatMap((variant) => distinct.map((q) => q.replace(/\?$/, `${variant}?`))).slice(
    0,
    ENTRIES,
  );
  const database = await openDatabase({ log: { warn: () => undefined } });
  try {
    await database.migrate();
    await database.executeSql('create temporary table questions (i int, question text)');
    await database.executeSql(
      'insert into questions select i::int, q from json_array_elements_text($1::json) with ordinality as t(q, i)',
      [JSON.stringify(questions)],
    );
    await database.executeSql(
      'create index on questions using gin (question gin_trgm_ops); analyze questions',
    );
    let started = performance.now();
    const { rows } = await database.executeSql(
      `select count(*)::int as n from questions a join questions b on b.i <> a.i and b.question % a.question
        where a.i < b.i and similarity(a.question, b.question) >= ${THRESHOLD}`,
    );
    const selfJoinMs = performance.now() - started;
    started = performance.now();
    const pairs = await similarPairs(questions, THRESHOLD);
    const inProcessMs = performance.now() - started;
    console.log(`\nbench/kb-conflicts: near-duplicate questions among ${questions.length} entries`);
    console.log(`  baseline: trigram self-join on PGlite   ${selfJoinMs.toFixed(0)} ms, ${rows[0]!.n} pairs`);
    console.log(
      `  in process (PPJoin over trigrams)       ${inProcessMs.toFixed(0)} ms, ${pairs.length} pairs (ratio to baseline ${(inProcessMs / selfJoinMs).toFixed(3)})`,
    );
  } finally {
    await database.close();
  }
}
