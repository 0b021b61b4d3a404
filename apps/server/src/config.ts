import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { S3Settings } from './platform/storage/s3.js';
import { PRODUCT_NAME } from '@trust/shared';

/** Every environment variable the server reads, validated in one place (listed in the README). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  WEB_DIST_DIR: z.string().optional(),
  SERVER_RENDERING: z.enum(['true', 'false']).default('true'),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  /** Where '/' on the main host leads: a path on this host (an organisation's portal, the sign-in). */
  DEFAULT_ROUTE: z
    .string()
    .regex(/^\/(?![/\\])[^\s]*$/, 'a path on this host, such as /acme or /sign-in')
    .default('/sign-in'),
  ALLOW_SIGNUP: z.enum(['true', 'false']).default('false'),
  DNS_SERVERS: z.string().default(''),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default(`${PRODUCT_NAME} <no-reply@trust.localhost>`),
  APP_SECRET: z.string().min(32).optional(),
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().positive().default(5),
  MAIL_SWEEP_SECONDS: z.coerce.number().int().positive().default(15),
  RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(5),
  UPLOAD_MAX_MB: z.coerce.number().positive().default(100),
  TRUST_PROXY: z.string().default(''),
  /** Serve third-party tags (analytics, cookie banners) from this origin instead: a mirror, or a test stub. */
  SCRIPTS_MIRROR_ORIGIN: z.union([z.literal(''), z.url()]).default(''),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().positive().default(120),
  SWAGGER_UI: z.enum(['true', 'false']).optional(),
  JOBS_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'a lower-case PostgreSQL identifier')
    .default('pgboss'),
  /** Seconds between a job worker's looks for jobs it was not told of (retries, another instance's). */
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).optional(),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  SECURITYSCORECARD_API_URL: z.url().default('https://api.securityscorecard.io'),
  SECURITYSCORECARD_API_KEY: z.string().optional(),
  INTEGRATION_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  INTEGRATION_REFRESH_SECONDS: z.coerce.number().int().positive().default(300),
  INTEGRATION_ALLOW_PRIVATE_HOSTS: z.enum(['true', 'false']).default('false'),
  HACKERONE_API_URL: z.url().default('https://hackerone.com'),
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).default(400),
  ANALYTICS: z.enum(['on', 'off']).default('on'),
  SEARCH_TERM_INDEX: z.enum(['on', 'off']).default('on'),
  WEBHOOK_ALLOW_PRIVATE_HOSTS: z.enum(['true', 'false']).default('false'),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Seconds before each retry of a failed delivery (Standard Webhooks' schedule, about 27 hours). */
  WEBHOOK_RETRY_DELAYS: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'comma-separated seconds')
    .default('5,300,1800,7200,18000,36000,36000'),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Public base URL of the main host, without a trailing slash. */
  appUrl: string;
  dataDir: string;
  /** Where '/' on the main host redirects (visitor spec section 2: 'a default route'). */
  defaultRoute: string;
  /** Unset: embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  logLevel: string;
  /** The built web app (index.html and assets). */
  webDistDir: string;
  /** The public portal is painted by the server (false: by the browser alone). */
  serverRendering: boolean;
  seedDemo: boolean;
  /** Anyone may create an organisation at /sign-up (after confirming their email). */
  allowSignup: boolean;
  /** Resolvers for custom-domain verification ('1.1.1.1', '127.0.0.1:5353'); empty: the system's. */
  dnsServers: string[];
  /** Unset: mail is kept in the outbox only (readable at /dev/mailbox outside production). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Signs invite tokens. Unset: generated once and kept in DATA_DIR/app-secret. */
  appSecret: string;
  /** First retry of a failed delivery; later ones back off exponentially. */
  mailRetryDelaySeconds: number;
  /** How often mail written but never queued (the database went away in between) is looked for. */
  mailSweepSeconds: number;
  /** Request, login and invite forms: attempts per 10 minutes. */
  rateLimits: { perIp: number; perEmail: number };
  /** PostgreSQL schema of the job queue; instances that share it share their jobs. */
  jobsSchema: string;
  /** How often job workers poll; a job this instance queues is picked up at once regardless. */
  jobPollSeconds: number;
  /** Largest document an upload may carry. */
  uploadMaxBytes: number;
  /** An origin serving third-party scripts under their provider's host name; null: the providers themselves. */
  scriptsMirror: string | null;
  /** Set: files live in this S3-compatible bucket instead of DATA_DIR/files. */
  s3: S3Settings | undefined;
  /**
   * Whose X-Forwarded-For counts (Fastify's trustProxy): false (the peer's address is the client's),
   * a hop count, or addresses and CIDRs of the proxies in front.
   */
  trustProxy: false | number | string[];
  /** Serve the interactive API documentation at /api/docs (off in production unless asked for). */
  swaggerUi: boolean;
  /** A request (headers and body) must have arrived within this; uploads included. */
  requestTimeoutSeconds: number;
  /** An OpenAI-compatible chat-completions endpoint for Ask AI; unset: extractive answers only. */
  llm: LlmSettings | undefined;
  /** Live data from other services (security grades, bug bounty statistics, status pages). */
  integrations: IntegrationSettings;
  webhooks: WebhookSettings;
  /** Portal analytics events older than this many days are removed by a background job. */
  analyticsRetentionDays: number;
  /** Off: the portal sends no events and the events route records none (the dashboard keeps server-side records). */
  analyticsEnabled: boolean;
  /**
   * Search chooses its candidates from an in-memory index of each organisation's text (off: the
   * database finds them too, slower on large knowledge bases, with no memory held).
   */
  searchTermIndex: boolean;
}

export interface IntegrationSettings {
  securityScorecard: { baseUrl: string; apiKey: string | undefined };
  /** Where HackerOne program data is read (a program link names the handle). */
  hackerOneBaseUrl: string;
  /** A provider that has not answered by then counts as failing. */
  timeoutMs: number;
  /** Connected providers are read again this often; the portal shows the last good answer. */
  refreshSeconds: number;
  /** Status pages on loopback or private addresses may be read (tests and local stubs only). */
  allowPrivateHosts: boolean;
}

export interface WebhookSettings {
  /** Endpoints on loopback or private addresses may be registered (development and tests only). */
  allowPrivateHosts: boolean;
  timeoutMs: number;
  /** Seconds to wait before each retry; a delivery that fails them all turns its endpoint off. */
  retryDelaysSeconds: number[];
}

export interface LlmSettings {
  /** e.g. https://api.openai.com/v1 ('/chat/completions' is appended). */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

/** TRUST_PROXY: empty or 'false' for none, a whole number of hops, or a comma-separated list of addresses and CIDRs. */
export function parseTrustProxy(value: string): false | number | string[] {
  const text = value.trim();
  if (text === '' || text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.find(
    (entry) =>
      !/^[0-9a-f.:]+(\/\d{1,3})?$/i.test(entry) &&
      entry !== 'loopback' &&
      entry !== 'linklocal' &&
      entry !== 'uniquelocal',
  );
  if (bad)
    throw new Error(`Invalid configuration: TRUST_PROXY: '${bad}' is not an address, a CIDR or a hop count`);
  return entries;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');
/** Relative paths are taken from where the command was typed (npm runs workspace scripts elsewhere). */
const invokedFrom = process.env.INIT_CWD ?? process.cwd();

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const port = overrides.port ?? e.PORT;
  return {
    env: e.NODE_ENV,
    port,
    host: e.HOST,
    appUrl: (e.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    dataDir: path.resolve(invokedFrom, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDistDir: e.WEB_DIST_DIR
      ? path.resolve(invokedFrom, e.WEB_DIST_DIR)
      : path.join(repoRoot, 'apps/web/dist'),
    serverRendering: e.SERVER_RENDERING === 'true',
    seedDemo: e.SEED_DEMO === 'true',
    defaultRoute: e.DEFAULT_ROUTE,
    allowSignup: e.ALLOW_SIGNUP === 'true',
    dnsServers: e.DNS_SERVERS.split(',')
      .map((server) => server.trim())
      .filter(Boolean),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    appSecret: e.APP_SECRET ?? persistentSecret(path.resolve(invokedFrom, e.DATA_DIR)),
    mailRetryDelaySeconds: e.MAIL_RETRY_DELAY_SECONDS,
    mailSweepSeconds: e.MAIL_SWEEP_SECONDS,
    rateLimits: { perIp: e.RATE_LIMIT_PER_IP, perEmail: e.RATE_LIMIT_PER_EMAIL },
    jobsSchema: e.JOBS_SCHEMA,
    jobPollSeconds: e.JOB_POLL_SECONDS ?? (e.NODE_ENV === 'test' ? 0.5 : 2),
    uploadMaxBytes: Math.round(e.UPLOAD_MAX_MB * 1024 * 1024),
    scriptsMirror: e.SCRIPTS_MIRROR_ORIGIN ? new URL(e.SCRIPTS_MIRROR_ORIGIN).origin : null,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : undefined,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    requestTimeoutSeconds: e.REQUEST_TIMEOUT_SECONDS,
    integrations: {
      securityScorecard: {
        baseUrl: e.SECURITYSCORECARD_API_URL.replace(/\/+$/, ''),
        apiKey: e.SECURITYSCORECARD_API_KEY || undefined,
      },
      hackerOneBaseUrl: e.HACKERONE_API_URL.replace(/\/+$/, ''),
      timeoutMs: e.INTEGRATION_TIMEOUT_MS,
      refreshSeconds: e.INTEGRATION_REFRESH_SECONDS,
      allowPrivateHosts: e.INTEGRATION_ALLOW_PRIVATE_HOSTS === 'true',
    },
    analyticsRetentionDays: e.ANALYTICS_RETENTION_DAYS,
    analyticsEnabled: e.ANALYTICS === 'on',
    searchTermIndex: e.SEARCH_TERM_INDEX === 'on',
    webhooks: {
      allowPrivateHosts: e.WEBHOOK_ALLOW_PRIVATE_HOSTS === 'true',
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
      retryDelaysSeconds: e.WEBHOOK_RETRY_DELAYS.split(',').map(Number),
    },
    llm:
      e.LLM_BASE_URL && e.LLM_MODEL
        ? {
            baseUrl: e.LLM_BASE_URL.replace(/\/+$/, ''),
            apiKey: e.LLM_API_KEY,
            model: e.LLM_MODEL,
            timeoutMs: e.LLM_TIMEOUT_MS,
          }
        : undefined,
    swaggerUi: e.SWAGGER_UI ? e.SWAGGER_UI === 'true' : e.NODE_ENV !== 'production',
    ...overrides,
  };
}

/** A secret that survives restarts without configuration: made once, kept beside the data. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'app-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
