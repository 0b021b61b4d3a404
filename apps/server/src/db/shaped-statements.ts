import { fillPlaceholders, sql, type SQL, type SQLChunk } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import type { Db } from './client.js';

const dialect = new PgDialect();
/** Numbers shapes across all ShapedStatements of the process, so no two share a prepared name. */
let nextShapeNumber = 0;

export interface PreparedStatement {
  name: string;
  text: string;
  params: unknown[];
}

/** Drizzle's session, which prepares named statements (it is internal to drizzle's types). */
interface NamingSession {
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: undefined,
    name: string,
    arrayMode: false,
  ): { execute(): Promise<unknown> };
}

/** Runs a statement under its name: prepared on each connection the first time, reused after. */
export function executePrepared(db: Db, statement: PreparedStatement): Promise<unknown> {
  const session = (db as unknown as { session: NamingSession }).session;
  return session
    .prepareQuery({ sql: statement.text, params: statement.params }, undefined, statement.name, false)
    .execute();
}

/** Where a statement's text takes its parameters: $1, $2, ... in order, each once. */
const PARAMETER = /\$\d+/;

interface Shape {
  /** The name it is prepared under on each connection: one per shape and process. */
  name: string;
  text: string;
  /** The statement's text between its parameters. */
  pieces: string[];
  /** Its parameters: constants, and placeholders filled per execution. */
  params: unknown[];
}

/**
 * Statements whose SQL depends on a few structural choices (the shape) and whose values change
 * per call. Drizzle's `sql` builder walks every chunk of a statement each time it is run; for a
 * search statement of a thousand chunks that cost about 2 ms of the server's CPU per search. Built
 * once per shape with `sql.placeholder` for every value that varies, each execution only fills
 * the placeholders. A builder must not close over a per-call value: it would be frozen into the
 * shape, so builders take the shape only.
 */
export class ShapedStatements<K> {
  private readonly shapes = new LRUCache<string, Shape>({ max: 500 });

  constructor(
    private readonly build: (shape: K) => SQL,
    /** Prefix of the names statements are prepared under (see `prepared`). */
    private readonly namePrefix = 'shaped',
  ) {}

  private shapeOf(shape: K): Shape {
    const key = JSON.stringify(shape);
    let built = this.shapes.get(key);
    if (!built) {
      const query = dialect.sqlToQuery(this.build(shape));
      const name = `${this.namePrefix}_${nextShapeNumber++}`;
      built = { name, text: query.sql, pieces: query.sql.split(PARAMETER), params: query.params };
      this.shapes.set(key, built);
    }
    return built;
  }

  /**
   * The statement of `shape` with `values`, to run as a named prepared statement (see
   * `executePrepared`): PostgreSQL parses it once per connection and, once it has seen a few
   * executions, may keep one plan for it instead of planning each time.
   */
  prepared(shape: K, values: Record<string, unknown>): PreparedStatement {
    const built = this.shapeOf(shape);
    return { name: built.name, text: built.text, params: fillPlaceholders(built.params, values) };
  }

  /** The statement of `shape` with `values` bound to its placeholders. */
  bind(shape: K, values: Record<string, unknown>): SQL {
    const built = this.shapeOf(shape);
    const params = fillPlaceholders(built.params, values);
    const chunks: SQLChunk[] = [];
    built.pieces.forEach((piece, i) => {
      chunks.push(sql.raw(piece));
      if (i < params.length) chunks.push(sql.param(params[i]));
    });
    return sql.join(chunks);
  }
}
