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
  let at = 0;
  const peek = () => tokens[at];
  // Binding from loosest to tightest: | then & then <-> then !.
  const or = (): TsQueryNode => {
    let left = and();
    while (peek()?.kind === '|') {
      at++;
      left = { kind: 'or', left, right: and() };
    }
    return left;
  };
  const and = (): TsQueryNode => {
    let left = phrase();
    while (peek()?.kind === '&') {
      at++;
      left = { kind: 'and', left, right: phrase() };
    }
    return left;
  };
  const phrase = (): TsQueryNode => {
    let left = unary();
    for (let token = peek(); token?.kind === 'phrase'; token = peek()) {
      at++;
      left = { kind: 'phrase', left, right: unary(), distance: token.distance };
    }
    return left;
  };
  const unary = (): TsQueryNode => {
    const token = tokens[at++];
    if (!token) throw new Error(`Unfinished tsquery ${JSON.stringify(text)}`);
    if (token.kind === '!') return { kind: 'not', operand: unary() };
    if (token.kind === '(') {
      const inner = or();
      if (tokens[at++]?.kind !== ')') throw new Error(`Unbalanced tsquery ${JSON.stringify(text)}`);
      return inner;
    }
    if (token.kind === 'lexeme') return token;
    throw new Error(`Unexpected operator in tsquery ${JSON.stringify(text)}`);
  };
  const root = or();
  if (at !== tokens.length) throw new Error(`Trailing tokens in tsquery ${JSON.stringify(text)}`);
  return root;
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
