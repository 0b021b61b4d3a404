import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { z } from 'zod';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { Db } from '../db/client.js';
import { outboxEmails } from '../db/schema/index.js';
import { afterCommit } from '../db/transactions.js';
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
/** Messages fetched per poll, and sent at once: about 25 per polling interval. */
const DELIVERY_BATCH = 25;
const DELIVERY_CONCURRENCY = 5;
/**
 * A delivery job that has not finished by then is retried (pg-boss's default would hold it 15
 * minutes): just past the SMTP timeouts below, so a job lost with its connection costs seconds.
 */
const JOB_EXPIRY_SECONDS = 45;
/** A claimed message not marked sent by then (its process died mid-send) may be claimed again. */
const CLAIM_LEASE_SECONDS = 90;
/**
 * A delivery job active this long whose message nobody claimed was never handed to a worker: a
 * worker claims its message at once (or waits out an outage, which has then lasted this long).
 */
const UNCLAIMED_ACTIVE_SECONDS = 10;
const outboxId = z.uuid();

export interface MailSettings {
  smtpUrl: string | undefined;
  from: string;
  retryDelaySeconds: number;
  /** Host part of every Message-ID, from APP_URL. */
  messageIdDomain: string;
  /**
   * How often the sweeper queues messages whose job was never queued (the database went away
   * between the two); it takes those older than twice this.
   */
  sweepSeconds: number;
}

/**
 * Mail goes into the outbox table first, then a job delivers it: through SMTP when SMTP_URL is set
 * (retried with backoff while the server is down, so an outage delays mail but loses none), or
 * nowhere else when it is not (the outbox is the mailbox, at /dev/mailbox).
 *
 * Delivery is at least once: a message is claimed before sending and marked sent after the server
 * accepted it, so a process killed between the two sends it again once the claim's lease runs out.
 * Its Message-ID never changes, so receiving servers can drop such a duplicate.
 */
export class MailService {
  private readonly transport: Transporter | null;
  private sweeper: NodeJS.Timeout | null = null;
  /** This process, in claims: its own earlier, finished attempts never hold a message back. */
  private readonly instanceId = randomUUID();
  /** Messages this process is sending right now, and the attempt under way for each. */
  private readonly inFlight = new Map<string, Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly jobs: Jobs,
    private readonly settings: MailSettings,
  ) {
    this.transport = settings.smtpUrl
      ? nodemailer.createTransport({
          url: settings.smtpUrl,
          // Bounded well inside the job's expiry, so a hung server cannot hold a message (the
          // URL's own query parameters still win).
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        } as SMTPTransport.Options)
      : null;
  }

  async startWorker() {
    await this.jobs.work<{ id: string }>(QUEUE, ({ id }) => this.deliver(id), {
      batchSize: DELIVERY_BATCH,
      concurrency: DELIVERY_CONCURRENCY,
    });
    this.sweeper = setInterval(
      () => void this.sweep().catch(() => undefined),
      this.settings.sweepSeconds * 1000,
    );
    this.sweeper.unref();
  }

  /** Writes the message to the outbox (in the caller's transaction) and queues it once that commits. */
  async send(message: MailMessage): Promise<string> {
    const id = await insertOutboxEmail(this.db, message);
    await afterCommit(() => this.dispatch([id]));
    return id;
  }

  /** Queues delivery of outbox messages. Safe to repeat: delivery claims a message before sending it. */
  async dispatch(ids: string[]) {
    for (const id of ids) {
      await this.jobs.send(
        QUEUE,
        { id },
        {
          singletonKey: id,
          retryLimit: 12,
          retryDelay: this.settings.retryDelaySeconds,
          expireInSeconds: JOB_EXPIRY_SECONDS,
        },
      );
      await this.db.update(outboxEmails).set({ queuedAt: new Date() }).where(eq(outboxEmails.id, id));
    }
  }

  /**
   * Queues what was written but never queued, because the database or the queue went away in
   * between, and delivers what a lost poll left behind (see `deliverUnclaimed`).
   */
  async sweep(): Promise<number> {
    await this.deliverUnclaimed();
    return this.queueStranded();
  }

  /**
   * Delivers, here and now, messages whose job was fetched by a poll whose answer was lost with
   * its connection: the job stays active and unworked until it expires (45 s) and maintenance
   * retries it, which made a passing outage cost such a message a minute. Claiming keeps this
   * from sending a message twice; the job, when retried, finds it sent.
   */
  private async deliverUnclaimed() {
    // Every delivery job's singleton key is its message's id.
    const active = (await this.jobs.activeLongerThan(QUEUE, UNCLAIMED_ACTIVE_SECONDS)).filter(
      (key) => outboxId.safeParse(key).success,
    );
    if (active.length === 0) return;
    const lost = await this.db
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(
        and(
          inArray(outboxEmails.id, active),
          eq(outboxEmails.status, 'queued'),
          isNull(outboxEmails.claimedAt),
        ),
      );
    for (const { id } of lost) await this.deliver(id).catch(() => undefined);
  }

  private async queueStranded(): Promise<number> {
    const stranded = await this.db
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.status, 'queued'),
          isNull(outboxEmails.queuedAt),
          lt(outboxEmails.createdAt, sql`now() - make_interval(secs => ${this.settings.sweepSeconds * 2})`),
        ),
      )
      .limit(100);
    await this.dispatch(stranded.map((row) => row.id));
    return stranded.length;
  }

  /**
   * A retry that arrives while this process is still sending the same message (its job expired or
   * its failure could not be recorded during an outage) waits for that attempt and then claims
   * again (a no-op once the message is sent), instead of failing into the retry backoff, where
   * a message could wait minutes after the fault was over.
   */
  private async deliver(id: string): Promise<void> {
    const under = this.inFlight.get(id);
    if (under) {
      await under.catch(() => undefined);
      return this.deliver(id);
    }
    const attempt = this.claimAndSend(id).finally(() => this.inFlight.delete(id));
    this.inFlight.set(id, attempt);
    await attempt;
  }

  /**
   * Claims the message (unclaimed, claimed by this process in an attempt that is over, or claimed
   * by another process longer ago than the lease: that one died), sends it, marks it sent.
   */
  private async claimAndSend(id: string) {
    const [mail] = await this.db
      .update(outboxEmails)
      .set({ claimedAt: new Date(), claimedBy: this.instanceId })
      .where(
        and(
          eq(outboxEmails.id, id),
          eq(outboxEmails.status, 'queued'),
          or(
            isNull(outboxEmails.claimedAt),
            eq(outboxEmails.claimedBy, this.instanceId),
            lt(outboxEmails.claimedAt, sql`now() - make_interval(secs => ${CLAIM_LEASE_SECONDS})`),
          ),
        ),
      )
      .returning();
    if (!mail) {
      // Sent already, or being sent by another worker: nothing to do unless that claim is still young.
      const [row] = await this.db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
      if (row && row.status === 'queued') throw new Error('Message is being delivered by another worker');
      return;
    }
    if (this.transport) {
      try {
        await this.transport.sendMail({
          from: this.settings.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? undefined,
          headers: mail.headers ?? undefined,
          messageId: messageIdFor(mail.id, this.settings.messageIdDomain),
        });
      } catch (error) {
        const attempt = {
          at: new Date().toISOString(),
          error: error instanceof Error ? error.message : String(error),
        };
        await this.db
          .update(outboxEmails)
          .set({
            claimedAt: null,
            attempts: sql`${outboxEmails.attempts} || ${JSON.stringify([attempt])}::jsonb`,
          })
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
    if (this.sweeper) clearInterval(this.sweeper);
    this.transport?.close();
  }
}

/** The same for every attempt at one outbox message, so receivers can recognise a repeat. */
export const messageIdFor = (outboxId: string, domain: string) => `<${outboxId}@${domain}>`;

/** The dev mailbox and tests read every organisation's mail: an explicit unscoped read. */
export function unscopedListOutbox(db: Db, limit = 100) {
  return db.select().from(outboxEmails).orderBy(desc(outboxEmails.createdAt)).limit(limit);
}
