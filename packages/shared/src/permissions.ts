/** Staff permissions: editing and files, plus one scope per section of the private area. */
export const PERMISSIONS = [
  'statuspage:edit',
  'assets:edit',
  'files:view',
  'files:download',
  'requests:manage',
  'accounts:manage',
  'questionnaires:manage',
  'updates:manage',
  'settings:manage',
  'analytics:view',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Sections of the private area at /app and the scopes that open each (any one of them). */
export const PRIVATE_SECTIONS = [
  { path: 'requests', title: 'Access requests', scopes: ['requests:manage'] },
  { path: 'accounts', title: 'Accounts', scopes: ['accounts:manage'] },
  { path: 'comments', title: 'Comments', scopes: ['accounts:manage', 'requests:manage'] },
  { path: 'questionnaires', title: 'Questionnaires', scopes: ['questionnaires:manage'] },
  { path: 'profiles', title: 'Permission profiles', scopes: ['accounts:manage'] },
  { path: 'domains', title: 'Email domains', scopes: ['accounts:manage'] },
  { path: 'documents', title: 'Documents', scopes: ['files:view', 'statuspage:edit'] },
  { path: 'updates', title: 'Updates', scopes: ['updates:manage'] },
  { path: 'knowledge-base', title: 'Knowledge base', scopes: ['statuspage:edit'] },
  { path: 'questions', title: 'Questions asked', scopes: ['statuspage:edit'] },
  { path: 'integrations', title: 'Integrations', scopes: ['statuspage:edit'] },
  { path: 'analytics', title: 'Analytics', scopes: ['analytics:view'] },
  { path: 'activity', title: 'Activity', scopes: ['statuspage:edit', 'settings:manage'] },
  { path: 'leak-lookup', title: 'Leak lookup', scopes: ['accounts:manage', 'settings:manage'] },
  { path: 'team', title: 'Team', scopes: ['settings:manage'] },
  { path: 'settings', title: 'Settings', scopes: ['settings:manage'] },
  { path: 'get-started', title: 'Get started', scopes: ['settings:manage'] },
] as const satisfies readonly { path: string; title: string; scopes: readonly Permission[] }[];
export type PrivateSection = (typeof PRIVATE_SECTIONS)[number]['path'];
