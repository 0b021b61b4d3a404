import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** Free and consumer mail providers, from the maintained `email-providers` list. */
const FREE_MAIL_DOMAINS = new Set<string>(require('email-providers/all.json') as string[]);

export const emailDomain = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

export const isWorkEmail = (email: string) => !FREE_MAIL_DOMAINS.has(emailDomain(email));
