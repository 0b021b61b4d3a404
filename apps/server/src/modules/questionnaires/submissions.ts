import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  QUESTIONNAIRE_CONTENT_TYPES,
  QUESTIONNAIRE_MESSAGES as M,
  questionnaireFileFieldsSchema,
  questionnaireFormatOf,
  type QuestionnaireLinkBody,
  type QuestionnaireList,
  type QuestionnaireSummary,
} from '@trust/shared';
import type { AppContext, OrgScope } from '../../context.js';
import { AppError, notFound } from '../../plugins/errors.js';
import type { MemberIdentity } from '../../plugins/sessions/plugin.js';
import type { ResolvedTenant } from '../../plugins/tenant/directory.js';
import type { AccessService } from '../access/service.js';
import { receiveUpload, uploadFields } from '../documents/checked-upload.js';
import { settingsOf } from '../documents/file-service.js';
import { questionnaireReceivedEmail } from './emails.js';
import { sendQuestionnaireFile } from './file-reply.js';
import * as q from './queries.js';
import { guessMapping } from './mapping.js';
import { readSheets, UnreadableSheet } from './sheets.js';
import { questionnaireName, toSummary } from './summaries.js';

/**
 * A member's side of questionnaires (visitor spec sections 2, 4, 6): hand one in, as a file or a
 * link, in account-external mode when the organisation accepts them; see the account's
 * questionnaires and download the answered files.
 */
export class QuestionnaireSubmissions {
  constructor(
    private readonly ctx: AppContext,
    private readonly access: AccessService,
  ) {}

  async submitFile(request: FastifyRequest, tenant: ResolvedTenant, part: MultipartFile | undefined) {
    if (!part) throw new AppError(400, 'validation_error', M.fileRequired, { file: M.fileRequired });
    const fields = uploadFields(part, questionnaireFileFieldsSchema);
    const submitter = await this.submitter(request, tenant, fields.productId).catch((error: unknown) => {
      part.file.resume();
      throw error;
    });
    const id = randomUUID();
    const upload = await receiveUpload(
      this.ctx,
      `${tenant.id}/questionnaires/${id}`,
      part,
      Object.keys(QUESTIONNAIRE_CONTENT_TYPES),
      M.fileType,
    );
    const format = questionnaireFormatOf(upload.contentType)!;
    const mapping = await readSheets(await this.ctx.storage.readAll(upload.storageKey), format)
      .then(guessMapping)
      .catch((error: unknown) => {
        if (error instanceof UnreadableSheet) return null;
        throw error;
      });
    return this.record(tenant, submitter, {
      id,
      note: fields.note,
      fileName: upload.name,
      fileFormat: format,
      fileSize: upload.size,
      fileKey: upload.storageKey,
      mapping,
    });
  }

  async submitLink(request: FastifyRequest, tenant: ResolvedTenant, body: Required<QuestionnaireLinkBody>) {
    const submitter = await this.submitter(request, tenant, body.productId);
    return this.record(tenant, submitter, { id: randomUUID(), note: body.note, link: body.link });
  }

  async list(request: FastifyRequest, tenant: ResolvedTenant): Promise<QuestionnaireList> {
    const member = await this.member(request, tenant);
    const rows = await q.listQuestionnaires(
      this.ctx.db,
      { orgId: tenant.id },
      { accountId: member.accountId },
    );
    return { questionnaires: rows.map(toSummary) };
  }

  /** The answered file, to any member of the account that submitted the questionnaire. */
  async download(request: FastifyRequest, reply: FastifyReply, tenant: ResolvedTenant, id: string) {
    const member = await this.member(request, tenant);
    const [row] = await q.listQuestionnaires(
      this.ctx.db,
      { orgId: tenant.id },
      { accountId: member.accountId, id },
    );
    const returned = row?.questionnaire;
    if (!returned?.returnedKey || !returned.returnedName) throw notFound();
    const file = await this.ctx.storage.read(returned.returnedKey);
    return sendQuestionnaireFile(reply, returned.returnedName, returned.returnedFormat, file);
  }

  private async member(request: FastifyRequest, tenant: ResolvedTenant): Promise<MemberIdentity> {
    const { member } = await request.identity();
    if (!member || member.orgId !== tenant.id) throw new AppError(401, 'unauthorized', M.loginRequired);
    return member;
  }

  /** The signed-in member, when their account may hand in questionnaires on this product. */
  private async submitter(request: FastifyRequest, tenant: ResolvedTenant, productId: string) {
    const member = await this.member(request, tenant);
    const scope = { orgId: tenant.id };
    const [viewer, settings, product] = await Promise.all([
      this.access.viewer(request, tenant, {}),
      settingsOf(this.ctx, scope),
      q.findShownProduct(this.ctx.db, scope, productId),
    ]);
    if (viewer.mode !== 'AccountExternal' || !settings.questionnairesEnabled)
      throw new AppError(403, 'forbidden', M.notAllowed);
    if (!product) throw notFound();
    return { member, product, settings };
  }

  private async record(
    tenant: ResolvedTenant,
    { member, product, settings }: Awaited<ReturnType<QuestionnaireSubmissions['submitter']>>,
    values: Omit<q.QuestionnaireInsert, 'accountId' | 'productId' | 'submittedByName' | 'submittedByEmail'>,
  ): Promise<QuestionnaireSummary> {
    const scope: OrgScope = { orgId: tenant.id };
    const name = `${member.firstName} ${member.lastName}`.trim() || member.email;
    return this.ctx.transact(async () => {
      await q.insertQuestionnaire(this.ctx.db, scope, {
        ...values,
        accountId: member.accountId,
        memberId: member.memberId,
        submittedByName: name,
        submittedByEmail: member.email,
        productId: product.id,
      });
      const to = settings.supportMailbox ?? settings.securityMailbox;
      if (to)
        await this.ctx.mail.send(
          questionnaireReceivedEmail({
            org: { id: tenant.id, name: tenant.name },
            to,
            submitter: { name, email: member.email, account: member.accountName },
            what: questionnaireName({ fileName: values.fileName ?? null, link: values.link ?? null }),
            note: values.note ?? '',
            link: `${this.ctx.config.appUrl}/app/questionnaires/${values.id}`,
          }),
        );
      const [row] = await q.listQuestionnaires(this.ctx.db, scope, { id: values.id });
      return toSummary(row!);
    });
  }
}
