import { describe, expect, it } from 'vitest';
import { ByteBuilder, CopyLines, copyFields } from '../src/db/copy-text.js';

const text = (lines: CopyLines) => lines.take().bytes.toString('utf8');

describe('COPY text lines', () => {
  it('escapes what COPY reads as structure, writes null as \\N, and keeps every script', () => {
    expect(copyFields(['a\tb', null, 'back\\slash', 'line\r\nbreak', 'отчёт 証明書 «ملف» 🔐'])).toBe(
      'a\\tb\t\\N\tback\\\\slash\tline\\r\\nbreak\tотчёт 証明書 «ملف» 🔐',
    );
  });

  it('holds lines as UTF-8 across growth, hands them over once, and drops the oldest past a limit', () => {
    const lines = new CopyLines();
    const long = '証'.repeat(30_000);
    for (let i = 0; i < 5; i++) lines.appendParts([`${copyFields([String(i), long])}\n`]);
    expect(lines.count).toBe(5);
    // Each line is 2 + 90,000 bytes (証 is three in UTF-8): two fit in 200,000, three do not.
    lines.keepNewestBytes(200_000);
    expect(lines.count).toBe(2);
    expect(text(lines)).toBe(`3\t${long}\n4\t${long}\n`);
    expect(lines.count).toBe(0);
    expect(text(lines)).toBe('');
  });

  it('makes one line of text and bytes already encoded', () => {
    const lines = new CopyLines();
    lines.appendParts(['{"batches":[', Buffer.from('{"a":"証"},{"b":1}'), ']}\n']);
    expect(lines.count).toBe(1);
    expect(text(lines)).toBe('{"batches":[{"a":"証"},{"b":1}]}\n');
  });

  it('counts the bytes it holds, as UTF-8, and starts empty once it hands them over', () => {
    const lines = new CopyLines();
    lines.appendParts(['first\n']);
    lines.appendParts(['since 🔁\n']);
    expect(lines.bytes).toBe(Buffer.byteLength('first\nsince 🔁\n'));
    expect(lines.take().count).toBe(2);
    expect(lines.bytes).toBe(0);
  });

  it('fills memory given back once it hands over what it holds, two buffers taking turns', () => {
    const builder = new ByteBuilder(8192);
    builder.append('x'.repeat(20_000));
    const first = builder.take();
    builder.append('held while the first is read');
    builder.giveBack(first);
    expect(builder.take().toString('utf8')).toBe('held while the first is read');
    builder.append('второй');
    const third = builder.take();
    expect(third.buffer).toBe(first.buffer);
    expect(third.toString('utf8')).toBe('второй');
    // Nothing given back: new memory.
    builder.append('fourth');
    expect(builder.take().buffer).not.toBe(first.buffer);
  });
});
