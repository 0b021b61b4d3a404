import { z } from 'zod';
import type { AuditEvent } from './editor-api.js';
import { KB_ACCESS_LABELS, type KbAccessLevel } from './knowledge-base.js';

/** What the Activity page filters by: each action belongs to one kind, by its prefix. */
export const AUDIT_KINDS = {
  access: 'Access',
  content: 'Content',
  documents: 'Documents',
  settings: 'Settings',
  team: 'Team',
} as const;
export type AuditKind = keyof typeof AUDIT_KINDS;

const KIND_OF_PREFIX: Record<string, AuditKind> = {
  access: 'access',
  nda: 'access',
  account: 'access',
  member: 'access',
  profile: 'access',
  'domain-rule': 'access',
  card: 'content',
  cards: 'content',
  item: 'content',
  items: 'content',
  sections: 'content',
  overview: 'content',
  company: 'content',
  companies: 'content',
  subprocessor: 'content',
  subprocessors: 'content',
  'trusted-by': 'content',
  risk: 'content',
  grades: 'content',
  kb: 'content',
  update: 'content',
  integration: 'content',
  document: 'documents',
  documents: 'documents',
  leak: 'documents',
  tprm: 'documents',
  questionnaire: 'documents',
  settings: 'settings',
  domain: 'settings',
  partner: 'settings',
  'signing-key': 'settings',
  team: 'team',
  staff: 'team',
  role: 'team',
  sso: 'team',
};

export const auditKindOf = (action: string): AuditKind => KIND_OF_PREFIX[action.split('.')[0]!] ?? 'content';

/** The action prefixes of a kind, for filtering in SQL. */
export const auditPrefixesOf = (kind: AuditKind) =>
  Object.entries(KIND_OF_PREFIX)
    .filter(([, k]) => k === kind)
    .map(([prefix]) => prefix);

export const auditQuerySchema = z.object({
  actor: z.string().trim().max(200).optional(),
  kind: z.enum(Object.keys(AUDIT_KINDS) as [AuditKind, ...AuditKind[]]).optional(),
  /** Days, inclusive, as YYYY-MM-DD (UTC). */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const activityEventSchema = z.object({
  id: z.uuid(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  kind: z.enum(Object.keys(AUDIT_KINDS) as [AuditKind, ...AuditKind[]]),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type ActivityEvent = z.infer<typeof activityEventSchema>;
export const activityResponseSchema = z.object({
  events: z.array(activityEventSchema),
  /** Everyone who appears in the log, for the filter. */
  actors: z.array(z.string()),
});
export type ActivityResponse = z.infer<typeof activityResponseSchema>;

/** What an action did, where its record has nothing more to say (content edits show their diff). */
const DID: Record<string, string> = {
  'card.update': 'changed a card',
  'card.icon': 'changed a card icon',
  'cards.reorder': 're-ordered the cards',
  'items.reorder': "re-ordered a card's items",
  'item.create': 'added a custom item',
  'item.delete': 'deleted a custom item',
  'item.update': 'edited an item',
  'item.move': 'moved an item',
  'item.link': 'linked a document to an item',
  'item.unlink': 'unlinked a document from an item',
  'item.logo': 'changed a certification logo',
  'item.slug': 'set a custom URL',
  'sections.reorder': 're-ordered the sections',
  'overview.update': 'edited the overview',
  'document.upload': 'uploaded a document',
  'documents.type': 'changed document types',
  'partner.add': 'added a TPRM tool',
  'partner.remove': 'removed a TPRM tool',
  'tprm.token.redeem': 'read the trust data with a member’s token',
  'questionnaire.map': 'mapped a questionnaire and drafted its answers',
  'questionnaire.return': 'returned an answered questionnaire',
  'questionnaire.save_to_kb': 'saved questionnaire answers to the knowledge base',
  'signing-key.rotate': 'rotated the key that signs the document manifest',
  'leak.lookup': 'looked up who received a copy',
  'company.logo': 'changed a company logo',
  'risk_profile.update': 'changed the risk profile',
  'security_grades.update': 'changed the security grades',
  'trusted_by.update': 'changed the Trusted By companies',
  'team.remove': 'removed a team member',
};

type Details = Record<string, unknown>;
const detailsOf = (value: unknown): Details =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Details) : {};
const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
/** What follows the last slash of a target ('product:…/hackerone'), or after its colon. */
const targetName = (target: string) =>
  target.slice(Math.max(target.lastIndexOf('/'), target.indexOf(':')) + 1);
const PROVIDER_NAMES: Record<string, string> = { hackerone: 'HackerOne', statuspage: 'Statuspage' };
const companyName = (value: unknown) => text(detailsOf(value).name) ?? text(value);

/**
 * The entry as a sentence a person reads: 'Maria approved jane@doe.example for Globex until
 * December 31, 2026'. Dates go through `date`, so they follow the organisation's locale.
 */
export function auditSentence(
  event: Pick<AuditEvent, 'actor' | 'action' | 'target' | 'before' | 'after'>,
  date: (iso: string) => string,
) {
  const a = detailsOf(event.after);
  const b = detailsOf(event.before);
  const who = event.actor;
  const email = text(a.email) ?? text(b.email) ?? '';
  const account = text(a.account);
  switch (event.action) {
    case 'access.request':
      return `${who} requested access as ${email}${text(a.company) ? ` for ${text(a.company)}` : ''}`;
    case 'access.auto_approve':
      return `${email} joined ${account ?? 'an account'} at once (${text(a.reason) ?? 'approved domain'})`;
    case 'access.approve':
      return `${who} approved ${email} for ${account ?? 'a new account'}${text(a.profile) ? ` with the ${text(a.profile)} profile` : ''}${text(a.expiresAt) ? ` until ${date(text(a.expiresAt)!)}` : ''}`;
    case 'access.decline':
      return `${who} declined ${email}${text(a.message) ? `: “${text(a.message)}”` : ''}`;
    case 'access.reopen':
      return `${who} reopened the declined request of ${email}`;
    case 'access.extend':
      return `${email} asked to extend their access`;
    case 'access.invite': {
      const emails = Array.isArray(a.emails) ? a.emails.join(', ') : '';
      return `${who} invited ${emails} to ${account ?? 'their account'}`;
    }
    case 'access.sign_in':
      return text(a.via)
        ? `${email} signed in from ${text(a.via)}`
        : `${email} signed in with an emailed link`;
    case 'settings.byoid_secret':
      return `${who} made a new secret for signing in from the organisation’s app`;
    case 'settings.byoid_off':
      return `${who} turned off signing in from the organisation’s app`;
    case 'access.revoke':
      return `${who} removed ${email} from ${account ?? 'their account'}`;
    case 'nda.accept':
      return `${email} accepted the NDA${typeof a.version === 'number' ? ` (version ${a.version})` : ''}`;
    case 'account.create':
      return `${who} created the account ${text(a.name) ?? ''}`.trim();
    case 'account.update':
      return `${who} changed the account ${text(a.name) ?? text(b.name) ?? ''}`.trim();
    case 'member.add':
      return `${who} added ${email} to ${account ?? 'an account'}`;
    case 'profile.create':
      return `${who} created the permission profile ${text(a.name) ?? ''}`.trim();
    case 'profile.update':
      return `${who} changed the permission profile ${text(a.name) ?? text(b.name) ?? ''}`.trim();
    case 'domain-rule.add':
      return `${who} marked ${text(a.domain) ?? 'a domain'} as ${text(a.kind) ?? 'a rule'}`;
    case 'document.upload':
      return `${who} uploaded ${text(a.name) ?? 'a document'}`;
    case 'domain-rule.remove':
      return `${who} removed the rule for ${text(b.domain) ?? 'a domain'}`;
    case 'kb.create':
      return `${who} added the knowledge-base entry “${text(a.question) ?? ''}”`;
    case 'kb.update':
      return `${who} edited the knowledge-base entry “${text(a.question) ?? text(b.question) ?? ''}”`;
    case 'kb.delete':
      return `${who} deleted the knowledge-base entry “${text(b.question) ?? ''}”`;
    case 'kb.import': {
      const rows = typeof a.rows === 'number' ? a.rows : 0;
      return `${who} imported ${rows} knowledge-base ${rows === 1 ? 'entry' : 'entries'} from a CSV file`;
    }
    case 'kb.bulk_access':
    case 'kb.bulk_delete': {
      const count = typeof a.count === 'number' ? a.count : 0;
      const entries = `${count} knowledge-base ${count === 1 ? 'entry' : 'entries'}`;
      if (event.action === 'kb.bulk_delete') return `${who} deleted ${entries}`;
      const level = KB_ACCESS_LABELS[a.accessLevel as KbAccessLevel] ?? text(a.accessLevel) ?? '';
      return `${who} made ${entries} ${level}`.trim();
    }
    case 'domain.add':
      return `${who} added the custom domain ${text(a.domain) ?? targetName(event.target)}`;
    case 'domain.verify':
      return `${who} verified the custom domain ${targetName(event.target)}`;
    case 'domain.remove':
      return `${who} removed the custom domain ${text(b.domain) ?? targetName(event.target)}`;
    case 'integration.connect':
    case 'integration.disconnect': {
      const provider = targetName(event.target);
      const verb = event.action === 'integration.connect' ? 'connected' : 'disconnected';
      return `${who} ${verb} ${PROVIDER_NAMES[provider] ?? provider}`;
    }
    case 'role.create':
      return `${who} created the role ${text(a.name) ?? ''}`.trim();
    case 'role.update':
      return `${who} changed the role ${text(a.name) ?? text(b.name) ?? ''}`.trim();
    case 'role.delete':
      return `${who} deleted the role ${text(b.name) ?? ''}`.trim();
    case 'subprocessor.add':
      return `${who} added the subprocessor ${companyName(a.company) ?? ''}`.trim();
    case 'subprocessor.update':
      return `${who} changed the subprocessor ${companyName(a.company) ?? companyName(b.company) ?? ''}`.trim();
    case 'subprocessor.remove':
      return `${who} removed the subprocessor ${companyName(b.company) ?? ''}`.trim();
    case 'team.invite':
      return `${who} invited ${email}${text(a.role) ? ` as ${text(a.role)}` : ''}`;
    case 'team.join_sso':
      return `${email} joined the team through single sign-on${text(a.role) ? ` as ${text(a.role)}` : ''}`;
    case 'team.role':
      return `${who} made a team member ${text(a.role) ?? 'another role'}`;
    case 'kb.question_dismiss':
      return `${who} dismissed the question “${text(a.term) ?? ''}”`;
    case 'kb.question_restore':
      return `${who} restored the question “${text(a.term) ?? ''}”`;
  }
  const card = /^card:[^/]+\/([a-z_]+)$/.exec(event.target)?.[1];
  if (card && event.action === 'card.update') return `${who} changed the ${card.replace(/_/g, ' ')} card`;
  if (card && event.action === 'card.icon')
    return `${who} changed the icon of the ${card.replace(/_/g, ' ')} card`;
  if (event.action.startsWith('settings.'))
    return `${who} changed the ${event.action.slice('settings.'.length).replace(/[-_]/g, ' ')} settings`;
  const did = DID[event.action] ?? event.action.replace(/[._-]/g, ' ');
  return `${who} ${did}`;
}
