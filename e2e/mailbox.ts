export interface DevMail {
  to: string;
  subject: string;
  text: string;
  status: string;
}

/** The mail the app sent to `to` with `subjectPart` in its subject, from the dev mailbox, once delivered. */
export async function mailTo(baseUrl: string, to: string, subjectPart: string): Promise<DevMail> {
  for (let i = 0; i < 150; i++) {
    const { emails } = (await (await fetch(`${baseUrl}/dev/mailbox.json`)).json()) as { emails: DevMail[] };
    const mail = emails.find((m) => m.to === to && m.subject.includes(subjectPart) && m.status === 'sent');
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No mail to ${to} about ${subjectPart}`);
}

/** The one-time sign-in link in a mail's text. */
export const signInLinkIn = (text: string) => text.match(/https?:\/\/\S+\/auth\/link\?token=[\w-]+/)![0];
