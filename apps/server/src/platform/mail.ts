import { desc, eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client.js';
import { outboxEmails } from '../db/schema/index.js';
import type { Jobs } from './jobs.js';

export interface MailMessage {
  orgId: string | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, such as List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
}

/** Writes a message to the outbox (inside the caller's transaction, if any); MailService.dispatch delivers it. */
export async function insertOutboxEmail(db: Db, message: MailMessage): Promise<string> {
  const [row] = await db.insert(outboxEmails).values(message).returning({ id: outboxEmails.id });
  return row!.id;
}

const QUEUE = 'send-email';

/**
 * Mail goes into the outbox table first, then a job delivers it: through SMTP when SMTP_URL is set
 * (retried with backoff while the server is down, so an outage delays mail but loses none), or
 * nowhere else when it is not (the outbox is the mailbox, at /dev/mailbox). Delivery is idempotent:
 * a retried job never sends a message that is already marked sent.
 */
export class MailService {
  private readonly transport: Transporter | null;

  constructor(
    private readonly db: Db,
    private readonly jobs: Jobs,
    smtpUrl: string | undefined,
    private readonly from: string,
    private readonly retryDelaySeconds = 5,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  async startWorker() {
    await this.jobs.work<{ id: string }>(QUEUE, ({ id }) => this.deliver(id));
  }

  async send(message: MailMessage): Promise<string> {
    const id = await insertOutboxEmail(this.db, message);
    await this.dispatch([id]);
    return id;
  }

  /**
   * Queues delivery of outbox messages. Safe to repeat: one job per message at a time (singleton
   * key), and delivery skips a message already sent.
   */
  async dispatch(ids: string[]) {
    for (const id of ids)
      await this.jobs.send(
        QUEUE,
        { id },
        { singletonKey: id, retryLimit: 12, retryDelay: this.retryDelaySeconds },
      );
  }

  private async deliver(id: string) {
    const [mail] = await this.db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
    if (!mail || mail.status === 'sent') return;
    if (this.transport) {
      try {
        await this.transport.sendMail({
          from: this.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? undefined,
          headers: mail.headers ?? undefined,
          messageId: `<${mail.id}@trust-center>`,
        });
      } catch (error) {
        const attempt = {
          at: new Date().toISOString(),
          error: error instanceof Error ? error.message : String(error),
        };
        await this.db
          .update(outboxEmails)
          .set({ attempts: sql`${outboxEmails.attempts} || ${JSON.stringify([attempt])}::jsonb` })
          .where(eq(outboxEmails.id, id));
        throw error; // the job is retried
      }
    }
    await this.db
      .update(outboxEmails)
      .set({ status: 'sent', sentAt: new Date() })
      .where(eq(outboxEmails.id, id));
  }

  close() {
    this.transport?.close();
  }
}

/** The dev mailbox and tests read every organisation's mail: an explicit unscoped read. */
export function unscopedListOutbox(db: Db, limit = 100) {
  return db.select().from(outboxEmails).orderBy(desc(outboxEmails.createdAt)).limit(limit);
}
