import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, when it completes (Fastify writes two). In development, where the log
 * is pretty-printed for a person, a successful request is debug, so logging costs the portal
 * nothing noticeable; failures always show. `req` goes through the redacting serializer, so
 * sign-in tokens in URLs never reach a line.
 */
export class RequestLog extends LogController {
  constructor(private readonly successLevel: 'info' | 'debug') {
    super();
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const status = reply.statusCode;
    const line = { req: request, statusCode: status, ms: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (status >= 500) reply.log.error(line, 'request');
    else reply.log[status >= 400 ? 'info' : this.successLevel](line, 'request');
  }
}
