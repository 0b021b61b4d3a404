import {
  MATURITY_LABELS,
  RECURRENCE_LABELS,
  type ComplianceUpdateTopic,
  type Maturity,
  type PortalView,
  type Recurrence,
  trustItemResult,
  withoutMarkdownSyntax,
} from '@trust/shared';
import { localSearch, type LocalRecord } from './local-search';

/** Staff's Markdown (an update's message, an item's explanation) as the plain text search reads and shows. */
const plainText = (markdown: string) => withoutMarkdownSyntax(markdown).replace(/\s+/g, ' ').trim();

/**
 * Local search over the page the visitor already has (Public and Main modes): every listed item,
 * with maturity and recurrence as their labels, and every update of the loaded topics.
 */
export function buildLocalIndex(view: PortalView, topics: ComplianceUpdateTopic[]) {
  const records: LocalRecord[] = [];
  for (const card of view.cards)
    for (const item of card.items)
      records.push({
        name: item.title,
        explanation: plainText(item.explanation ?? ''),
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
  return localSearch(records);
}
