import { createHash } from 'node:crypto';
import { customizationSettingsSchema, type NdaStatus } from '@trust/shared';
import type { AppContext, OrgScope } from '../../context.js';
import { markdownToText, renderMarkdown } from '../../platform/markdown.js';
import { renderTextPdf } from '../../platform/pdf.js';
import { AppError } from '../../plugins/errors.js';
import type { MemberIdentity } from '../../plugins/sessions/plugin.js';
import { getCustomization } from '../portal/queries.js';
import { findNdaAcceptance, getOrganisation, insertNdaAcceptance } from './queries.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export async function currentNda(ctx: AppContext, scope: OrgScope) {
  const settings = customizationSettingsSchema.parse((await getCustomization(ctx.db, scope))?.settings ?? {});
  return { ...settings.nda, sha: sha256(settings.nda.text) };
}

/** Whether the member has accepted the organisation's current NDA text (always true without a click-wrap NDA). */
export async function ndaPassed(ctx: AppContext, scope: OrgScope, memberId: string): Promise<boolean> {
  const nda = await currentNda(ctx, scope);
  if (nda.provider === 'none') return true;
  return (await findNdaAcceptance(ctx.db, scope, memberId, nda.sha)) !== null;
}

export async function ndaStatus(
  ctx: AppContext,
  scope: OrgScope,
  member: MemberIdentity | null,
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
      `Version ${acceptance.version}`,
      ...paragraphs,
      signature,
      `SHA-256 of the accepted text: ${acceptance.textSha256}`,
    ],
    confidential: true,
    footer: `${org.name} - ${acceptance.title} (version ${acceptance.version}) - signed by ${acceptance.name}`,
  });
  return { fileName: `${org.name}-NDA-${acceptance.name}.pdf`.replace(/[^\w.-]+/g, '-'), pdf };
}
