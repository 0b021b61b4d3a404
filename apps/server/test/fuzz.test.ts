import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedOrganisation } from '../src/db/seed/organisation-builder.js';
import { memberCookie, ORIGIN, staffCookie, startTestApp, type TestApp } from './harness.js';

/**
 * Guard rail (issue 12): every route of the OpenAPI document, fed random and hostile values in its
 * path, query and JSON body (huge, deep, NUL, lone surrogates, wrong types, prototype keys), as a
 * visitor, a member and staff. No answer may be a 5xx or leave the error envelope, and the process
 * must live through it. A fixed seed and a bounded number of runs keep it repeatable and quick.
 */
const SEED = 20261123;
const RUNS_PER_ROUTE = 25;

let t: TestApp;
let org: CreatedOrganisation;
let cookies: Record<'visitor' | 'member' | 'staff', string | undefined>;

interface Operation {
  method: string;
  path: string;
  bodyKeys: string[];
  queryKeys: string[];
}
let operations: Operation[];

beforeAll(async () => {
  t = await startTestApp();
  org = await t.createOrg();
  cookies = {
    visitor: undefined,
    member: await memberCookie(t, org, `member@customer-${org.slug}.example`),
    staff: await staffCookie(t, `editor@${org.slug}.example`),
  };
  const spec = t.app.swagger() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { in: string; name: string }[];
          requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
        }
      >
    >;
  };
  operations = Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      bodyKeys: Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
      queryKeys: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
    })),
  );
}, 120_000);
afterAll(() => t.close());

const hostileString = fc.oneof(
  fc.constantFrom(
    '',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udc00y',
    '__proto__',
    'constructor',
    'prototype',
    '../../etc/passwd',
    '%00',
    '%',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    'Ёлка 株式会社 شركة 🔒 e\u0301',
    '00000000-0000-0000-0000-000000000000',
    'a'.repeat(100_000),
    'x@y',
    'member@example.com',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.uuid(),
);

const deep = (depth: number): unknown => (depth === 0 ? 'bottom' : { a: deep(depth - 1) });

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    Number.MAX_SAFE_INTEGER,
    -1e308,
    [],
    {},
    deep(300),
    Array.from({ length: 5000 }, (_, i) => i),
  ),
  fc.integer(),
  fc.array(hostileString, { maxLength: 5 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);

const bodyFor = (op: Operation) =>
  fc.oneof(
    hostileValue,
    fc.record(Object.fromEntries(op.bodyKeys.map((key) => [key, hostileValue])), { requiredKeys: [] }),
    fc
      .tuple(
        fc.record(Object.fromEntries(op.bodyKeys.map((key) => [key, hostileValue])), { requiredKeys: [] }),
        fc.constantFrom('__proto__', 'constructor'),
        hostileValue,
      )
      // A prototype key as JSON text carries it, where an object literal would not.
      .map(([body, key, value]) =>
        JSON.stringify(body).replace(/^\{/, `{"${key}":${JSON.stringify(value) ?? 'null'},`),
      ),
  );

const segmentFor = (name: string) =>
  name === 'org'
    ? fc.oneof(fc.constant(org.slug), hostileString)
    : fc.oneof(fc.uuid(), fc.constantFrom(org.products[0]!.id, 'default'), hostileString);

const queryFor = (op: Operation) =>
  fc.oneof(
    fc.constant(''),
    fc
      .array(fc.tuple(fc.constantFrom(...op.queryKeys, 'token', 'x', '__proto__'), hostileString), {
        maxLength: 4,
      })
      .map((pairs) => `?${pairs.map(([k, v]) => `${encodeAny(k)}=${encodeAny(v)}`).join('&')}`),
    fc.constantFrom('?%', '?a=%zz', '?a[b]=c&a=1&a=2', '?=', '?&&&', `?${'q='.repeat(2000)}`),
  );

/** Percent-encodes anything, lone surrogates too (as the invalid UTF-8 bytes an attacker would send). */
function encodeAny(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((char) => {
        const unit = char.charCodeAt(0);
        if (char.length > 1 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(char);
        return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 63), 0x80 | (unit & 63)]
          .map((byte) => `%${byte.toString(16).toUpperCase()}`)
          .join('');
      })
      .join('');
  }
}

function urlFor(op: Operation, segments: Record<string, string>, query: string) {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeAny(segments[name] ?? 'x'));
  return `${path}${query}`;
}

describe('fuzzing every route', () => {
  for (const who of ['visitor', 'member', 'staff'] as const) {
    it(`never answers 5xx nor leaves the envelope, as a ${who}`, async () => {
      expect(operations.length).toBeGreaterThan(40);
      const failures: string[] = [];
      for (const op of operations) {
        const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
        await fc.assert(
          fc.asyncProperty(
            fc.record(Object.fromEntries(names.map((n) => [n, segmentFor(n)]))),
            queryFor(op),
            bodyFor(op),
            async (segments, query, body) => {
              const url = urlFor(op, segments as Record<string, string>, query);
              const hasBody = !['GET', 'HEAD', 'DELETE'].includes(op.method);
              const res = await t.app.inject({
                method: op.method as 'GET',
                url,
                headers: {
                  ...ORIGIN,
                  ...(cookies[who] ? { cookie: cookies[who] } : {}),
                  ...(hasBody ? { 'content-type': 'application/json' } : {}),
                },
                ...(hasBody
                  ? { payload: typeof body === 'string' ? body : (JSON.stringify(body) ?? 'null') }
                  : {}),
              });
              const where = `${op.method} ${url.slice(0, 120)} -> ${res.statusCode}`;
              if (res.statusCode >= 500) failures.push(`${where}: ${res.body.slice(0, 200)}`);
              const type = String(res.headers['content-type'] ?? '');
              if (res.statusCode >= 400 && type.includes('json')) {
                const parsed = JSON.parse(res.body) as { error?: { code?: unknown; message?: unknown } };
                if (typeof parsed.error?.code !== 'string' || typeof parsed.error?.message !== 'string')
                  failures.push(`${where}: not the envelope: ${res.body.slice(0, 200)}`);
              }
              return true;
            },
          ),
          { seed: SEED, numRuns: RUNS_PER_ROUTE },
        );
      }
      expect(failures).toEqual([]);
      // Still alive and serving.
      expect((await t.app.inject('/healthz')).statusCode).toBe(200);
    }, 300_000);
  }
});
