const SPECIAL = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/**
 * One row in COPY's text format: tab-separated, `\N` for null, and backslash, tab and newlines
 * escaped. Values are already the column's text form (a uuid, an ISO time, a JSON document).
 */
export function copyLine(values: readonly (string | null)[]): string {
  let line = '';
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (i > 0) line += '\t';
    line += value === null || value === undefined ? '\\N' : value.replace(SPECIAL, (c) => ESCAPES[c]!);
  }
  return `${line}\n`;
}
