import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import {
  QUESTIONNAIRE_CONTENT_TYPES,
  QUESTIONNAIRE_MAX_QUESTIONS,
  questionnaireFormatOf,
  QUESTIONNAIRE_MESSAGES as M,
  questionnaireReturnFieldsSchema,
  TABULAR_FORMATS,
  type QuestionnaireDetail,
  type QuestionnaireFormat,
  type QuestionnaireList,
  type QuestionnaireMapping,
  type QuestionnaireQuestion,
  type QuestionnaireQuestionUpdate,
} from '@trust/shared';
import type { AppContext, OrgScope } from '../../context.js';
import { AppError, notFound } from '../../plugins/errors.js';
import { unscopedFindOrgByKey } from '../../plugins/tenant/queries.js';
import { recordEvent, type Actor } from '../audit/audit-log.js';
import type { Viewer } from '../access/item-access.js';
import { portalLinks } from '../access/portal-links.js';
import { findAccount, getProfileItemUids } from '../access/queries.js';
import { receiveUpload, uploadFields } from '../documents/checked-upload.js';
import { settingsOf } from '../documents/file-service.js';
import type { SearchService } from '../search/service.js';
import { insertEntries } from '../search/kb-queries.js';
import { answerOriginal, answersCsv, type AnsweredFile } from './answered-file.js';
import { draftAnswer } from './drafting.js';
import { questionnaireAnsweredEmail } from './emails.js';
import { answerChoices, choiceFor, findQuestions } from './mapping.js';
import * as q from './queries.js';
import { readSheets, type SheetGrid } from './sheets.js';
import { questionnaireName, toQuestion, toSummary } from './summaries.js';
import { sendQuestionnaireFile } from './file-reply.js';

/** Rows shown per sheet while staff map the columns. */
const PREVIEW_ROWS = 12;
/** Questions drafted at once: each is a few indexed queries. */
const DRAFT_CONCURRENCY = 4;

type Questionnaire = q.QuestionnaireListRow['questionnaire'];

/**
 * Staff answering questionnaires in /app: the inbox, the column mapping, drafts from the knowledge
 * base and documents with their sources and confidence, editing and approval, the answered file
 * (written into the member's own workbook, or as CSV), its return to the member, and approved
 * answers saved back to the knowledge base.
 */
export class QuestionnaireDesk {
  constructor(
    private readonly ctx: AppContext,
    private readonly search: SearchService,
  ) {}

  async list(scope: OrgScope): Promise<QuestionnaireList> {
    return { questionnaires: (await q.listQuestionnaires(this.ctx.db, scope)).map(toSummary) };
  }

  async detail(scope: OrgScope, id: string): Promise<QuestionnaireDetail> {
    const row = await this.find(scope, id);
    const grids = await this.sheets(row.questionnaire);
    const mapping = row.questionnaire.mapping;
    return {
      questionnaire: toSummary(row),
      sheets: grids.map((grid) => ({
        name: grid.name,
        rowCount: grid.rows.length,
        preview: grid.rows.slice(0, Math.max(PREVIEW_ROWS, (mapping?.headerRow ?? 0) + 3)),
      })),
      mapping,
      mappingConfirmed: row.questionnaire.mappingConfirmed,
      choices: mapping ? answerChoices(grids, mapping) : [],
      questions: (await q.listQuestions(this.ctx.db, scope, id)).map(toQuestion),
    };
  }

  /**
   * Staff confirm or correct the mapping: the questions it points at are found and each gets a
   * draft, as the account may see the sources. Edits made under an earlier mapping are replaced.
   */
  async map(scope: OrgScope, actor: Actor, id: string, mapping: QuestionnaireMapping) {
    const row = await this.find(scope, id);
    const grids = await this.sheets(row.questionnaire);
    if (grids.length === 0) throw new AppError(409, 'not_tabular', M.notTabular);
    const found = findQuestions(grids, mapping);
    if (found.length === 0)
      throw new AppError(400, 'validation_error', M.noQuestions, { questionColumn: M.noQuestions });
    if (found.length > QUESTIONNAIRE_MAX_QUESTIONS)
      throw new AppError(400, 'validation_error', M.tooManyQuestions, { questionColumn: M.tooManyQuestions });
    const choices = answerChoices(grids, mapping);
    const drafts = await this.draftAll(
      scope,
      row.questionnaire,
      found.map((f) => f.question),
    );
    await this.ctx.transact(async () => {
      // The questionnaire's row first: two mappings at once take turns instead of colliding.
      await q.updateQuestionnaire(this.ctx.db, scope, id, {
        mapping,
        mappingConfirmed: true,
        status: row.questionnaire.status === 'answered' ? 'answered' : 'in_progress',
      });
      await q.replaceQuestions(
        this.ctx.db,
        scope,
        id,
        found.map((f, i) => {
          const draft = drafts[i]!;
          return {
            ...f,
            ...draft,
            answer: draft.draft ?? '',
            choice: draft.draft ? choiceFor(draft.draft, choices) : null,
            approved: false,
          };
        }),
      );
      await recordEvent(this.ctx, scope, actor, {
        action: 'questionnaire.map',
        target: `questionnaire:${id}`,
        before: row.questionnaire.mapping,
        after: { ...mapping, questions: found.length },
      });
    });
    return this.detail(scope, id);
  }

  async updateQuestion(
    scope: OrgScope,
    id: string,
    questionId: string,
    update: Required<QuestionnaireQuestionUpdate>,
  ): Promise<QuestionnaireQuestion> {
    await this.find(scope, id);
    const row = await q.updateQuestion(this.ctx.db, scope, id, questionId, update);
    if (!row) throw notFound();
    return toQuestion(row);
  }

  async downloadOriginal(scope: OrgScope, reply: FastifyReply, id: string) {
    const { questionnaire } = await this.find(scope, id);
    if (!questionnaire.fileKey || !questionnaire.fileName) throw notFound();
    return sendQuestionnaireFile(
      reply,
      questionnaire.fileName,
      questionnaire.fileFormat,
      await this.ctx.storage.read(questionnaire.fileKey),
    );
  }

  async downloadReturned(scope: OrgScope, reply: FastifyReply, id: string) {
    const { questionnaire } = await this.find(scope, id);
    if (!questionnaire.returnedKey || !questionnaire.returnedName) throw notFound();
    return sendQuestionnaireFile(
      reply,
      questionnaire.returnedName,
      questionnaire.returnedFormat,
      await this.ctx.storage.read(questionnaire.returnedKey),
    );
  }

  /** The answered file as it would be returned, for staff to check first. */
  async export(scope: OrgScope, reply: FastifyReply, id: string, format: 'original' | 'csv') {
    const { questionnaire } = await this.find(scope, id);
    const file = await this.answeredFile(scope, questionnaire, format);
    return sendQuestionnaireFile(reply, answeredName(questionnaire, file), file.format, file.bytes);
  }

  /**
   * Returns the questionnaire to the member: the approved answers written into their file (or a
   * file staff attach, for formats answered by hand), stored, marked answered, and mailed about.
   */
  async returnToMember(
    scope: OrgScope,
    actor: Actor,
    id: string,
    how: { part: MultipartFile } | { format: 'original' | 'csv'; message: string },
  ) {
    const row = await this.find(scope, id);
    const { questionnaire } = row;
    const key = `${scope.orgId}/questionnaires/${id}-answered-${randomUUID()}`;
    let returned: { name: string; format: string; size: number };
    let message: string;
    if ('part' in how) {
      message = uploadFields(how.part, questionnaireReturnFieldsSchema).message;
      const upload = await receiveUpload(
        this.ctx,
        key,
        how.part,
        Object.keys(QUESTIONNAIRE_CONTENT_TYPES),
        M.fileType,
      );
      returned = { name: upload.name, format: questionnaireFormatOf(upload.contentType)!, size: upload.size };
    } else {
      message = how.message;
      const file = await this.answeredFile(scope, questionnaire, how.format);
      await this.ctx.storage.put(key, file.bytes);
      returned = { name: answeredName(questionnaire, file), format: file.format, size: file.bytes.length };
    }
    const previousKey = questionnaire.returnedKey;
    const saved = this.ctx.transact(async () => {
      await q.updateQuestionnaire(this.ctx.db, scope, id, {
        status: 'answered',
        answeredAt: new Date(),
        returnedName: returned.name,
        returnedFormat: returned.format,
        returnedSize: returned.size,
        returnedKey: key,
      });
      await recordEvent(this.ctx, scope, actor, {
        action: 'questionnaire.return',
        target: `questionnaire:${id}`,
        before: null,
        after: { account: row.accountName, file: returned.name },
      });
      await this.notifyMember(scope, questionnaire, message);
    });
    // A failed save leaves no stray file behind; a saved one replaces the last returned file.
    await saved.catch(async (error: unknown) => {
      await this.ctx.storage.remove(key).catch(() => undefined);
      throw error;
    });
    if (previousKey) await this.ctx.storage.remove(previousKey).catch(() => undefined);
    return toSummary((await q.listQuestionnaires(this.ctx.db, scope, { id }))[0]!);
  }

  /** Approved answers become knowledge-base entries (private, on the questionnaire's product). */
  async saveToKnowledgeBase(scope: OrgScope, actor: Actor, id: string, questionIds: string[]) {
    const { questionnaire } = await this.find(scope, id);
    const rows = await q.findQuestions(this.ctx.db, scope, id, questionIds);
    // An exact approved answer used as it was is already in the knowledge base.
    const fresh = rows.filter((r) => r.approved && r.answer && !(r.tier === 'exact' && r.answer === r.draft));
    return this.ctx.transact(async () => {
      await insertEntries(
        this.ctx.db,
        scope,
        fresh.map((r) => ({
          question: r.question.slice(0, 1000),
          answer: r.answer,
          comment: null,
          accessLevel: 'private' as const,
          productIds: [questionnaire.productId],
          favorite: false,
        })),
        { type: 'questionnaire', name: questionnaireName(questionnaire) },
      );
      await recordEvent(this.ctx, scope, actor, {
        action: 'questionnaire.save_to_kb',
        target: `questionnaire:${id}`,
        before: null,
        after: { saved: fresh.length },
      });
      return { saved: fresh.length };
    });
  }

  private async find(scope: OrgScope, id: string) {
    const [row] = await q.listQuestionnaires(this.ctx.db, scope, { id });
    if (!row) throw notFound();
    return row;
  }

  private async sheets(questionnaire: Questionnaire): Promise<SheetGrid[]> {
    const format = questionnaire.fileFormat as QuestionnaireFormat | null;
    if (!questionnaire.fileKey || !format || !TABULAR_FORMATS.includes(format)) return [];
    return readSheets(await this.ctx.storage.readAll(questionnaire.fileKey), format).catch(() => []);
  }

  private async answeredFile(
    scope: OrgScope,
    questionnaire: Questionnaire,
    format: 'original' | 'csv',
  ): Promise<AnsweredFile> {
    const mapping = questionnaire.mapping;
    if (!mapping || !questionnaire.mappingConfirmed) throw new AppError(409, 'not_mapped', M.notMapped);
    const grids = await this.sheets(questionnaire);
    const hasChoices = answerChoices(grids, mapping).length > 0;
    const answers = (await q.listQuestions(this.ctx.db, scope, questionnaire.id)).map((r) =>
      r.approved ? r : { ...r, answer: '', choice: null },
    );
    if (format === 'csv') return answersCsv(answers, hasChoices);
    const original = await this.ctx.storage.readAll(questionnaire.fileKey!);
    return answerOriginal(
      original,
      questionnaire.fileFormat as QuestionnaireFormat,
      mapping,
      answers,
      hasChoices,
    );
  }

  /** Drafts as the account sees the sources: its profile's items and the private knowledge base. */
  private async draftAll(scope: OrgScope, questionnaire: Questionnaire, questions: string[]) {
    const org = await unscopedFindOrgByKey(this.ctx.db, scope.orgId);
    if (!org) throw notFound();
    const tenant = { ...org, customDomain: null };
    const account = await findAccount(this.ctx.db, scope, questionnaire.accountId);
    const items = account?.permissionProfileId
      ? await getProfileItemUids(this.ctx.db, scope, account.permissionProfileId)
      : null;
    const viewer: Viewer = {
      mode: 'Preview',
      profileId: account?.permissionProfileId ?? 'none',
      allowedItemUids: new Set(items ?? []),
    };
    const drafts: ReturnType<typeof draftAnswer>[] = new Array(questions.length);
    let next = 0;
    const lane = async () => {
      for (let i = next++; i < questions.length; i = next++) {
        const passages = await this.search.draftPassages(
          tenant,
          questionnaire.productId,
          viewer,
          questions[i]!,
        );
        drafts[i] = draftAnswer(questions[i]!, passages);
      }
    };
    await Promise.all(Array.from({ length: DRAFT_CONCURRENCY }, lane));
    return drafts;
  }

  private async notifyMember(scope: OrgScope, questionnaire: Questionnaire, message: string) {
    const [org, settings] = await Promise.all([
      unscopedFindOrgByKey(this.ctx.db, scope.orgId),
      settingsOf(this.ctx, scope),
    ]);
    if (!org) return;
    const { portal } = portalLinks(this.ctx.config, { slug: org.slug, customDomain: null });
    await this.ctx.mail.send(
      questionnaireAnsweredEmail({
        org: { id: org.id, name: org.name, portalTitle: settings.portalTitle },
        to: questionnaire.submittedByEmail,
        what: questionnaireName(questionnaire),
        message,
        link: `${portal}/?view=questionnaires`,
      }),
    );
  }
}

/** 'vendor-sheet.xlsx' answered is 'vendor-sheet (answered).xlsx'. */
function answeredName(questionnaire: Questionnaire, file: AnsweredFile): string {
  const base = (questionnaire.fileName ?? 'questionnaire').replace(/\.[a-z0-9]+$/i, '');
  return `${base} (answered).${file.format}`;
}
