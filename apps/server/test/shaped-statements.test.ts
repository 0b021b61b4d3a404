import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { ShapedStatements } from '../src/db/shaped-statements.js';

const dialect = new PgDialect();
const org = sql.placeholder('orgId');

describe('ShapedStatements', () => {
  it('builds a shape once and binds each call its own values', () => {
    let builds = 0;
    const statements = new ShapedStatements<{ limit: number }>(({ limit }) => {
      builds++;
      return sql`select ${'constant £'} as c from t where org = ${org} and name = ${sql.placeholder('name')} limit ${limit}`;
    });
    const first = dialect.sqlToQuery(statements.bind({ limit: 3 }, { orgId: 'a', name: 'Ωmega 数据' }));
    const second = dialect.sqlToQuery(statements.bind({ limit: 3 }, { orgId: 'b', name: '$1' }));
    expect(builds).toBe(1);
    expect(first.sql).toBe('select $1 as c from t where org = $2 and name = $3 limit $4');
    expect(first.params).toEqual(['constant £', 'a', 'Ωmega 数据', 3]);
    expect(second.sql).toBe(first.sql);
    expect(second.params).toEqual(['constant £', 'b', '$1', 3]);
    dialect.sqlToQuery(statements.bind({ limit: 4 }, { orgId: 'a', name: 'x' }));
    expect(builds).toBe(2);
  });

  it('refuses to run a statement with a value missing', () => {
    const statements = new ShapedStatements<object>(() => sql`select ${org}`);
    expect(() => statements.bind({}, {})).toThrow();
  });
});
