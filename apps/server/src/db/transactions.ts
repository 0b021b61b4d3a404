import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './client.js';

type AfterCommit = () => unknown;

interface Ambient {
  tx: Db;
  afterCommit: AfterCommit[];
}

const ambient = new AsyncLocalStorage<Ambient>();

const CURRENT = Symbol('the database a query through this handle runs on now');

/** The pool or the transaction a query through `db` would run on at this point of the call. */
export const currentDb = (db: Db): Db => (db as Db & { [CURRENT]?: Db })[CURRENT] ?? db;

/**
 * The database handle every service holds: it runs each query on the transaction opened by
 * `transact` around the current call, if any, and on the pool otherwise. So a service written
 * against `ctx.db` joins its caller's transaction without being handed one.
 */
export function ambientDb(root: Db): Db {
  return new Proxy(root, {
    get(target, property) {
      const db = ambient.getStore()?.tx ?? target;
      if (property === CURRENT) return db;
      const value = Reflect.get(db, property, db) as unknown;
      return typeof value === 'function' ? value.bind(db) : value;
    },
  });
}

/**
 * Runs `work` in one transaction: every write through `ctx.db` commits together or not at all
 * (a change, its audit row and the revision bump). Work that must only follow a commit (cache
 * drops, queueing mail) is registered with `afterCommit` and runs once the commit is done. Nested
 * calls join the outer transaction.
 */
export async function transact<T>(root: Db, work: () => Promise<T>): Promise<T> {
  if (ambient.getStore()) return work();
  const afterCommit: AfterCommit[] = [];
  const result = await root.transaction((tx) => ambient.run({ tx: tx as unknown as Db, afterCommit }, work));
  for (const effect of afterCommit) {
    try {
      await effect();
    } catch (error) {
      // The commit stands; what follows it recovers on its own (the outbox sweeper queues mail).
      console.warn('after-commit step failed', error);
    }
  }
  return result;
}

/** Runs `work` on the pool even when called inside a transaction: writes that are no part of it. */
export const outsideTransaction = <T>(work: () => T): T => ambient.exit(work);

/** Runs `effect` once the current transaction commits (never, if it rolls back); at once outside one. */
export async function afterCommit(effect: AfterCommit): Promise<void> {
  const store = ambient.getStore();
  if (store) store.afterCommit.push(effect);
  else await effect();
}

type AsyncMethodName<T> = {
  [K in keyof T]: T[K] extends (...args: never[]) => Promise<unknown> ? K : never;
}[keyof T];

/**
 * Makes each named method of a service run in its own transaction (joining an outer one), so
 * every staff write, its audit row and the revision bump commit together.
 */
export function transactional<T extends object>(
  service: T,
  run: <R>(work: () => Promise<R>) => Promise<R>,
  methods: AsyncMethodName<T>[],
): void {
  for (const name of methods) {
    const method = service[name] as (...args: unknown[]) => Promise<unknown>;
    Object.defineProperty(service, name, {
      value: (...args: unknown[]) => run(() => method.apply(service, args)),
    });
  }
}
