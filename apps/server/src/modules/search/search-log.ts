import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { SearchLogSource, SearchResult } from '@trust/shared';
import type { Db } from '../../db/client.js';
import { isDatabaseUnavailable } from '../../db/errors.js';
import { outsideTransaction } from '../../db/transactions.js';
import { orderedTimestamp } from '../../platform/ordered-timestamp.js';
import { organisations, searchQueries } from '../../db/schema/index.js';
import type { Viewer } from '../access/item-access.js';
import type { SearchScope } from './search-scope.js';
import { questionKey } from './question-key.js';

const VIEWER_KIND = {
  Public: 'visitor',
  AccountExternal: 'member',
  Preview: 'preview',
  Main: 'staff',
} as const;

/**
 * A searcher's searches this close together, each term beginning the next or the next beginning
 * it, are one question typed with pauses: the dialog searches after every half-second pause.
 */
const TYPING_WINDOW_SECONDS = 30;
/** How often held searches are written; held while the database is away, up to a bound. */
const FLUSH_MS = 1000;
const RETRY_MS = 5000;
const MAX_HELD = 20_000;

/** One search or question as 'Questions asked' keeps it (a row of `search_queries`). */
export interface LoggedSearch {
  /** The row's id, unless it continues a row already written, which it updates instead. */
  id: string;
  orgId: string;
  productId: string | null;
  term: string;
  /** What the asking is grouped by: the term as search read it (see `SearchLogEntry.readAs`). */
  readAs: string;
  mode: 'search' | 'ai';
  viewerKind: (typeof VIEWER_KIND)[keyof typeof VIEWER_KIND];
  answered: boolean;
  resultCount: number;
  sources: SearchLogSource[];
  typingKey: string | null;
  /** When it was asked (ISO). */
  at: string;
}

export interface SearchLogEntry {
  /** As typed: what staff see. */
  term: string;
  /**
   * As search read it, its typos corrected ('pentset' as 'pentest'): 'Questions asked' groups
   * an asking with the same question spelt right.
   */
  readAs: string;
  mode: 'search' | 'ai';
  answered: boolean;
  sources: SearchResult[];
  resultCount: number;
}

/** Whether `search` is `last` typed on (or backed up along) within the typing window. */
const continues = (search: LoggedSearch, last: LoggedSearch) => {
  const [a, b] = [search.term.toLowerCase(), last.term.toLowerCase()];
  const within = Date.parse(search.at) - Date.parse(last.at) < TYPING_WINDOW_SECONDS * 1000;
  return within && (a.startsWith(b) || b.startsWith(a));
};

const T = searchQueries;

/**
 * Writes held searches in one statement. A searcher's first search of the batch that continues
 * (or backs up along) their last row within the typing window replaces it; the batch's later
 * searches of the same searcher were merged as they came (see `SearchLog.record`). A row staff
 * wrote an entry from is kept as it is. Searches of an organisation deleted meanwhile are dropped.
 * A batch can come again after it was written: when the connection drops before the commit is
 * acknowledged, the write fails here and is retried; its rows already written are skipped by their
 * ids (a duplicate key failed the whole retry, and it was dropped with the searches held since).
 */
export const writeStatement = (held: LoggedSearch[]) => sql`with batch as (
    select * from jsonb_to_recordset(${JSON.stringify(held.map((h, n) => ({ ...h, n, questionKey: questionKey(h.readAs) })))}::jsonb) as b(
      n int, id uuid, "orgId" uuid, "productId" uuid, term text, "questionKey" text, mode text, "viewerKind" text, answered boolean,
      "resultCount" int, sources jsonb, "typingKey" uuid, at timestamptz)
    where exists (select from ${organisations} where ${organisations.id} = b."orgId")
  ), firsts as (
    select distinct on ("orgId", "typingKey", "viewerKind", "productId") * from batch
    where mode = 'search' and "typingKey" is not null
    order by "orgId", "typingKey", "viewerKind", "productId", n
  ), previous as (
    select f.n, p.id, p.term from firsts f cross join lateral (
      select ${T.id} as id, ${T.term} as term from ${T}
      where ${T.orgId} = f."orgId" and ${T.typingKey} = f."typingKey" and ${T.mode} = 'search'
        and ${T.viewerKind} = f."viewerKind" and ${T.productId} is not distinct from f."productId"
        and ${T.kbEntryId} is null and ${T.createdAt} > f.at - make_interval(secs => ${TYPING_WINDOW_SECONDS})
      order by ${T.createdAt} desc limit 1
    ) p
  ), continued as (
    update ${T} set term = b.term, question_key = b."questionKey", answered = b.answered, result_count = b."resultCount",
      sources = b.sources, created_at = b.at
    from previous p join batch b on b.n = p.n
    where ${T.id} = p.id
      and (starts_with(lower(b.term), lower(p.term)) or starts_with(lower(p.term), lower(b.term)))
    returning b.n
  )
  insert into ${T} (id, org_id, product_id, term, question_key, mode, viewer_kind, answered, result_count, sources,
    typing_key, created_at)
  select id, "orgId", "productId", term, "questionKey", mode, "viewerKind", answered, "resultCount", sources, "typingKey", at
  from batch where n not in (select n from continued)
  on conflict (id) do nothing`;

/**
 * Remembers every server search and question for staff's 'Questions asked' page. Searches are
 * held in memory and written together once a second, as analytics events are: a row per search
 * cost each search a round trip and a commit, a third of its time under load. A searcher's
 * pauses while typing one question (same sign-in session, `typingKey`) become one row, so that
 * 'Questions asked' holds 'encryption at rest', not also 'encryp' (unanswered, sorted first). A
 * question asked of the AI, or a search without a typing key, is always a row of its own.
 * Reading the log in this process writes what it holds first.
 */
export class SearchLog {
  private held: LoggedSearch[] = [];
  /** Each searcher's last held search, which their next one may continue. */
  private readonly lastOfSearcher = new Map<string, LoggedSearch>();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> | null = null;

  constructor(private readonly db: Db) {}

  /** Holds a search or question for the next write; answers the id its row will have. */
  record(scope: SearchScope, viewer: Viewer, entry: SearchLogEntry, typingKey: string | null = null): string {
    const search: LoggedSearch = {
      id: randomUUID(),
      orgId: scope.orgId,
      productId: scope.productId,
      term: entry.term,
      readAs: entry.readAs,
      mode: entry.mode,
      viewerKind: VIEWER_KIND[viewer.mode],
      answered: entry.answered,
      resultCount: entry.resultCount,
      sources: entry.sources.map((s) => ({ type: s.type, id: s.id, title: s.title })),
      typingKey,
      at: orderedTimestamp(),
    };
    const searcher =
      typingKey && entry.mode === 'search'
        ? `${search.orgId}|${typingKey}|${search.viewerKind}|${search.productId}`
        : null;
    const last = searcher ? this.lastOfSearcher.get(searcher) : undefined;
    if (last && continues(search, last)) Object.assign(last, search);
    else {
      this.held.push(search);
      if (searcher) this.lastOfSearcher.set(searcher, search);
    }
    this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
    return search.id;
  }

  /**
   * Records the asker's rating of an Ask AI answer: only the sign-in session that asked (its
   * `typingKey`) may rate it. Answers whether there was such an asking.
   */
  async rate(orgId: string, askingId: string, session: string, helpful: boolean): Promise<boolean> {
    await this.flush();
    const rated = await this.db
      .update(T)
      .set({ helpful })
      .where(and(eq(T.id, askingId), eq(T.orgId, orgId), eq(T.mode, 'ai'), eq(T.typingKey, session)))
      .returning({ id: T.id });
    return rated.length > 0;
  }

  /** Writes what is held (one write at a time); answers once it is written, or kept for later. */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    // Another flush may take what is held while this one waits: it waits for that write too.
    while (this.writing) await this.writing;
    if (this.held.length === 0) return;
    const taken = this.held;
    this.held = [];
    this.lastOfSearcher.clear();
    // A flush that a search inside a transaction scheduled still writes on its own.
    this.writing = outsideTransaction(() => this.db.execute(writeStatement(taken)))
      .then(
        () => undefined,
        (error: unknown) => {
          // A database that went away costs the seconds it is away; a batch it refuses is dropped
          // rather than retried for ever.
          if (!isDatabaseUnavailable(error)) return console.warn('dropped logged searches', error);
          this.held = [...taken, ...this.held].slice(-MAX_HELD);
          this.timer ??= setTimeout(() => void this.flush(), RETRY_MS).unref();
        },
      )
      .finally(() => (this.writing = null));
    await this.writing;
  }
}
