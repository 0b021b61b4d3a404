import type { StaffKbEntry, StaffKbListQuery } from '@trust/shared';
import { saveFromUrl } from '@/lib/download';
import { fetchKbEntries } from '../../kb-api';
import { kbEntriesToCsv } from './kb-csv';

const EXPORT_PAGE = 5000;

/** Saves every entry the filters select as a CSV the import reads back. */
export async function exportKnowledgeBase(
  filters: Omit<StaffKbListQuery, 'page' | 'pageSize'>,
  productName: (id: string) => string,
) {
  const entries: StaffKbEntry[] = [];
  for (let page = 0; ; page++) {
    const batch = await fetchKbEntries({ ...filters, page, pageSize: EXPORT_PAGE });
    entries.push(...batch.entries);
    if (batch.entries.length < EXPORT_PAGE || entries.length >= batch.total) break;
  }
  // The byte-order mark makes spreadsheet programs read the file as UTF-8.
  const blob = new Blob(['\uFEFF', kbEntriesToCsv(entries, productName)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  saveFromUrl(url, `knowledge-base-${new Date().toISOString().slice(0, 10)}.csv`);
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
