import { describe, expect, it } from 'vitest';
import { withoutMarkdownSyntax } from './markdown-syntax';

describe('Markdown syntax taken out of plain text', () => {
  it('keeps the words of emphasis, code, links, headings and quotes', () => {
    expect(
      withoutMarkdownSyntax('Our **SOC 2** report: _no exceptions_, see [the report](https://x.example/r).'),
    ).toBe('Our SOC 2 report: no exceptions, see the report.');
    expect(withoutMarkdownSyntax('## Scope\n> Quoted `code` and ~~old~~ text\n![logo](l.png)')).toBe(
      'Scope\nQuoted code and old text\nlogo',
    );
  });

  it('leaves underscores inside words, other scripts and snippet marks alone', () => {
    expect(withoutMarkdownSyntax('set max_connections, **шифрование** и <mark>加密</mark>')).toBe(
      'set max_connections, шифрование и <mark>加密</mark>',
    );
    expect(withoutMarkdownSyntax('**<mark>No</mark> exceptions** were noted')).toBe(
      '<mark>No</mark> exceptions were noted',
    );
  });
});
