import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts, products, questionnaireQuestions, questionnaires } from '../../db/schema/index.js';
import type { OrgScope } from '../../context.js';

export type QuestionnaireInsert = Omit<typeof questionnaires.$inferInsert, 'orgId' | 'id'> & { id: string };
export type QuestionRow = typeof questionnaireQuestions.$inferSelect;

export async function insertQuestionnaire(db: Db, { orgId }: OrgScope, values: QuestionnaireInsert) {
  const [row] = await db
    .insert(questionnaires)
    .values({ orgId, ...values })
    .returning();
  return row!;
}

/** Questionnaires with their account, product and answer counts; one account's, or all. */
export function listQuestionnaires(
  db: Db,
  { orgId }: OrgScope,
  filter: { accountId?: string; id?: string } = {},
) {
  return db
    .select({
      questionnaire: questionnaires,
      accountName: accounts.name,
      productName: products.name,
      questionCount: sql<number>`(select count(*)::int from ${questionnaireQuestions} where ${questionnaireQuestions.questionnaireId} = ${questionnaires.id})`,
      approvedCount: sql<number>`(select count(*)::int from ${questionnaireQuestions} where ${questionnaireQuestions.questionnaireId} = ${questionnaires.id} and ${questionnaireQuestions.approved})`,
    })
    .from(questionnaires)
    .innerJoin(accounts, and(eq(accounts.id, questionnaires.accountId), eq(accounts.orgId, orgId)))
    .innerJoin(products, and(eq(products.id, questionnaires.productId), eq(products.orgId, orgId)))
    .where(
      and(
        eq(questionnaires.orgId, orgId),
        filter.accountId ? eq(questionnaires.accountId, filter.accountId) : undefined,
        filter.id ? eq(questionnaires.id, filter.id) : undefined,
      ),
    )
    .orderBy(desc(questionnaires.createdAt));
}
export type QuestionnaireListRow = Awaited<ReturnType<typeof listQuestionnaires>>[number];

export async function updateQuestionnaire(
  db: Db,
  { orgId }: OrgScope,
  id: string,
  values: Partial<Omit<typeof questionnaires.$inferInsert, 'orgId' | 'id'>>,
) {
  await db
    .update(questionnaires)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(questionnaires.orgId, orgId), eq(questionnaires.id, id)));
}

export function listQuestions(db: Db, { orgId }: OrgScope, questionnaireId: string) {
  return db
    .select()
    .from(questionnaireQuestions)
    .where(
      and(
        eq(questionnaireQuestions.orgId, orgId),
        eq(questionnaireQuestions.questionnaireId, questionnaireId),
      ),
    )
    .orderBy(asc(questionnaireQuestions.sheet), asc(questionnaireQuestions.row));
}

/** The questions found with a new mapping replace those found with the last one. */
export async function replaceQuestions(
  db: Db,
  { orgId }: OrgScope,
  questionnaireId: string,
  rows: Omit<typeof questionnaireQuestions.$inferInsert, 'orgId' | 'questionnaireId'>[],
) {
  await db
    .delete(questionnaireQuestions)
    .where(
      and(
        eq(questionnaireQuestions.orgId, orgId),
        eq(questionnaireQuestions.questionnaireId, questionnaireId),
      ),
    );
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insert(questionnaireQuestions)
      .values(rows.slice(i, i + 500).map((r) => ({ orgId, questionnaireId, ...r })));
}

export async function updateQuestion(
  db: Db,
  { orgId }: OrgScope,
  questionnaireId: string,
  id: string,
  values: { answer: string; choice: string | null; approved: boolean },
) {
  const [row] = await db
    .update(questionnaireQuestions)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(questionnaireQuestions.orgId, orgId),
        eq(questionnaireQuestions.questionnaireId, questionnaireId),
        eq(questionnaireQuestions.id, id),
      ),
    )
    .returning();
  return row ?? null;
}

export function findQuestions(db: Db, { orgId }: OrgScope, questionnaireId: string, ids: string[]) {
  return db
    .select()
    .from(questionnaireQuestions)
    .where(
      and(
        eq(questionnaireQuestions.orgId, orgId),
        eq(questionnaireQuestions.questionnaireId, questionnaireId),
        inArray(questionnaireQuestions.id, ids),
      ),
    );
}

/** A product of the organisation that visitors can open. */
export async function findShownProduct(db: Db, { orgId }: OrgScope, productId: string) {
  const rows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.orgId, orgId), eq(products.id, productId), eq(products.show, true)));
  return rows[0] ?? null;
}
