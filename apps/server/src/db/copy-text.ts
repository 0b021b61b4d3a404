const SPECIAL = /[\\\t\n\r]/;
const SPECIALS = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const escape = (value: string) => (SPECIAL.test(value) ? value.replace(SPECIALS, (c) => ESCAPES[c]!) : value);

/**
 * Fields of a row in COPY's text format, tab-separated: `\N` for null, and backslash, tab and
 * newlines escaped. Values are already the column's text form (a uuid, an ISO time, a JSON document).
 */
export function copyFields(values: readonly (string | null)[]): string {
  let fields = '';
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (i > 0) fields += '\t';
    fields += value === null || value === undefined ? '\\N' : escape(value);
  }
  return fields;
}

const NEWLINE = 0x0a;
const INITIAL_BYTES = 64 * 1024;

/**
 * COPY lines held as UTF-8 bytes in one growing buffer, outside the JavaScript heap: thousands of
 * small strings kept for a second would survive into the old generation and cost the garbage
 * collector more than writing them.
 */
export class CopyLines {
  private bytes = Buffer.allocUnsafe(INITIAL_BYTES);
  private used = 0;
  /** Lines held. */
  count = 0;

  append(line: string) {
    // A UTF-16 code unit is at most three bytes of UTF-8.
    const room = line.length * 3;
    if (this.used + room > this.bytes.length) {
      const grown = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.used + room));
      this.bytes.copy(grown, 0, 0, this.used);
      this.bytes = grown;
    }
    this.used += this.bytes.write(line, this.used, 'utf8');
    this.count++;
  }

  /** Puts lines taken earlier back in front of those held since (a write that must be retried). */
  prepend(lines: Buffer, count: number) {
    const rest = this.bytes.subarray(0, this.used);
    this.bytes = Buffer.concat([lines, rest], Math.max(INITIAL_BYTES, lines.length + rest.length));
    this.used = lines.length + rest.length;
    this.count += count;
  }

  /** Drops the oldest lines until at most `max` are held. */
  keepNewest(max: number) {
    if (this.count <= max) return;
    let start = 0;
    for (let dropped = 0; dropped < this.count - max; dropped++)
      start = this.bytes.indexOf(NEWLINE, start) + 1;
    this.bytes.copy(this.bytes, 0, start, this.used);
    this.used -= start;
    this.count = max;
  }

  /** Hands over every line held, and starts empty. */
  take(): { bytes: Buffer; count: number } {
    const taken = { bytes: this.bytes.subarray(0, this.used), count: this.count };
    this.bytes = Buffer.allocUnsafe(INITIAL_BYTES);
    this.used = 0;
    this.count = 0;
    return taken;
  }
}
