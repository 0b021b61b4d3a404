import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documentPassages, files, items, kbEntries, updates, updateTopics } from '../../db/schema/index.js';
import { ShapedStatements } from '../../db/shaped-statements.js';
import type { FileCandidate, ItemCandidate, KbCandidate, PassageCandidate } from './queries.js';
import type { SearchScope } from './search-scope.js';
import {
  combined,
  filesMap,
  itemsMap,
  listed,
  open,
  rightsOverKb,
  rowsBySource,
  S,
  scopeValues,
  oneOf,
  type UpdateCandidate,
} from './statement-parts.js';
import type { AnswerChoice, Chosen, SearchChoice } from './term-index/candidates.js';

/**
 * The rows the term index chose, read by id for their text, each only if the viewer
 * may still see it. Whether it still matches is not checked again: an index is dropped at every
 * change, and checking cost a millisecond of planning per search (the planner estimates every
 * tsquery against the column's statistics).
 */
const ids = (name: string) => sql`any(${sql.placeholder(name)}::uuid[])`;

function kbChosen(): SQL {
  return sql`select ${kbEntries.id} as id, ${kbEntries.question} as question, ${kbEntries.answer} as answer,
      ${kbEntries.comment} as comment
    from ${kbEntries}, q
    where ${kbEntries.id} = ${ids('kbIds')} and ${rightsOverKb(S.orgId, S.productId, S.kbLevels)}`;
}

/** Items: an open one with its explanation, a locked one found by its title only. */
function itemsChosen(): SQL {
  const isOpen = open('items', sql`${items.uid}`);
  return sql`select ${items.uid} as uid, ${items.title} as title,
      case when ${isOpen} then ${items.explanation} end as explanation
    from ${items}, q
    where ${items.uid} = ${ids('itemUids')} and ${items.orgId} = ${S.orgId}
      and ${listed('items', sql`${items.uid}`)}`;
}

/** Documents found by their best passage (open files only), with its text, or by their name. */
function filesChosen(): SQL {
  return sql`select ${documentPassages.fileId} as "fileId", ${documentPassages.id} as "passageId",
      ${documentPassages.text} as passage
    from ${documentPassages}, q
    where ${documentPassages.id} = ${ids('passageIds')} and ${documentPassages.orgId} = ${S.orgId}
      and ${open('files', sql`${documentPassages.fileId}`)}
    union all
    select ${files.id}, null, null
    from ${files}, q
    where ${files.id} = ${ids('fileIds')} and ${files.orgId} = ${S.orgId}
      and ${listed('files', sql`${files.id}`)}`;
}

/** Updates of topics the viewer may see; hidden topics for staff in Main mode only. */
function updatesChosen(): SQL {
  return sql`select ${updates.id} as id, ${updates.topicId} as "topicId", ${updateTopics.subject} as subject,
      ${updates.message} as message, ${updates.createdAt} as "createdAt"
    from ${updates} join ${updateTopics} on ${updateTopics.id} = ${updates.topicId}, q
    where ${updates.id} = ${ids('updateIds')} and ${updates.orgId} = ${S.orgId} and ${updateTopics.orgId} = ${S.orgId}
      and (${sql.placeholder('main')}::boolean or not ${updateTopics.hidden})
      and ${oneOf(sql`${updates.spAudience}`, S.audiences)}
      and (jsonb_array_length(${updateTopics.productIds}) = 0 or ${updateTopics.productIds} ? ${S.productId})`;
}

function passagesChosen(): SQL {
  return sql`select ${documentPassages.id} as id, ${documentPassages.fileId} as "fileId", ${documentPassages.text} as text
    from ${documentPassages}, q
    where ${documentPassages.id} = ${ids('passageIds')} and ${documentPassages.orgId} = ${S.orgId}
      and ${open('files', sql`${documentPassages.fileId}`)}`;
}

const idArray = (values: readonly string[]) => `{${values.join(',')}}`;

/**
 * The viewer's access to just these items or files, as `accessMap` writes it for all of them (1
 * open, 0 locked, absent when not listed): a large trust centre's whole map is a hundred kilobytes
 * of JSON the database would parse for every search.
 */
function accessOf(ids: Iterable<string>, lockedOf: (id: string) => boolean | undefined): string {
  const entries: Record<string, number> = {};
  for (const id of ids) {
    const locked = lockedOf(id);
    if (locked !== undefined) entries[id] = locked ? 0 : 1;
  }
  return JSON.stringify(entries);
}
const fileLocked = (scope: SearchScope) => (id: string) => scope.fileById.get(id)?.file.locked;

/** A candidate as the statements read it: all but what the index ranked. */
type Read<T> = Omit<T, 'whole' | 'hits' | 'rank' | 'questionHits'>;

/** The chosen rows that came back, in the index's order, with the index's ranking. */
function inOrder<Row, Extra extends object>(
  choice: Chosen<Extra>[],
  rows: Row[],
  idOf: (row: Row) => string,
): (Row & Chosen<Extra>)[] {
  const byId = new Map(rows.map((row) => [idOf(row), row]));
  return choice.flatMap((c) => {
    const row = byId.get(c.id);
    return row ? [{ ...row, ...c }] : [];
  });
}

const kbInOrder = (choice: Chosen<{ questionHits: number }>[], rows: unknown[]) =>
  inOrder(choice, rows as Read<KbCandidate>[], (r) => r.id);

/**
 * What the statements read from `q`: the viewer's maps. No tsquery: ranking is done and snippets
 * are cut in `snippets.ts`, so every question has the same statement.
 */
const chosenCte = (...maps: SQL[]) => sql`q as (select ${sql.join(maps, sql`, `)})`;

const searchStatements = new ShapedStatements<object>(
  () =>
    combined(chosenCte(itemsMap, filesMap), {
      kb: kbChosen(),
      items: itemsChosen(),
      files: filesChosen(),
      updates: updatesChosen(),
    }),
  'chosen_search',
);

/** A search's candidates from the rows the term index chose, in one statement. */
export async function searchChosen(db: Db, scope: SearchScope, choice: SearchChoice) {
  const values = {
    ...scopeValues(scope),
    main: scope.main,
    items: accessOf(
      choice.items.map((c) => c.id),
      (uid) => scope.itemByUid.get(uid)?.item.locked,
    ),
    files: accessOf(
      choice.files.map((c) => c.id),
      fileLocked(scope),
    ),
    kbIds: idArray(choice.kb.map((c) => c.id)),
    itemUids: idArray(choice.items.map((c) => c.id)),
    passageIds: idArray(choice.files.flatMap((c) => (c.passageId ? [c.passageId] : []))),
    fileIds: idArray(choice.files.flatMap((c) => (c.passageId ? [] : [c.id]))),
    updateIds: idArray(choice.updates.map((c) => c.id)),
  };
  const sources = ['kb', 'items', 'files', 'updates'] as const;
  const rows = await rowsBySource(db, sources, searchStatements, {}, values, true);
  return {
    kb: kbInOrder(choice.kb, rows.kb),
    items: inOrder(choice.items, rows.items as Read<ItemCandidate>[], (r) => r.uid),
    files: inOrder(choice.files, rows.files as Read<FileCandidate>[], (r) => r.fileId),
    updates: inOrder(choice.updates, rows.updates as Read<UpdateCandidate>[], (r) => r.id),
  };
}

const answerStatements = new ShapedStatements<object>(
  () => combined(chosenCte(filesMap), { kb: kbChosen(), passages: passagesChosen() }),
  'chosen_answer',
);

/** What an answer may quote, from the rows the term index chose. */
export async function answerChosen(db: Db, scope: SearchScope, choice: AnswerChoice) {
  const values = {
    ...scopeValues(scope),
    files: accessOf(
      choice.passages.map((c) => c.fileId),
      fileLocked(scope),
    ),
    kbIds: idArray(choice.kb.map((c) => c.id)),
    passageIds: idArray(choice.passages.map((c) => c.id)),
  };
  const rows = await rowsBySource(db, ['kb', 'passages'], answerStatements, {}, values, true);
  return {
    kb: kbInOrder(choice.kb, rows.kb),
    passages: inOrder(choice.passages, rows.passages as Read<PassageCandidate>[], (r) => r.id),
  };
}
