const MARK = /<\/?mark>/g;
/** What ts_headline puts between fragments (see HEADLINE_OPTIONS in queries.ts). */
const FRAGMENT_DELIMITER = ' … ';

/**
 * A snippet cut from the middle of a text says so: an ellipsis where the text goes on before or
 * after it (ts_headline marks only the gaps between its fragments), so 'We fail over to a second
 * AWS region and' reads as the start of something longer.
 */
export function withEllipses(snippet: string, text: string): string {
  const plain = snippet.replace(MARK, '');
  if (!plain.trim()) return snippet;
  const fragments = plain.split(FRAGMENT_DELIMITER);
  const startsText = text.trimStart().startsWith(fragments[0]!.trim());
  const endsText = text.trimEnd().endsWith(fragments.at(-1)!.trim());
  return `${startsText ? '' : '… '}${snippet.trim()}${endsText ? '' : ' …'}`;
}
