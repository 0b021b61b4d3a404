import net from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  messageId: string;
  /** Raw header values by lower-cased name. */
  headers: Record<string, string>;
}

/** A real SMTP server on loopback that keeps what it receives; it can be stopped and started again on its port. */
export class SmtpPeer {
  readonly received: ReceivedMail[] = [];
  /** Messages refused with a temporary failure (451) after their data was read. */
  readonly refused: ReceivedMail[] = [];
  private refusals = 0;
  private server: SMTPServer | null = null;

  private constructor(readonly port: number) {}

  static async create(): Promise<SmtpPeer> {
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: p } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(p));
      });
    });
    return new SmtpPeer(port);
  }

  /** The next `count` messages are refused after their data arrives, as a busy server does. */
  refuseNext(count: number) {
    this.refusals = count;
  }

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            const headers = Object.fromEntries(
              mail.headerLines.map((h) => [h.key, h.line.slice(h.line.indexOf(':') + 1).trim()]),
            );
            const received = {
              to: String((mail.to as { text: string } | undefined)?.text ?? ''),
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              messageId: mail.messageId ?? '',
              headers,
            };
            if (this.refusals > 0) {
              this.refusals--;
              this.refused.push(received);
              return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
            }
            this.received.push(received);
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  async stop() {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
  }
}
