import { DOCUMENT_TYPES } from './documents.js';
import { KB_ACCESS_LABELS } from './knowledge-base.js';

/** One field of an audited change, labelled and shown as the staff app words them. */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** Names for the ids a change holds (products, topics...): ids with none are counted, not shown. */
export type NamesById = ReadonlyMap<string, string>;

type Details = Record<string, unknown>;

/** Field names whose words alone would not say what the staff app calls them. */
const FIELD_LABELS: Record<string, string> = {
  accessLevel: 'Access',
  favorite: 'Favourite',
  jitDomain: 'JIT domain',
  expiresAt: 'Expires',
  url: 'URL',
  sso: 'SSO',
};

/** Values stored as codes, by the field that holds them. */
const VALUE_LABELS: Record<string, Record<string, string>> = {
  accessLevel: KB_ACCESS_LABELS,
  type: DOCUMENT_TYPES,
};

/** A string as shown: the label of its code, the name of its id, or itself; null for an id with no name. */
function textShown(value: string, field: string, names: NamesById | undefined): string | null {
  const code = VALUE_LABELS[field.split('.').pop()!]?.[value];
  if (code) return code;
  if (names?.has(value)) return names.get(value)!;
  return UUID.test(value) ? null : value;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `accessLevel` → 'Access', `productIds` → 'Products', `additionalDetails` → 'Additional details'. */
function segmentLabel(name: string): string {
  const known = FIELD_LABELS[name];
  if (known) return known;
  const words = name
    .replace(/Ids$/, 's')
    .replace(/Id$/, '')
    .replace(/([\p{Ll}\d])(\p{Lu})/gu, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A dotted path (`notice.text`) as 'Notice › Text'. */
export const fieldLabel = (path: string) => path.split('.').map(segmentLabel).join(' › ');

/** What stands for an object in a list or a field: its name, title or address, as people know it. */
function objectName(value: Details): string {
  for (const key of ['name', 'title', 'label', 'email', 'domain'])
    if (typeof value[key] === 'string' && value[key]) return value[key];
  return JSON.stringify(value);
}

function listShown(list: unknown[], field: string, names: NamesById | undefined): string {
  const values = list.filter((v) => v !== null && v !== undefined && v !== '');
  if (values.length === 0) return '—';
  const shownValues = values.map((v) => {
    if (typeof v === 'string') return textShown(v, field, names);
    if (v !== null && typeof v === 'object') return objectName(v as Details);
    return String(v);
  });
  const named = shownValues.filter((v) => v !== null);
  const unnamed = shownValues.length - named.length;
  if (named.length === 0) return `${unnamed} selected`;
  return unnamed > 0 ? `${named.join(', ')} and ${unnamed} more` : named.join(', ');
}

/** A value as the page shows it: yes or no, names for ids, labels for codes; '—' for nothing. */
function shown(value: unknown, field: string, names: NamesById | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return listShown(value, field, names);
  if (typeof value === 'string') return textShown(value, field, names) ?? value;
  if (typeof value === 'object') return objectName(value as Details);
  return String(value);
}

/** Nested settings as dotted paths (`notice.text`), a few levels deep; lists stay whole. */
function flatten(value: unknown, prefix = '', depth = 0, into: Details = {}): Details {
  const nested = value !== null && typeof value === 'object' && !Array.isArray(value);
  if (!nested || depth === 3) {
    if (prefix) into[prefix] = value;
    return into;
  }
  for (const [key, inner] of Object.entries(value as Details))
    flatten(inner, prefix ? `${prefix}.${key}` : key, depth + 1, into);
  return into;
}

/**
 * What changed between before and after, field by field (nested objects as dotted paths; a plain
 * value is one field), labelled and shown for people, in the order of their labels (a database
 * keeps an object's keys in an order of its own). Unchanged fields are left out.
 */
export function auditChanges(before: unknown, after: unknown, names?: NamesById): FieldChange[] {
  const isObject = (v: unknown) => v !== null && typeof v === 'object' && !Array.isArray(v);
  if (!isObject(before) && !isObject(after)) {
    if (before === undefined && after === undefined) return [];
    const change = { field: '', before: shown(before, '', names), after: shown(after, '', names) };
    return change.before === change.after ? [] : [change];
  }
  const b = flatten(before);
  const a = flatten(after);
  return [...new Set([...Object.keys(b), ...Object.keys(a)])]
    .map((path) => ({
      field: fieldLabel(path),
      before: shown(b[path], path, names),
      after: shown(a[path], path, names),
    }))
    .filter((c) => c.before !== c.after)
    .sort((x, y) => x.field.localeCompare(y.field));
}

/**
 * Whether a change is an edit, with a before and an after to compare: an addition or a removal
 * says what it was in its sentence, and listing every field of it as new or gone is noise.
 */
export const isEdit = (change: { before: unknown; after: unknown }) =>
  change.before !== null &&
  change.before !== undefined &&
  change.after !== null &&
  change.after !== undefined;
