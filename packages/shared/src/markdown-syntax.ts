/** Underscores of emphasis: at a word's edge, not inside one (snake_case). */
const EMPHASIS_UNDERSCORES = /(?<![\p{L}\p{N}])_{1,3}|_{1,3}(?![\p{L}\p{N}])/gu;

/**
 * Markdown's syntax taken out of a text that is read plain (a search result's line, a document's
 * passage, a snippet): links and images keep their text; emphasis, strike-through, code, heading
 * and quote marks go. Underscores inside a word (snake_case) and `<mark>` tags stay.
 */
export function withoutMarkdownSyntax(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^[ \t]*#{1,6}[ \t]+/gm, '')
    .replace(/^[ \t]*(?:>[ \t]?)+/gm, '')
    .replace(/\*{1,3}|~~|`+/g, '')
    .replace(EMPHASIS_UNDERSCORES, '');
}
