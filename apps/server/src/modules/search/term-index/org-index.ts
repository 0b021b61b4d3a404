import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { queryRows } from '../../../db/rows.js';
import type { SearchScope } from '../search-scope.js';
import { TermIndex } from './term-index.js';
import { lexemesByLength, ViewerVocabulary } from './vocabulary.js';

/** One table's rows of one organisation in a term index, with what rights are decided by. */
interface Source<Row> {
  index: TermIndex;
  rows: Row[];
  /** Per scope: which rows the scope's viewer may find (1) or not (0). */
  allowed: WeakMap<SearchScope, Uint8Array>;
}

interface KbRow {
  id: string;
  level: string;
  productIds: string[];
}
interface PassageRow {
  id: string;
  fileId: string;
}
interface ItemRow {
  uid: string;
}
interface FileRow {
  id: string;
}
interface UpdateRow {
  id: string;
  hidden: boolean;
  audience: string;
  productIds: string[];
}

/**
 * An organisation's searchable text in memory: knowledge-base entries, document passages and
 * items (by their full vector for viewers they are open to, by title for those they are locked
 * to). It only chooses candidates; the statements that rank them read the rows again and apply
 * the viewer's rights again, so a row changed since the index was built is never shown stale.
 */
export class OrgTermIndex {
  private byLength: Map<number, string[]> | null = null;
  private readonly vocabularies = new WeakMap<SearchScope, ViewerVocabulary>();
  private entriesVocabulary: ViewerVocabulary | null = null;

  private constructor(
    readonly kb: Source<KbRow>,
    readonly passages: Source<PassageRow>,
    readonly openItems: Source<ItemRow>,
    readonly lockedItems: Source<ItemRow>,
    /** Files by name and type, which every viewer they are listed to may search. */
    readonly fileNames: Source<FileRow>,
    /** Updates by their topic's subject and their message, as one vector. */
    readonly updates: Source<UpdateRow>,
    /** Each passage's file, numbered: a document is found once, by its best passage. */
    readonly passageFiles: { of: Int32Array; count: number },
  ) {}

  /** Positions held: roughly what the index costs in memory (about 17 bytes each). */
  get weight(): number {
    return (
      this.kb.index.weight +
      this.passages.index.weight +
      this.openItems.index.weight +
      this.lockedItems.index.weight
    );
  }

  static async load(db: Db, orgId: string): Promise<OrgTermIndex> {
    const kb = await queryRows<KbRow & { v: string }>(
      db,
      sql`select id, access_level as level, product_ids as "productIds", search_vector::text as v
        from kb_entries where org_id = ${orgId}`,
    );
    const passages = await queryRows<PassageRow & { v: string }>(
      db,
      sql`select id, file_id as "fileId", search_vector::text as v from document_passages where org_id = ${orgId}`,
    );
    const fileNos = new Map<string, number>();
    const passageFiles = Int32Array.from(passages, ({ fileId }) => {
      if (!fileNos.has(fileId)) fileNos.set(fileId, fileNos.size);
      return fileNos.get(fileId)!;
    });
    const items = await queryRows<ItemRow & { v: string; title: string }>(
      db,
      sql`select uid, search_vector::text as v, title_vector::text as title from items where org_id = ${orgId}`,
    );
    const fileRows = await queryRows<FileRow & { v: string }>(
      db,
      sql`select id, name_vector::text as v from files where org_id = ${orgId}`,
    );
    const updateRows = await queryRows<UpdateRow & { v: string }>(
      db,
      sql`select u.id, t.hidden, u.sp_audience as audience, t.product_ids as "productIds",
          (t.search_vector || u.search_vector)::text as v
        from updates u join update_topics t on t.id = u.topic_id
        where u.org_id = ${orgId} and t.org_id = ${orgId}`,
    );
    const source = async <Row>(rows: Row[], vector: (row: Row) => string): Promise<Source<Row>> => ({
      index: await TermIndex.build(rows.map(vector)),
      rows,
      allowed: new WeakMap(),
    });
    return new OrgTermIndex(
      await source(kb, (r) => r.v),
      await source(passages, (r) => r.v),
      await source(items, (r) => r.v),
      await source(items, (r) => r.title),
      await source(fileRows, (r) => r.v),
      await source(updateRows, (r) => r.v),
      { of: passageFiles, count: fileNos.size },
    );
  }

  /** The words the scope's viewer could find, in every table they may search. */
  vocabulary(scope: SearchScope): ViewerVocabulary {
    let vocabulary = this.vocabularies.get(scope);
    if (!vocabulary) {
      const sources = [
        { index: this.kb.index, allowed: this.kbAllowed(scope) },
        { index: this.passages.index, allowed: this.passagesAllowed(scope) },
        { index: this.openItems.index, allowed: this.openItemsAllowed(scope) },
        { index: this.lockedItems.index, allowed: this.lockedItemsAllowed(scope) },
        { index: this.fileNames.index, allowed: this.fileNamesAllowed(scope) },
        { index: this.updates.index, allowed: this.updatesAllowed(scope) },
      ];
      this.byLength ??= lexemesByLength(sources.map((source) => source.index));
      vocabulary = new ViewerVocabulary(sources, this.byLength);
      this.vocabularies.set(scope, vocabulary);
    }
    return vocabulary;
  }

  /** The words of every knowledge-base entry, whatever its access level: what staff curating them may find. */
  kbVocabulary(): ViewerVocabulary {
    const { index } = this.kb;
    return (this.entriesVocabulary ??= new ViewerVocabulary(
      [{ index, allowed: new Uint8Array(index.size).fill(1) }],
      lexemesByLength([index]),
    ));
  }

  /** Entries at the scope's access levels, for every product or the scope's. */
  kbAllowed(scope: SearchScope): Uint8Array {
    return allowedRows(this.kb, scope, () => {
      const levels = new Set<string>(scope.kbLevels);
      return (r) =>
        levels.has(r.level) && (r.productIds.length === 0 || r.productIds.includes(scope.productId));
    });
  }

  /** Passages of files open to the scope: a locked file is never found by its text. */
  passagesAllowed(scope: SearchScope): Uint8Array {
    return allowedRows(this.passages, scope, () => {
      const open = new Set(scope.openFileIds);
      return (r) => open.has(r.fileId);
    });
  }

  openItemsAllowed(scope: SearchScope): Uint8Array {
    return allowedRows(this.openItems, scope, () => {
      const open = new Set(scope.openItemUids);
      return (r) => open.has(r.uid);
    });
  }

  /** Files listed to the scope, open or locked. */
  fileNamesAllowed(scope: SearchScope): Uint8Array {
    return allowedRows(this.fileNames, scope, () => (r) => scope.fileById.has(r.id));
  }

  /** Updates of the scope's audiences, of topics for every product or the scope's; hidden topics for staff only. */
  updatesAllowed(scope: SearchScope): Uint8Array {
    return allowedRows(this.updates, scope, () => {
      const audiences = new Set<string>(scope.updateAudiences);
      return (r) =>
        (scope.main || !r.hidden) &&
        audiences.has(r.audience) &&
        (r.productIds.length === 0 || r.productIds.includes(scope.productId));
    });
  }

  lockedItemsAllowed(scope: SearchScope): Uint8Array {
    return allowedRows(this.lockedItems, scope, () => {
      const locked = new Set(scope.lockedItemUids);
      return (r) => locked.has(r.uid);
    });
  }
}

/** The mask of rows a scope may find, made once per scope (a scope lives as long as its view). */
function allowedRows<Row>(
  source: Source<Row>,
  scope: SearchScope,
  rule: () => (row: Row) => boolean,
): Uint8Array {
  let mask = source.allowed.get(scope);
  if (!mask) {
    const allows = rule();
    mask = new Uint8Array(source.rows.length);
    source.rows.forEach((row, i) => (mask![i] = allows(row) ? 1 : 0));
    source.allowed.set(scope, mask);
  }
  return mask;
}
