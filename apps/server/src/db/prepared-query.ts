import type { Db } from './client.js';
import { currentDb } from './transactions.js';

/**
 * A query every request runs (a session lookup, a log row), built once with `sql.placeholder`s
 * for its values and `.prepare(name)`d: drizzle's builder walks the whole query each time it is
 * built, which cost more of the server's time than PostgreSQL took to answer. It is prepared on
 * the pool, and again on each transaction it runs in, so it always joins the caller's.
 */
export function preparedQuery<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    const target = currentDb(db);
    let query = built.get(target);
    if (!query) built.set(target, (query = build(target)));
    return query;
  };
}
