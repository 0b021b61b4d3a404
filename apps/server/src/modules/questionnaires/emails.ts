import type { MailMessage } from '../../platform/mail.js';
import { mailHtml } from '../../platform/mail-html.js';

/** To the organisation: an account handed in a questionnaire. */
export function questionnaireReceivedEmail(input: {
  org: { id: string; name: string };
  to: string;
  submitter: { name: string; email: string; account: string };
  what: string;
  note: string;
  link: string;
}): MailMessage {
  const { submitter } = input;
  const intro = `${submitter.name} (${submitter.email}) of ${submitter.account} submitted a security questionnaire: ${input.what}.`;
  const paragraphs = [intro, ...(input.note ? [`Their note: ${input.note}`] : [])];
  return {
    orgId: input.org.id,
    to: input.to,
    subject: `New security questionnaire from ${submitter.account}`,
    text: `${paragraphs.join('\n\n')}\n\nAnswer it: ${input.link}`,
    html: mailHtml(paragraphs, { href: input.link, label: 'Open the questionnaire' }),
  };
}

/** To the member who submitted it: the answered questionnaire is ready to download. */
export function questionnaireAnsweredEmail(input: {
  org: { id: string; name: string; portalTitle: string };
  to: string;
  what: string;
  message: string;
  link: string;
}): MailMessage {
  const intro = `${input.org.name} answered your security questionnaire (${input.what}). Download the answered file under "Questionnaires" in your account menu of the ${input.org.name} ${input.org.portalTitle}.`;
  const paragraphs = [intro, ...(input.message ? [input.message] : [])];
  return {
    orgId: input.org.id,
    to: input.to,
    subject: `${input.org.name} answered your security questionnaire`,
    text: `${paragraphs.join('\n\n')}\n\n${input.link}`,
    html: mailHtml(paragraphs, { href: input.link, label: 'Open your questionnaires' }),
  };
}
