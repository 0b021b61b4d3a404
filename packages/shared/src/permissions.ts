/** Staff permissions: editing and files, plus one scope per section of the private area. */
export const PERMISSIONS = [
  'statuspage:edit', 'assets:edit', 'files:view', 'files:download',
  'requests:manage', 'accounts:manage', 'updates:manage', 'settings:manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Sections of the private area at /app and the scope each needs. */
export const PRIVATE_SECTIONS = [
  { path: 'requests', title: 'Access requests', scope: 'requests:manage' },
  { path: 'accounts', title: 'Accounts', scope: 'accounts:manage' },
  { path: 'profiles', title: 'Permission profiles', scope: 'accounts:manage' },
  { path: 'domains', title: 'Email domains', scope: 'accounts:manage' },
] as const satisfies readonly { path: string; title: string; scope: Permission }[];
export type PrivateSection = (typeof PRIVATE_SECTIONS)[number]['path'];
