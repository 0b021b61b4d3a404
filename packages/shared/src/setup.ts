import { z } from 'zod';
import { ACCESS_MESSAGES as M } from './access.js';
import { newPasswordField } from './team.js';

/** Slugs: the address of the portal on the main host (/{slug}). */
export const ORG_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;
/** First path segments the app itself uses; an organisation cannot take them. */
export const RESERVED_SLUGS = [
  'app',
  'byoid',
  'sign-in',
  'sign-up',
  'setup',
  'set-password',
  'forgot-password',
  'dev',
  'documents',
  'assets',
  'api',
  'favicon.ico',
  'robots.txt',
  'healthz',
  'readyz',
] as const;

export const SETUP_MESSAGES = {
  slugPattern:
    'Use 1-40 lower-case letters, numbers and hyphens, starting and ending with a letter or number',
  slugReserved: 'This address is reserved',
  slugTaken: 'This address is already taken',
  setupUsed: 'This setup link has already been used or is not valid.',
  signupClosed: 'Sign-up is not open on this server.',
  verifyEmail: 'Check your inbox: we sent a link to confirm your email address.',
} as const;

/** The slug a name suggests: ASCII letters and digits joined by hyphens ('Initech GmbH' -> 'initech-gmbh'). */
export function slugFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return slug || 'trust';
}

export const orgSlugField = z
  .string()
  .trim()
  .toLowerCase()
  .regex(ORG_SLUG_PATTERN, SETUP_MESSAGES.slugPattern)
  .refine((slug) => !(RESERVED_SLUGS as readonly string[]).includes(slug), SETUP_MESSAGES.slugReserved);

export const newOrganisationSchema = z.object({
  name: z.string().trim().min(1, M.companyNameRequired).max(100, M.nameTooLong),
  slug: orgSlugField,
  productName: z.string().trim().min(1, M.fieldRequired).max(60, 'Must be at most 60 characters'),
});
export type NewOrganisation = z.infer<typeof newOrganisationSchema>;

export const newAdminSchema = z.object({
  displayName: z.string().trim().min(1, M.fieldRequired).max(100, M.nameTooLong),
  email: z.string().trim().toLowerCase().pipe(z.email(M.emailInvalid)),
  password: newPasswordField,
});

export const setupBodySchema = z.object({
  token: z.string().min(1).max(200),
  organisation: newOrganisationSchema,
  admin: newAdminSchema,
});
export type SetupBody = z.infer<typeof setupBodySchema>;
export const setupStatusSchema = z.object({ valid: z.boolean() });
export const signUpBodySchema = setupBodySchema.omit({ token: true });
export type SignUpBody = z.infer<typeof signUpBodySchema>;
export const createdOrganisationSchema = z.object({ slug: z.string() });

/** The staff home's first steps, each done or not (computed from the organisation's data). */
export const CHECKLIST_STEPS = [
  {
    key: 'brand',
    title: 'Add your brand',
    text: 'Logo, colour and the portal title.',
    path: 'settings/brand',
  },
  {
    key: 'documents',
    title: 'Upload your first documents',
    text: 'Policies, reports and certificates.',
    path: 'documents',
  },
  {
    key: 'nda',
    title: 'Set up the NDA',
    text: 'Ask members to accept it before gated documents.',
    path: 'settings/nda',
  },
  {
    key: 'domain',
    title: 'Connect a custom domain',
    text: 'Serve the portal at trust.your-company.com.',
    path: 'settings/domains',
  },
  { key: 'team', title: 'Invite your team', text: 'Editors and reviewers work alongside you.', path: 'team' },
] as const;
export const checklistSchema = z.object({
  steps: z.array(
    z.object({ key: z.enum(['brand', 'documents', 'nda', 'domain', 'team']), done: z.boolean() }),
  ),
});
export type Checklist = z.infer<typeof checklistSchema>;
