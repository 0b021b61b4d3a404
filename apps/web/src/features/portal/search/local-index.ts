import Fuse from 'fuse.js';
import {
  MATURITY_LABELS,
  RECURRENCE_LABELS,
  type ComplianceUpdateTopic,
  type Maturity,
  type PortalView,
  type Recurrence,
  type SearchResult,
  trustItemResult,
} from '@trust/shared';

/** An update's Markdown as the plain text a result line shows. */
const plainText = (markdown: string) =>
  markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`#>~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** What local search looks through (visitor spec section 3): trust items and updates. */
interface LocalRecord {
  result: SearchResult;
  name: string;
  explanation: string;
  href: string;
  labels: string;
  subject: string;
  message: string;
  origin: string;
}

const KEYS = [
  { name: 'name', weight: 3 },
  { name: 'subject', weight: 3 },
  { name: 'explanation', weight: 1.5 },
  { name: 'message', weight: 1.5 },
  { name: 'labels', weight: 1 },
  { name: 'href', weight: 0.5 },
  { name: 'origin', weight: 0.5 },
];

/**
 * A fuse.js index over the page the visitor already has (Public and Main modes): every listed
 * item, with maturity and recurrence as their labels, and every update of the loaded topics.
 */
export function buildLocalIndex(view: PortalView, topics: ComplianceUpdateTopic[]) {
  const records: LocalRecord[] = [];
  for (const card of view.cards)
    for (const item of card.items)
      records.push({
        name: item.title,
        explanation: item.explanation ?? '',
        href: item.href ?? '',
        labels: [
          item.maturity ? MATURITY_LABELS[item.maturity as Maturity] : '',
          item.recurrence ? RECURRENCE_LABELS[item.recurrence as Recurrence] : '',
        ].join(' '),
        subject: '',
        message: '',
        origin: card.title,
        result: trustItemResult(item, card, 'fuse'),
      });
  for (const topic of topics)
    for (const update of topic.updates)
      records.push({
        name: '',
        explanation: '',
        href: '',
        labels: '',
        subject: topic.subject,
        message: update.message,
        origin: 'Trust Center Updates',
        result: {
          id: update.id,
          type: 'TrustCenterUpdates',
          source: 'fuse',
          title: topic.subject,
          subtitle: null,
          icon: 'update',
          locked: false,
          metadata: {
            description: plainText(update.message),
            topicId: topic.id,
            createdAt: update.createdAt,
          },
        },
      });
  const fuse = new Fuse(records, {
    keys: KEYS,
    threshold: 0.35,
    ignoreLocation: true,
    minMatchCharLength: 2,
  });
  return (term: string): SearchResult[] => fuse.search(term).map((hit) => hit.item.result);
}
