import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { TcpProxy } from './tcp-proxy.js';

/**
 * A scratch database on the PostgreSQL at TEST_DATABASE_URL, reached through a TCP relay the test
 * can cut or make drop a connection (see `TcpProxy`), for tests of a database going away.
 */
export async function relayedDatabase(prefix: string) {
  const base = new URL(process.env.TEST_DATABASE_URL!);
  const name = `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 10)}`;
  const urlOf = (host: string) => {
    const url = new URL(base);
    url.host = host;
    url.pathname = `/${name}`;
    return url.toString();
  };
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const proxy = await TcpProxy.start({ host: base.hostname, port: Number(base.port || 5432) });
  return {
    proxy,
    /** Through the relay. */
    url: urlOf(`127.0.0.1:${proxy.port}`),
    /** Straight to the database, past the relay. */
    directUrl: urlOf(base.host),
    /** Ends whatever connection is left, then the database. */
    drop: () => admin.query(`drop database if exists ${name} with (force)`),
    end: () => admin.end(),
  };
}
