import type { MailMessage } from '../../platform/mail.js';
import { mailHtml } from '../../platform/mail-html.js';

/** A comment quoted in a mail: long ones are cut, the thread has the rest. */
const QUOTE_LENGTH = 600;
const quote = (content: string) =>
  content.length > QUOTE_LENGTH ? `${content.slice(0, QUOTE_LENGTH).trimEnd()}…` : content;

/** To the organisation: a member commented on an item. */
export function commentForStaffEmail(input: {
  org: { id: string; name: string };
  to: string;
  author: { name: string; email: string; account: string };
  itemTitle: string;
  content: string;
  link: string;
}): MailMessage {
  const { author } = input;
  const intro = `${author.name} (${author.email}) of ${author.account} commented on "${input.itemTitle}":`;
  const body = quote(input.content);
  return {
    orgId: input.org.id,
    to: input.to,
    subject: `New comment from ${author.account} on ${input.itemTitle}`,
    text: `${intro}\n\n${body}\n\nAnswer it: ${input.link}`,
    html: mailHtml([intro, body], { href: input.link, label: 'Answer the comment' }),
  };
}

/** To the members of a thread: the organisation answered. */
export function commentForMembersEmail(input: {
  org: { id: string; name: string; portalTitle: string };
  to: string;
  staffName: string;
  itemTitle: string;
  content: string;
  link: string;
}): MailMessage {
  const intro = `${input.staffName} of ${input.org.name} answered on "${input.itemTitle}" in the ${input.org.name} ${input.org.portalTitle}:`;
  const body = quote(input.content);
  return {
    orgId: input.org.id,
    to: input.to,
    subject: `${input.org.name} answered your comment on ${input.itemTitle}`,
    text: `${intro}\n\n${body}\n\nOpen the conversation: ${input.link}`,
    html: mailHtml([intro, body], { href: input.link, label: 'Open the conversation' }),
  };
}
