import type { MailMessage } from '../../platform/mail.js';
import { mailHtml } from '../../platform/mail-html.js';

/** The mails of the access workflow: plain text with a simple HTML twin. */
interface Org {
  id: string;
  name: string;
  portalTitle: string;
}

const html = (paragraphs: string[], link?: { href: string; label: string }) => mailHtml(paragraphs, link);

export function loginLinkEmail(org: Org, to: string, link: string): MailMessage {
  const intro = `Use the link below to sign in to the ${org.name} ${org.portalTitle}. It works once and expires in 15 minutes.`;
  return {
    orgId: org.id,
    to,
    subject: `Your sign-in link for the ${org.name} ${org.portalTitle}`,
    text: `${intro}\n\n${link}\n\nIf you did not ask for it, you can ignore this email.`,
    html: html([intro, 'If you did not ask for it, you can ignore this email.'], {
      href: link,
      label: `Open the ${org.portalTitle}`,
    }),
  };
}

export function autoApprovedEmail(org: Org, to: string, link: string): MailMessage {
  const intro = `You have been granted access to the ${org.name} ${org.portalTitle}. Use the link below to sign in; it works once and expires in 15 minutes.`;
  return {
    orgId: org.id,
    to,
    subject: `You have access to the ${org.name} ${org.portalTitle}`,
    text: `${intro}\n\n${link}`,
    html: html([intro], { href: link, label: `Open the ${org.portalTitle}` }),
  };
}

/** To the requester: the request arrived and waits for review. */
export function requestAcknowledgedEmail(org: Org, to: string): MailMessage {
  const intro = `We received your request for access to the ${org.name} ${org.portalTitle}. ${org.name} reviews each request; you will get another email once it is decided.`;
  const ignore = 'If you did not ask for access, you can ignore this email.';
  return {
    orgId: org.id,
    to,
    subject: `We received your request for access to the ${org.name} ${org.portalTitle}`,
    text: `${intro}\n\n${ignore}`,
    html: html([intro, ignore]),
  };
}

export function requestReceivedEmail(
  org: Org,
  to: string,
  request: { name: string; email: string; company: string },
  reviewLink: string,
): MailMessage {
  const intro = `${request.name} (${request.email}) of ${request.company} asked for access to the ${org.name} ${org.portalTitle}.`;
  return {
    orgId: org.id,
    to,
    subject: `New access request from ${request.company}`,
    text: `${intro}\n\nReview it: ${reviewLink}`,
    html: html([intro], { href: reviewLink, label: 'Review the request' }),
  };
}

export function approvedEmail(org: Org, to: string, link: string, expiresAt: Date | null): MailMessage {
  const until = expiresAt ? ` Your access lasts until ${expiresAt.toISOString().slice(0, 10)}.` : '';
  const intro = `Your request for access to the ${org.name} ${org.portalTitle} was approved.${until} Use the link below to sign in; it works once and expires in 15 minutes.`;
  return {
    orgId: org.id,
    to,
    subject: `Your access to the ${org.name} ${org.portalTitle} was approved`,
    text: `${intro}\n\n${link}`,
    html: html([intro], { href: link, label: `Open the ${org.portalTitle}` }),
  };
}

export function declinedEmail(org: Org, to: string, message?: string): MailMessage {
  const intro = `Your request for access to the ${org.name} ${org.portalTitle} was declined.`;
  const paragraphs = [intro, ...(message ? [`${org.name} wrote: "${message}"`] : [])];
  return {
    orgId: org.id,
    to,
    subject: `Your access request to the ${org.name} ${org.portalTitle}`,
    text: paragraphs.join('\n\n'),
    html: html(paragraphs),
  };
}

export function inviteEmail(
  org: Org,
  to: string,
  inviter: { name: string; account: string },
  link: string,
  message?: string,
): MailMessage {
  const intro = `${inviter.name} of ${inviter.account} invited you to the ${org.name} ${org.portalTitle}, where ${org.name} shares its security and compliance documents.`;
  const paragraphs = [
    intro,
    ...(message ? [`"${message}"`] : []),
    'Follow the link to join; it works for 14 days.',
  ];
  return {
    orgId: org.id,
    to,
    subject: `${inviter.name} invited you to the ${org.name} ${org.portalTitle}`,
    text: `${paragraphs.join('\n\n')}\n\n${link}`,
    html: html(paragraphs, { href: link, label: 'Accept the invitation' }),
  };
}
