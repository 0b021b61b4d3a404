const MARK = /<\/?mark>/g;
/** What ts_headline puts between fragments (see HEADLINE_OPTIONS in queries.ts). */
const FRAGMENT_DELIMITER = ' … ';
const CLOSING_PUNCTUATION = /[\p{P}]+$/u;

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
  const last = fragments.at(-1)!.trim();
  const end = text.trimEnd();
  // ts_headline may stop before the text's closing punctuation ('in transit' of 'in transit.'): it
  // still reaches the end, and gets its full stop back.
  const closing = end.match(CLOSING_PUNCTUATION)?.[0] ?? '';
  const tail = end.endsWith(last)
    ? ''
    : end.slice(0, end.length - closing.length).endsWith(last)
      ? closing
      : null;
  return `${startsText ? '' : '… '}${snippet.trim()}${tail ?? ' …'}`;
}
