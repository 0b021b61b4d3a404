import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SerializedOnce } from '../src/platform/serialized-once.js';

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
});
