import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SerializedOnce } from '../src/platform/serialized-once.js';
import { errorsPlugin } from '../src/plugins/errors.js';

const schema = z.object({ data: z.object({ names: z.array(z.string()) }) });

describe('SerializedOnce', () => {
  it("checks and writes a value's reply once, and again for another value", () => {
    let built = 0;
    const replies = new SerializedOnce<string[]>(schema, (names) => {
      built++;
      return { data: { names, extra: 'dropped as the schema drops it' } };
    });
    const names = ['Данные', '数据', 'بيانات', '🔐'];
    expect(JSON.parse(replies.json(names))).toEqual({ data: { names } });
    expect(replies.json(names)).toBe(replies.json(names));
    expect(built).toBe(1);
    replies.json([...names]);
    expect(built).toBe(2);
  });

  it('throws for a reply the schema does not allow, every time', () => {
    const replies = new SerializedOnce<number[]>(schema, (names) => ({ data: { names } }));
    const wrong = [1, 2];
    expect(() => replies.json(wrong)).toThrow(z.ZodError);
    expect(() => replies.json(wrong)).toThrow(z.ZodError);
  });

  it('sends a reply that fits as JSON, and one that does not as the standard 500 envelope', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get('/fits', (_, reply) =>
      new SerializedOnce<string[]>(schema, (names) => ({ data: { names } })).send(reply, ['数据']),
    );
    app.get('/does-not', (_, reply) =>
      new SerializedOnce<number[]>(schema, (names) => ({ data: { names } })).send(reply, [1]),
    );
    const fits = await app.inject({ url: '/fits' });
    expect(fits.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(fits.json()).toEqual({ data: { names: ['数据'] } });
    const doesNot = await app.inject({ url: '/does-not' });
    expect(doesNot.statusCode).toBe(500);
    expect(doesNot.json().error.code).toBe('internal_error');
    await app.close();
  });
});
