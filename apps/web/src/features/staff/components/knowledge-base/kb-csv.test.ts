import { describe, expect, it } from 'vitest';
import type { StaffKbEntry } from '@trust/shared';
import { kbEntriesToCsv, parseKbCsv } from './kb-csv';

const entry = (over: Partial<StaffKbEntry>): StaffKbEntry => ({
  id: '00000000-0000-4000-8000-000000000001',
  question: 'Do you encrypt data at rest?',
  answer: 'Yes, with AES-256.',
  comment: null,
  accessLevel: 'public',
  productIds: [],
  favorite: false,
  sourceType: 'manual',
  sourceName: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-02T00:00:00.000Z',
  conflictsWith: [],
  ...over,
});

describe('knowledge-base CSV', () => {
  it('reads headers in any case and order, with the line number of every bad row', () => {
    const preview = parseKbCsv(
      '\uFEFFAnswer,Question,Access Level,Notes\n' +
        '"Yes, every login.",Is MFA enforced?,PRIVATE,x\n' +
        ',Empty answer?,,\n' +
        'Sometimes,Which access?,secret,\n',
    );
    expect(preview.fileErrors).toEqual([]);
    expect(preview.rows[0]).toEqual({
      line: 2,
      ok: true,
      entry: {
        question: 'Is MFA enforced?',
        answer: 'Yes, every login.',
        comment: null,
        accessLevel: 'private',
        productIds: [],
        favorite: false,
      },
    });
    expect(preview.rows[1]).toMatchObject({ line: 3, ok: false, errors: ['Enter the answer'] });
    expect(preview.rows[2]).toMatchObject({
      line: 4,
      ok: false,
      errors: ['Access level must be public, private or internal'],
    });
  });

  it('names missing columns and empty files', () => {
    expect(parseKbCsv('question,comment\nA,B\n').fileErrors[0]).toContain('answer missing');
    expect(parseKbCsv('question,answer\n\n').fileErrors).toEqual(['The file has no rows']);
  });

  it('round-trips what it exports, in any script, with commas, quotes and line breaks', () => {
    const entries = [
      entry({ question: 'Где хранятся данные?', answer: 'В Германии, "Франкфурт".\nИ в Ирландии.' }),
      entry({ question: '数据加密了吗？🔐', answer: '是的', comment: 'مراجعة', accessLevel: 'internal' }),
    ];
    const csv = kbEntriesToCsv(entries, () => 'Cloud');
    const back = parseKbCsv(csv).rows;
    expect(back.map((r) => (r.ok ? r.entry : null))).toEqual([
      {
        question: entries[0]!.question,
        answer: entries[0]!.answer,
        comment: null,
        accessLevel: 'public',
        productIds: [],
        favorite: false,
      },
      {
        question: entries[1]!.question,
        answer: '是的',
        comment: 'مراجعة',
        accessLevel: 'internal',
        productIds: [],
        favorite: false,
      },
    ]);
  });
});
