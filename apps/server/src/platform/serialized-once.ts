import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/**
 * The JSON of replies built around a value that is sent again and again (a remembered search
 * result): checked against the route's schema and written once per value, not once per reply.
 * Checking and writing twenty matches with their snippets took 0.2 ms, a remembered search 1 to 2 ms.
 */
export class SerializedOnce<T extends object> {
  private readonly written = new WeakMap<T, string>();

  constructor(
    private readonly schema: z.ZodType,
    private readonly reply: (value: T) => unknown,
  ) {}

  /** Throws as the route's response check would when the reply does not fit the schema. */
  json(value: T): string {
    let json = this.written.get(value);
    if (json === undefined)
      this.written.set(value, (json = JSON.stringify(this.schema.parse(this.reply(value)))));
    return json;
  }

  /** Sends the value's reply as JSON (a string with a JSON type skips the route's serializer). */
  send(reply: FastifyReply, value: T) {
    return reply.type('application/json; charset=utf-8').send(this.json(value));
  }
}
