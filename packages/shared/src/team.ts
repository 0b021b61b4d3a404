import { z } from 'zod';
import { ACCESS_MESSAGES as M } from './access.js';
import { PERMISSIONS, type Permission } from './permissions.js';

/** The roles every organisation starts with; administrators are those whose role may manage settings. */
export const BUILTIN_ROLES = [
  { name: 'Administrator', permissions: [...PERMISSIONS] },
  {
    name: 'Editor',
    permissions: ['statuspage:edit', 'assets:edit', 'files:view', 'files:download', 'updates:manage'],
  },
  { name: 'Reviewer', permissions: ['files:view', 'requests:manage', 'questionnaires:manage'] },
] as const satisfies readonly { name: string; permissions: readonly Permission[] }[];
export const ADMIN_PERMISSION: Permission = 'settings:manage';

export const PERMISSION_LABELS: Record<Permission, string> = {
  'statuspage:edit': 'Edit the trust centre',
  'assets:edit': 'Change card icons and images',
  'files:view': 'View documents',
  'files:download': 'Download documents',
  'requests:manage': 'Review access requests',
  'accounts:manage': 'Manage accounts, profiles and email domains',
  'questionnaires:manage': 'Answer security questionnaires',
  'updates:manage': 'Publish updates',
  'settings:manage': 'Administer settings and the team',
  'analytics:view': 'See analytics: who viewed and downloaded what',
};

export const TEAM_MESSAGES = {
  lastAdmin: 'The last administrator cannot be removed or lose the administrator role.',
  alreadyMember: 'This person is already on the team.',
  emailTaken: 'This email already has a staff account. Sign in with it, or use another email.',
  roleNameTaken: 'A role with this name already exists.',
  roleInUse: 'This role is still given to members. Give them another role first.',
  builtinRole: 'Built-in roles cannot be changed or deleted.',
  invited: 'Invitation sent',
  linkInvalid: 'This link is invalid or has expired.',
  passwordIncorrect: 'The current password is incorrect.',
  passwordWeak: 'Choose a stronger password.',
  codeInvalid: 'The code is incorrect.',
  codeRequired: 'Enter the code from your authenticator app.',
} as const;

const emailField = z.string().trim().toLowerCase().pipe(z.email(M.emailInvalid));
const displayNameField = z.string().trim().min(1, M.fieldRequired).max(100, M.nameTooLong);
/** Strength is checked by the route with the person's own details (password-strength.ts). */
export const newPasswordField = z.string().min(1, M.fieldRequired).max(200, 'Must be at most 200 characters');

export const roleSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  permissions: z.array(z.enum(PERMISSIONS)),
  builtin: z.boolean(),
  memberCount: z.number().int(),
});
export type Role = z.infer<typeof roleSchema>;

export const teamMemberSchema = z.object({
  userId: z.uuid(),
  email: z.string(),
  displayName: z.string(),
  roleId: z.uuid(),
  /** False until an invited person has set a password (or signed in through SSO). */
  active: z.boolean(),
  twoFactor: z.boolean(),
  joinedAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamSchema = z.object({ members: z.array(teamMemberSchema), roles: z.array(roleSchema) });
export type Team = z.infer<typeof teamSchema>;

export const inviteStaffBodySchema = z.object({ email: emailField, roleId: z.uuid(M.fieldRequired) });
export type InviteStaffBody = z.infer<typeof inviteStaffBodySchema>;
export const changeRoleBodySchema = z.object({ roleId: z.uuid(M.fieldRequired) });
export const roleBodySchema = z.object({
  name: z.string().trim().min(1, M.fieldRequired).max(60, 'Must be at most 60 characters'),
  permissions: z.array(z.enum(PERMISSIONS)).min(1, 'Choose at least one permission'),
});
export type RoleBody = z.infer<typeof roleBodySchema>;

export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, M.fieldRequired).max(500),
  newPassword: newPasswordField,
});
export const forgotPasswordBodySchema = z.object({ email: emailField });
export const setPasswordBodySchema = z.object({
  token: z.string().min(1).max(200),
  /** Asked of people who have none yet (invited by email only). */
  displayName: displayNameField.optional(),
  password: newPasswordField,
});
export type SetPasswordBody = z.infer<typeof setPasswordBodySchema>;
export const staffLinkInfoSchema = z.object({
  email: z.string(),
  purpose: z.enum(['set_password', 'reset_password']),
  organisationName: z.string().nullable(),
  needsName: z.boolean(),
});
export type StaffLinkInfo = z.infer<typeof staffLinkInfoSchema>;

export const staffSessionSchema = z.object({
  id: z.uuid(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  current: z.boolean(),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

/** A secret not yet turned on: the signed setupToken carries it back with the first code. */
export const totpSetupSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrSvg: z.string(),
  setupToken: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetupSchema>;
export const totpEnableBodySchema = z.object({
  setupToken: z.string().min(1).max(2000),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code'),
});
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export const disableTotpBodySchema = z.object({ password: z.string().min(1, M.fieldRequired).max(500) });
export const accountSecuritySchema = z.object({
  email: z.string(),
  displayName: z.string(),
  hasPassword: z.boolean(),
  twoFactor: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  sessions: z.array(staffSessionSchema),
});
export type AccountSecurity = z.infer<typeof accountSecuritySchema>;
/** How many of the staff user's other sessions 'Sign out of other sessions' ended. */
export const endedSessionsSchema = z.object({ ended: z.number().int() });
export type EndedSessions = z.infer<typeof endedSessionsSchema>;
