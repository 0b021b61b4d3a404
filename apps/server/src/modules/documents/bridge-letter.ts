import { bridgeLetterFileName, customizationSettingsSchema, formatBridgeLetterDate } from '@trust/shared';
import type { AppContext, OrgScope } from '../../context.js';
import { markdownToText } from '../../platform/markdown.js';
import { renderTextPdf } from '../../platform/pdf.js';
import { notFound } from '../../plugins/errors.js';
import { itemVisibility, type Viewer } from '../access/item-access.js';
import { getCustomization } from '../portal/queries.js';
import { findItemWithCard, getOrganisationName } from './queries.js';

/**
 * A SOC report's bridge letter as a PDF (issue 4, section 6): only when the letter is enabled and
 * has content, and only to those who may open the item (public visitors: public items only).
 */
export async function bridgeLetterPdf(
  ctx: AppContext,
  scope: OrgScope,
  viewer: Viewer,
  itemUid: string,
  productId: string,
  now = new Date(),
) {
  const [found, customization] = await Promise.all([
    findItemWithCard(ctx.db, scope, itemUid),
    getCustomization(ctx.db, scope),
  ]);
  if (!found || found.card.productId !== productId || (viewer.mode !== 'Main' && found.card.hidden))
    throw notFound();
  const letter = found.item.bridgeLetter;
  if (!letter?.letterEnabled || !letter.letterContent.trim()) throw notFound();
  const settings = customizationSettingsSchema.parse(customization?.settings ?? {});
  if (itemVisibility(found.item, viewer, settings.publicAccessLevel) !== 'visible') throw notFound();
  const organisation = await getOrganisationName(ctx.db, scope);
  const paragraphs = letter.letterContent
    .split(/\n\s*\n/)
    .map(markdownToText)
    .filter(Boolean);
  const pdf = await renderTextPdf({
    title: `${letter.letterType} Bridge Letter`,
    organisation,
    paragraphs: [
      formatBridgeLetterDate(now),
      `Re: ${found.item.title}`,
      ...paragraphs,
      'Sincerely,',
      letter.signerName,
      `${letter.signerTitle}, ${organisation}`,
    ],
    confidential: !found.item.publicAccess,
  });
  return { fileName: bridgeLetterFileName(organisation, found.item.title), pdf };
}
