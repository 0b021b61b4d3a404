import { readQuoted } from './tsvector-text.js';

/**
 * A tsquery as PostgreSQL prints it (`'multi' <-> 'factor' | 'mfa' & !'sms'`), parsed so the term
 * index can evaluate the very queries the SQL statements match with.
 */
export type TsQueryNode =
  | { kind: 'lexeme'; lexeme: string; prefix: boolean }
  | { kind: 'not'; operand: TsQueryNode }
  | { kind: 'and' | 'or'; left: TsQueryNode; right: TsQueryNode }
  | { kind: 'phrase'; left: TsQueryNode; right: TsQueryNode; distance: number };

type Token =
  | { kind: 'lexeme'; lexeme: string; prefix: boolean }
  | { kind: '!' | '&' | '|' | '(' | ')' }
  | { kind: 'phrase'; distance: number };

function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === ' ') {
      i++;
    } else if (c === "'") {
      const [lexeme, end] = readQuoted(text, i);
      i = end;
      let prefix = false;
      if (text[i] === ':') for (i++; /[*ABCD]/.test(text[i] ?? ''); i++) if (text[i] === '*') prefix = true;
      tokens.push({ kind: 'lexeme', lexeme, prefix });
    } else if (c === '<') {
      const end = text.indexOf('>', i);
      const inner = text.slice(i + 1, end);
      tokens.push({ kind: 'phrase', distance: inner === '-' ? 1 : Number(inner) });
      i = end + 1;
    } else if (c === '!' || c === '&' || c === '|' || c === '(' || c === ')') {
      tokens.push({ kind: c });
      i++;
    } else {
      throw new Error(`Unexpected ${JSON.stringify(c)} in tsquery ${JSON.stringify(text)}`);
    }
  }
  return tokens;
}

/** Parses PostgreSQL's text form of a tsquery; null for the empty query (it matches nothing). */
export function parseTsQuery(text: string): TsQueryNode | null {
  const tokens = tokenise(text);
  if (tokens.length === 0) return null;
  const parser = new Parser(text, tokens);
  const root = parser.or();
  if (parser.at !== tokens.length) throw new Error(`Trailing tokens in tsquery ${JSON.stringify(text)}`);
  return root;
}

/**
 * Binding from loosest to tightest: | then & then <-> then !. Methods rather than closures: tsx's
 * keepNames names each nested function on every call, which showed in a search's profile.
 */
class Parser {
  at = 0;

  constructor(
    private readonly text: string,
    private readonly tokens: Token[],
  ) {}

  private peek() {
    return this.tokens[this.at];
  }

  or(): TsQueryNode {
    let left = this.and();
    while (this.peek()?.kind === '|') {
      this.at++;
      left = { kind: 'or', left, right: this.and() };
    }
    return left;
  }

  private and(): TsQueryNode {
    let left = this.phrase();
    while (this.peek()?.kind === '&') {
      this.at++;
      left = { kind: 'and', left, right: this.phrase() };
    }
    return left;
  }

  private phrase(): TsQueryNode {
    let left = this.unary();
    for (let token = this.peek(); token?.kind === 'phrase'; token = this.peek()) {
      this.at++;
      left = { kind: 'phrase', left, right: this.unary(), distance: token.distance };
    }
    return left;
  }

  private unary(): TsQueryNode {
    const token = this.tokens[this.at++];
    if (!token) throw this.error('Unfinished');
    if (token.kind === '!') return { kind: 'not', operand: this.unary() };
    if (token.kind === '(') {
      const inner = this.or();
      if (this.tokens[this.at++]?.kind !== ')') throw this.error('Unbalanced');
      return inner;
    }
    if (token.kind === 'lexeme') return token;
    throw this.error('Unexpected operator in');
  }

  private error(what: string) {
    return new Error(`${what} tsquery ${JSON.stringify(this.text)}`);
  }
}

/**
 * The query's distinct lexemes, not negated: whole ones (what ts_rank weighs a row by), or with
 * `prefixes` those matched as prefixes (words being typed).
 */
export function rankedLexemes(
  node: TsQueryNode | null,
  prefixes = false,
  into = new Set<string>(),
): Set<string> {
  if (!node) return into;
  if (node.kind === 'lexeme') {
    if (node.prefix === prefixes) into.add(node.lexeme);
  } else if (node.kind !== 'not') {
    rankedLexemes(node.left, prefixes, into);
    rankedLexemes(node.right, prefixes, into);
  }
  return into;
}

/**
 * The alternatives of `query`, the operands of its top-level ORs: a concept of a dozen synonyms is
 * counted by walking each one's rows, without building their union.
 */
export function alternativesOf(query: TsQueryNode | null, into: TsQueryNode[] = []): TsQueryNode[] {
  if (!query) return into;
  if (query.kind === 'or') {
    alternativesOf(query.left, into);
    alternativesOf(query.right, into);
  } else into.push(query);
  return into;
}
