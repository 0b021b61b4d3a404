import { sql } from 'drizzle-orm';
import type { QuestionnaireDetail } from '@trust/shared';
import { acmeKnowledgeBase } from '../apps/server/src/db/seed/acme-knowledge-base.js';
import { guessMapping } from '../apps/server/src/modules/questionnaires/mapping.js';
import { insertQuestionnaire } from '../apps/server/src/modules/questionnaires/queries.js';
import { readSheets } from '../apps/server/src/modules/questionnaires/sheets.js';
import { startAcmeApp } from './acme-app.js';
import { QUESTIONNAIRE_FIXTURES } from '../apps/server/src/db/seed/questionnaire-fixtures.js';

/** The goal: of the questions the knowledge base can answer, this share gets a correct draft. */
const TARGET_CORRECT = 0.8;

/**
 * bench/questionnaire: the three fixture questionnaires (SIG Lite, CAIQ, a custom vendor sheet)
 * handed in by a demo account, mapped by the guess, and drafted over the demo knowledge base and
 * documents, through the staff API. Prints whether each mapping guess was right, the share of
 * answerable questions drafted with the right answer, the confidence tiers, and the drafting time
 * per question against a `select 1` baseline measured in the same run.
 */
export async function runQuestionnaireBench() {
  const { app, database, acme, cookie, close } = await startAcmeApp('questionnaire');
  const headers = { origin: 'http://localhost', host: 'localhost' };
  try {
    const scope = { orgId: acme.id };
    const answerOf = new Map(acmeKnowledgeBase.map((e) => [e.question, e.answer]));

    const baselineStart = performance.now();
    for (let i = 0; i < 200; i++) await database.db.execute(sql`select 1`);
    const baselineMs = (performance.now() - baselineStart) / 200;

    console.log('\nbench/questionnaire on PGlite (embedded), over the demo knowledge base and documents');
    console.log(`  baseline: select 1 through the same pool        ${baselineMs.toFixed(2)} ms`);
    let allMapped = true;
    let allMet = true;
    for (const fixture of QUESTIONNAIRE_FIXTURES) {
      const bytes = await fixture.build();
      const format = fixture.fileName.endsWith('.csv') ? 'csv' : 'xlsx';
      const id = crypto.randomUUID();
      const key = `${acme.id}/questionnaires/${id}`;
      await app.ctx.storage.put(key, bytes);
      const guessed = guessMapping(await readSheets(bytes, format));
      const mappedRight = JSON.stringify(guessed) === JSON.stringify(fixture.mapping);
      allMapped &&= mappedRight;
      await insertQuestionnaire(database.db, scope, {
        id,
        accountId: acme.accountIds.get('Globex')!,
        submittedByName: 'Bench',
        submittedByEmail: 'bench@globex.example',
        productId: acme.products[0]!.id,
        fileName: fixture.fileName,
        fileFormat: format,
        fileSize: bytes.length,
        fileKey: key,
        mapping: guessed,
      });
      const started = performance.now();
      const response = await app.inject({
        method: 'PUT',
        url: `/api/questionnaires/${id}/mapping`,
        headers: { ...headers, cookie },
        payload: guessed ?? fixture.mapping,
      });
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`mapping ${fixture.name}: ${response.body}`);
      const detail = response.json<QuestionnaireDetail>();
      const drafted = new Map(detail.questions.map((q) => [q.question, q]));
      const answerable = fixture.questions.filter(([, by]) => by !== null);
      const correct = answerable.filter(
        ([question, by]) => drafted.get(question)?.draft === answerOf.get(by!),
      );
      const tiers = { exact: 0, close: 0, needs_review: 0 };
      for (const q of detail.questions) tiers[q.tier]++;
      const confidentlyWrong = fixture.questions.filter(([question, by]) => {
        const q = drafted.get(question);
        return q && q.tier !== 'needs_review' && q.draft !== (by ? answerOf.get(by) : undefined);
      }).length;
      const share = correct.length / answerable.length;
      allMet &&= share >= TARGET_CORRECT;
      console.log(
        `  ${fixture.name.padEnd(20)} ${fixture.questions.length} questions, mapping guessed ${mappedRight ? 'right' : 'WRONG'}; ` +
          `correct drafts ${correct.length}/${answerable.length} = ${(share * 100).toFixed(1)}% (target >= ${TARGET_CORRECT * 100}%); ` +
          `tiers exact ${tiers.exact}, close ${tiers.close}, needs review ${tiers.needs_review}; confident but wrong ${confidentlyWrong}; ` +
          `${(elapsed / detail.questions.length).toFixed(1)} ms per question (ratio to baseline ${(elapsed / detail.questions.length / baselineMs).toFixed(0)})`,
      );
      if (process.env.BENCH_SHOW_MISSES)
        for (const [question, by] of answerable)
          if (drafted.get(question)?.draft !== answerOf.get(by!))
            console.log(
              `    miss: ${question} -> ${by} (drafted: ${drafted.get(question)?.sources[0]?.title ?? 'nothing'})`,
            );
    }
    console.log(
      `  goal: ${allMapped ? 'every mapping guessed right' : 'a mapping was guessed WRONG'}; ${allMet ? 'every fixture' : 'NOT every fixture'} at >= ${TARGET_CORRECT * 100}% correct drafts`,
    );
  } finally {
    await close();
  }
}
