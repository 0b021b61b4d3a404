import type { MailMessage } from '../../platform/mail.js';
import { mailHtml } from '../../platform/mail-html.js';
import { PRODUCT_NAME } from '@trust/shared';

/** The staff side's mails: invitations, password links and sign-up confirmation. */
export function staffInvitationEmail(
  org: { id: string; name: string },
  to: string,
  inviter: string,
  link: { href: string; setsPassword: boolean },
): MailMessage {
  const intro = `${inviter} invited you to work on the ${org.name} Trust Center.`;
  const next = link.setsPassword
    ? 'Use the link below to choose your password. It works once and expires in 7 days.'
    : 'Sign in with your existing password to start.';
  return {
    orgId: org.id,
    to,
    subject: `You're invited to the ${org.name} Trust Center`,
    text: `${intro} ${next}\n\n${link.href}`,
    html: mailHtml([intro, next], {
      href: link.href,
      label: link.setsPassword ? 'Choose your password' : 'Sign in',
    }),
  };
}

export function passwordResetEmail(to: string, link: string): MailMessage {
  const intro =
    'Someone asked to reset the password of your Beacon Trust staff account. Use the link below to choose a new one. It works once and expires in 30 minutes.';
  const ignore = 'If it was not you, ignore this email: your password stays as it is.';
  return {
    orgId: null,
    to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: `${intro}\n\n${link}\n\n${ignore}`,
    html: mailHtml([intro, ignore], { href: link, label: 'Choose a new password' }),
  };
}

export function signUpEmail(to: string, organisation: string, link: string): MailMessage {
  const intro = `Confirm your email address to create the ${organisation} Trust Center. The link works for 24 hours.`;
  return {
    orgId: null,
    to,
    subject: `Confirm your email to create the ${organisation} Trust Center`,
    text: `${intro}\n\n${link}\n\nIf you did not sign up, ignore this email.`,
    html: mailHtml([intro, 'If you did not sign up, ignore this email.'], {
      href: link,
      label: 'Confirm and create',
    }),
  };
}
