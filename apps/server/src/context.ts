import type { AppConfig } from './config.js';
import type { Database, Db } from './db/client.js';
import type { ContentEvents } from './platform/content-events.js';
import type { Jobs } from './platform/jobs.js';
import type { MailService } from './platform/mail.js';
import type { SignedTokens } from './platform/signed-tokens.js';
import type { FileStorage } from './platform/storage/index.js';

/** What every service receives: the outside world, never the request. */
export interface AppContext {
  config: AppConfig;
  /** Joins the transaction `transact` opened around the current call, if any. */
  db: Db;
  /** Runs `work` in one transaction: its writes commit together; cache drops and mail follow the commit. */
  transact<T>(work: () => Promise<T>): Promise<T>;
  /** Appends many rows at once with COPY (analytics events), outside any transaction. */
  copyRows: Database['copyRows'];
  storage: FileStorage;
  events: ContentEvents;
  mail: MailService;
  jobs: Jobs;
  tokens: SignedTokens;
}

/** The organisation a request is about, resolved once by the tenant plugin. */
export interface OrgScope {
  orgId: string;
}
