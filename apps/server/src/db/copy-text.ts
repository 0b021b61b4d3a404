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

/**
 * UTF-8 bytes in one growing buffer, outside the JavaScript heap: thousands of small strings kept
 * for a second would survive into the old generation and cost the garbage collector more than
 * writing them.
 */
export class ByteBuilder {
  private bytes: Buffer;
  /** Bytes held. */
  used = 0;
  private spare: Buffer | null = null;

  constructor(private readonly initialBytes = 64 * 1024) {
    this.bytes = Buffer.allocUnsafe(initialBytes);
  }

  private makeRoom(room: number) {
    if (this.used + room <= this.bytes.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.used + room));
    this.bytes.copy(grown, 0, 0, this.used);
    this.bytes = grown;
  }

  /** Appends `text` as UTF-8. */
  append(text: string) {
    // A UTF-16 code unit is at most three bytes of UTF-8.
    this.makeRoom(text.length * 3);
    this.used += this.bytes.write(text, this.used, 'utf8');
  }

  appendBytes(bytes: Buffer) {
    this.makeRoom(bytes.length);
    this.used += bytes.copy(this.bytes, this.used);
  }

  /** The bytes held, without copying them (valid until the next change). */
  held(): Buffer {
    return this.bytes.subarray(0, this.used);
  }

  /** Keeps only the bytes from `start` on. */
  dropBefore(start: number) {
    this.bytes.copy(this.bytes, 0, start, this.used);
    this.used -= start;
  }

  /** The bytes from `start` to `end`, without copying them (valid until the next change). */
  slice(start: number, end: number): Buffer {
    return this.bytes.subarray(start, end);
  }

  /** Starts empty, keeping its memory. */
  clear() {
    this.used = 0;
  }

  /** Hands over every byte held, and starts empty (in memory given back, if any: see `giveBack`). */
  take(): Buffer {
    const taken = this.held();
    this.bytes = this.spare ?? Buffer.allocUnsafe(this.initialBytes);
    this.spare = null;
    this.used = 0;
    return taken;
  }

  /**
   * Takes back bytes handed over by `take` once their reader is done, to fill next: a buffer grown
   * to a megabyte and dropped every second kept the garbage collector's full collections coming.
   */
  giveBack(taken: Buffer) {
    if (taken.byteOffset === 0) this.spare = Buffer.from(taken.buffer, 0, taken.buffer.byteLength);
  }
}

/** COPY lines held as UTF-8 bytes (see ByteBuilder), each ending in a newline. */
export class CopyLines {
  private readonly builder = new ByteBuilder();
  /** Lines held. */
  count = 0;

  /** Bytes held. */
  get bytes(): number {
    return this.builder.used;
  }

  /** Appends one line made of `parts` (text, or bytes already encoded). */
  appendParts(parts: readonly (string | Buffer)[]) {
    for (const part of parts)
      if (typeof part === 'string') this.builder.append(part);
      else this.builder.appendBytes(part);
    this.count++;
  }

  /** Drops the oldest lines until at most `max` bytes are held. */
  keepNewestBytes(max: number) {
    const held = this.builder.held();
    if (held.length <= max) return;
    let start = 0;
    while (held.length - start > max && this.count > 0) {
      start = held.indexOf(NEWLINE, start) + 1;
      this.count--;
    }
    this.builder.dropBefore(start);
  }

  /** Takes back lines handed over by `take` once written (see ByteBuilder.giveBack). */
  giveBack(taken: Buffer) {
    this.builder.giveBack(taken);
  }

  /** Hands over every line held, and starts empty. */
  take(): { bytes: Buffer; count: number } {
    const taken = { bytes: this.builder.take(), count: this.count };
    this.count = 0;
    return taken;
  }
}
