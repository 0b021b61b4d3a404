import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { customizationSettingsSchema, type NdaStatus } from '@trust/shared';
import type { AppContext, OrgScope } from '../../context.js';
import type { ContentEvents } from '../../platform/content-events.js';
import { memberActor, recordEvent } from '../audit/audit-log.js';
import { markdownToText, renderMarkdown } from '../../platform/markdown.js';
import { renderTextPdf } from '../../platform/pdf.js';
import { AppError } from '../../plugins/errors.js';
import type { MemberIdentity } from '../../plugins/sessions/plugin.js';
import { getCustomization } from '../portal/queries.js';
import { findNdaAcceptance, getOrganisation, insertNdaAcceptance } from './queries.js';
import { findNdaFile } from './queries.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The published NDA; its fingerprint covers the text and, when there is one, the uploaded PDF. */
async function readNda(ctx: AppContext, scope: OrgScope) {
  const settings = customizationSettingsSchema.parse((await getCustomization(ctx.db, scope))?.settings ?? {});
  const { nda } = settings;
  return { ...nda, sha: sha256(nda.document ? `${nda.text}\n${nda.document.sha256}` : nda.text) };
}
type PublishedNda = Awaited<ReturnType<typeof readNda>>;

/** Each organisation's published NDA, per app, until its content changes. */
const publishedNdas = new WeakMap<ContentEvents, LRUCache<string, Promise<PublishedNda>>>();

/**
 * The published NDA, remembered until the organisation's content changes (as the tenant directory
 * remembers organisations): every request of a signed-in member asks whether they accepted it,
 * and reading and parsing the organisation's settings for that cost a round trip each time.
 */
export function currentNda(ctx: AppContext, scope: OrgScope): Promise<PublishedNda> {
  let byOrg = publishedNdas.get(ctx.events);
  if (!byOrg) {
    const cache = new LRUCache<string, Promise<PublishedNda>>({ max: 10_000 });
    ctx.events.subscribe((orgId) => (orgId === null ? cache.clear() : cache.delete(orgId)));
    publishedNdas.set(ctx.events, (byOrg = cache));
  }
  let nda = byOrg.get(scope.orgId);
  if (!nda) {
    // Set before it is read: a change committed meanwhile drops this reading, not a later one.
    const reading = readNda(ctx, scope);
    byOrg.set(scope.orgId, (nda = reading));
    reading.catch(() => {
      if (byOrg.get(scope.orgId) === reading) byOrg.delete(scope.orgId);
    });
  }
  return nda;
}

export async function ndaStatus(
  ctx: AppContext,
  scope: OrgScope,
  member: MemberIdentity | null,
  apiBase: string,
): Promise<NdaStatus> {
  const nda = await currentNda(ctx, scope);
  const acceptance =
    member && nda.provider !== 'none'
      ? await findNdaAcceptance(ctx.db, scope, member.memberId, nda.sha)
      : null;
  return {
    passed: nda.provider === 'none' || acceptance !== null,
    provider: nda.provider,
    email: member?.email ?? null,
    title: nda.title,
    html: nda.provider === 'none' ? '' : renderMarkdown(nda.text),
    documentUrl: nda.provider !== 'none' && nda.document ? `${apiBase}/nda/document` : null,
    version: nda.version,
    acceptedAt: acceptance?.acceptedAt.toISOString() ?? null,
  };
}

/** Records the click-wrap acceptance of the current text: name, email, time, IP and the text's SHA-256. */
export async function acceptNda(
  ctx: AppContext,
  scope: OrgScope,
  member: MemberIdentity,
  name: string,
  ip: string,
): Promise<void> {
  const nda = await currentNda(ctx, scope);
  if (nda.provider !== 'click-wrap')
    throw new AppError(409, 'no_nda', 'This trust centre has no NDA to accept.');
  if (await findNdaAcceptance(ctx.db, scope, member.memberId, nda.sha)) return;
  await insertNdaAcceptance(ctx.db, scope, {
    accountMemberId: member.memberId,
    name,
    email: member.email,
    ip,
    title: nda.title,
    text: nda.text,
    textSha256: nda.sha,
    version: nda.version,
    documentFileId: nda.document?.fileId ?? null,
  });
  await recordEvent(ctx, scope, memberActor(member), {
    action: 'nda.accept',
    target: `member:${member.memberId}`,
    before: null,
    after: { email: member.email, account: member.accountName, version: nda.version, signedAs: name },
  });
}

/** The signed NDA as a PDF: the accepted text and who accepted it, when, from where, with the text's fingerprint. */
export async function signedNdaPdf(
  ctx: AppContext,
  scope: OrgScope,
  member: MemberIdentity,
): Promise<{ fileName: string; pdf: Buffer }> {
  const nda = await currentNda(ctx, scope);
  const acceptance = await findNdaAcceptance(ctx.db, scope, member.memberId, nda.sha);
  if (!acceptance) throw new AppError(404, 'nda_not_signed', 'The NDA has not been accepted yet.');
  const org = await getOrganisation(ctx.db, scope);
  const paragraphs = acceptance.text
    .split(/\n\s*\n/)
    .map(markdownToText)
    .filter(Boolean);
  const signature = `Accepted electronically by ${acceptance.name} (${acceptance.email}) on ${acceptance.acceptedAt.toISOString()} from ${acceptance.ip}.`;
  const pdf = await renderTextPdf({
    title: acceptance.title,
    organisation: org.name,
    paragraphs: [
      `Version ${acceptance.version}${acceptance.documentFileId ? ', with the attached agreement that follows' : ''}`,
      ...paragraphs,
      signature,
      `SHA-256 of the accepted text: ${acceptance.textSha256}`,
    ],
    confidential: true,
    footer: `${org.name} - ${acceptance.title} (version ${acceptance.version}) - signed by ${acceptance.name}`,
  });
  // The accepted PDF follows the signature page, page for page.
  const document = acceptance.documentFileId ? await fileBytes(ctx, scope, acceptance.documentFileId) : null;
  return {
    fileName: `${org.name}-NDA-${acceptance.name}.pdf`.replace(/[^\w.-]+/g, '-'),
    pdf: document ? await appendPdf(pdf, document) : pdf,
  };
}

/** The uploaded NDA for a signed-in member to read before accepting it. */
export async function ndaDocument(ctx: AppContext, scope: OrgScope): Promise<{ name: string; data: Buffer }> {
  const nda = await currentNda(ctx, scope);
  if (nda.provider === 'none' || !nda.document) throw new AppError(404, 'not_found', 'Not found');
  const data = await fileBytes(ctx, scope, nda.document.fileId);
  if (!data) throw new AppError(404, 'not_found', 'Not found');
  return { name: nda.document.name, data };
}

async function fileBytes(ctx: AppContext, scope: OrgScope, fileId: string): Promise<Buffer | null> {
  const file = await findNdaFile(ctx.db, scope, fileId);
  return file ? ctx.storage.readAll(file.storageKey).catch(() => null) : null;
}

async function appendPdf(first: Buffer, second: Buffer): Promise<Buffer> {
  const { PDFDocument } = await import('pdf-lib');
  const merged = await PDFDocument.load(first);
  const appended = await PDFDocument.load(second, { ignoreEncryption: true });
  for (const page of await merged.copyPages(appended, appended.getPageIndices())) merged.addPage(page);
  return Buffer.from(await merged.save());
}
