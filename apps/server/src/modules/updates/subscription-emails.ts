import { UPDATE_CATEGORY_LABELS, type UpdateCategory } from '@trust/shared';
import { escapeHtml } from '../../plugins/web/html.js';
import { mailHtml } from '../../platform/mail-html.js';
import type { MailMessage } from '../../platform/mail.js';

export interface MailOrg {
  id: string;
  name: string;
  portalTitle: string;
}

export function confirmSubscriptionEmail(org: MailOrg, to: string, confirmLink: string): MailMessage {
  const intro = `Please confirm that you want to receive updates from the ${org.name} ${org.portalTitle}.`;
  const note =
    'The link works for 48 hours. If you did not ask for this, ignore this email and nothing will be sent to you.';
  return {
    orgId: org.id,
    to,
    subject: `Confirm your subscription to ${org.name} ${org.portalTitle} updates`,
    text: `${intro}\n\nConfirm: ${confirmLink}\n\n${note}`,
    html: mailHtml([intro, note], { href: confirmLink, label: 'Confirm subscription' }),
  };
}

export interface UpdateMail {
  subject: string;
  category: UpdateCategory;
  message: string;
  messageHtml: string;
  updateLink: string;
  unsubscribeLink: string;
  /** RFC 8058 one-click endpoint. */
  oneClickUnsubscribe: string;
}

/** An update as email: text and HTML parts, a link to it on the portal, and unsubscribe both ways. */
export function updateEmail(org: MailOrg, to: string, update: UpdateMail): MailMessage {
  const heading = `${UPDATE_CATEGORY_LABELS[update.category]} update from the ${org.name} ${org.portalTitle}: ${update.subject}`;
  const footer = `You receive this because you subscribed to updates from the ${org.name} ${org.portalTitle}.`;
  return {
    orgId: org.id,
    to,
    subject: `${org.name}: ${update.subject}`,
    text: `${heading}\n\n${update.message}\n\nRead it on the ${org.portalTitle}: ${update.updateLink}\n\n--\n${footer}\nUnsubscribe: ${update.unsubscribeLink}`,
    html: mailHtml(
      [heading],
      { href: update.updateLink, label: `Read it on the ${org.portalTitle}` },
      {
        bodyHtml: update.messageHtml,
        footer: [
          escapeHtml(footer),
          `<a href="${escapeHtml(update.unsubscribeLink)}" style="color:#868e96">Unsubscribe</a>`,
        ],
      },
    ),
    headers: {
      'List-Unsubscribe': `<${update.oneClickUnsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
