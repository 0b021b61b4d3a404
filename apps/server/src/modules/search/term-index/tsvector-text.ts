/** One lexeme of a tsvector: its positions in order, each with its weight (3 = A ... 0 = D). */
export interface VectorLexeme {
  lexeme: string;
  positions: number[];
  weights: number[];
}

const WEIGHT_CODES: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };

/**
 * The lexeme quoted at `start` (`'it''s'`, backslashes escaping) as PostgreSQL prints it in a
 * tsvector or a tsquery, and where the text goes on after its closing quote.
 */
export function readQuoted(text: string, start: number): [lexeme: string, end: number] {
  let lexeme = '';
  let i = start + 1;
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\\') lexeme += text[++i] ?? '';
    else if (c === "'" && text[i + 1] === "'") lexeme += text[++i];
    else if (c === "'") break;
    else lexeme += c;
  }
  return [lexeme, i + 1];
}

/**
 * Parses PostgreSQL's text form of a tsvector (`'access':4A,15B 'it''s':3`), so the term index
 * holds exactly the lexemes, positions and weights the database indexed.
 */
export function parseTsVector(text: string): VectorLexeme[] {
  const lexemes: VectorLexeme[] = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] !== "'") {
      i++;
      continue;
    }
    const [lexeme, end] = readQuoted(text, i);
    i = end;
    const positions: number[] = [];
    const weights: number[] = [];
    if (text[i] === ':') {
      i++;
      while (i < text.length) {
        let position = 0;
        while (i < text.length && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57)
          position = position * 10 + text.charCodeAt(i++) - 48;
        const weight = WEIGHT_CODES[text[i]!];
        if (weight !== undefined) i++;
        positions.push(position);
        weights.push(weight ?? 0);
        if (text[i] !== ',') break;
        i++;
      }
    }
    lexemes.push({ lexeme, positions, weights });
  }
  return lexemes;
}
