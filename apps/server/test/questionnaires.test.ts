import fs from 'node:fs';
import path from 'node:path';
import { ZipArchive } from 'archiver';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  QUESTIONNAIRE_MESSAGES as M,
  UPLOAD_MESSAGES,
  type QuestionnaireDetail,
  type QuestionnaireList,
  type QuestionnaireSummary,
  type StaffKbList,
} from '@trust/shared';
import type { CreatedOrganisation } from '../src/db/seed/organisation-builder.js';
import { answerChoices, findQuestions, guessMapping } from '../src/modules/questionnaires/mapping.js';
import { loadWorkbook, readSheets } from '../src/modules/questionnaires/sheets.js';
import { renderTextPdf } from '../src/platform/pdf.js';
import { QUESTIONNAIRE_FIXTURES } from '../src/db/seed/questionnaire-fixtures.js';
import {
  memberCookie,
  minimalOrg,
  orgWithAdmin,
  ORIGIN,
  staffCookie,
  startTestApp,
  waitForMail,
  type TestApp,
} from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ UPLOAD_MAX_MB: '0.2' });
});
afterAll(() => t.close());

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An organisation with an admin, its own mailbox and a knowledge base the questions below hit. */
async function newOrg(customization: Record<string, unknown> = {}) {
  const base = minimalOrg();
  const { org, admin } = await orgWithAdmin(t, {
    ...base,
    customization: { supportMailbox: `support@${base.slug}.example`, ...customization },
    knowledgeBase: [
      ...(base.knowledgeBase ?? []),
      {
        question: 'Is data encrypted at rest?',
        answer: 'Yes. Customer data is encrypted at rest with AES-256.',
      },
      { question: 'Do you run penetration tests?', answer: 'Yes, an independent firm tests us every year.' },
    ],
  });
  return { org, adminCookie: await staffCookie(t, admin) };
}
const customer = (org: CreatedOrganisation) => memberCookie(t, org, `member@customer-${org.slug}.example`);
const otherMember = (org: CreatedOrganisation) => memberCookie(t, org, `member@other-${org.slug}.example`);
const product = (org: CreatedOrganisation) => org.products[0]!.id;

/** A small vendor workbook: a merged title, rich text, a Yes/No dropdown and a second sheet. */
async function vendorWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Cover').getCell('A1').value = 'Vendor review 2026';
  const sheet = workbook.addWorksheet('Security Questions');
  sheet.mergeCells('A1:D1');
  sheet.getCell('A1').value = { richText: [{ text: 'Security ', font: { bold: true } }, { text: 'review' }] };
  sheet.getRow(3).values = ['ID', 'Question', 'Response', 'Comments'];
  sheet.mergeCells('A4:D4');
  sheet.getCell('A4').value = 'Data protection';
  const questions = [
    'Is customer data encrypted at rest?',
    'How often do you run penetration tests by an independent firm?',
    'Public question?',
    'Internal question?',
    'Данные шифруются? 数据加密吗 🔐 — do you encrypt laptops?',
  ];
  questions.forEach((question, i) => {
    const row = i + 5;
    sheet.getRow(row).values = [`DP-${i + 1}`, question, '', ''];
    sheet.getCell(row, 3).dataValidation = { type: 'list', allowBlank: true, formulae: ['"Yes,No,N/A"'] };
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function submitFile(
  org: CreatedOrganisation,
  cookie: string | null,
  bytes: Buffer,
  name: string,
  fields: Record<string, string> = { productId: product(org), note: 'Due Friday, please 🙏' },
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/octet-stream' }), name);
  return t.app.inject({
    method: 'POST',
    url: `/api/share/${org.slug}/questionnaires/file`,
    headers: { ...ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: form,
  });
}
const submitLink = (org: CreatedOrganisation, cookie: string | null, link: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/share/${org.slug}/questionnaires/link`,
    headers: { ...ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: { productId: product(org), link },
  });
const memberList = async (org: CreatedOrganisation, cookie: string) =>
  (
    await t.app.inject({ url: `/api/share/${org.slug}/questionnaires`, headers: { cookie } })
  ).json<QuestionnaireList>().questionnaires;
const staff = (cookie: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { ...ORIGIN, cookie }, ...(payload ? { payload } : {}) });
const storedQuestionnaires = (org: CreatedOrganisation) => {
  const dir = path.join(t.dataDir, 'files', org.id, 'questionnaires');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe('questionnaire fixtures', () => {
  it.each(QUESTIONNAIRE_FIXTURES)('finds the $name questions where they are', async (fixture) => {
    const grids = await readSheets(await fixture.build(), fixture.fileName.endsWith('.csv') ? 'csv' : 'xlsx');
    const mapping = guessMapping(grids);
    expect(mapping).toEqual(fixture.mapping);
    const found = findQuestions(grids, mapping!);
    // Every question, in order; no title, header or section heading among them.
    expect(found.map((q) => q.question)).toEqual(fixture.questions.map(([q]) => q));
    expect(fixture.questions.length).toBeGreaterThanOrEqual(100);
    if (fixture.name !== 'Custom vendor sheet') expect(answerChoices(grids, mapping!)).toContain('Yes');
  });
});

describe('questionnaires, from the member to staff and back', () => {
  it('a member hands in a workbook; staff map, draft, approve and return it; the member downloads it', async () => {
    const { org, adminCookie } = await newOrg();
    const member = await customer(org);
    const submitted = await submitFile(org, member, await vendorWorkbook(), 'Vendor review – 2026.xlsx');
    expect(submitted.statusCode).toBe(201);
    const summary: QuestionnaireSummary = submitted.json();
    expect(summary).toMatchObject({
      status: 'received',
      account: { name: 'Customer Co' },
      submittedBy: { name: 'Mia Member', email: `member@customer-${org.slug}.example` },
      file: { name: 'Vendor review – 2026.xlsx', format: 'xlsx' },
      link: null,
      note: 'Due Friday, please 🙏',
      returnedFile: null,
    });
    const received = await waitForMail(t, `support@${org.slug}.example`, 'questionnaire');
    expect(received.subject).toBe('New security questionnaire from Customer Co');
    expect(received.text).toContain(`/app/questionnaires/${summary.id}`);
    expect(received.text).toContain('Due Friday, please 🙏');

    // Staff see it in the inbox with the mapping guessed but not confirmed.
    const inbox = (await staff(adminCookie, 'GET', '/api/questionnaires')).json<QuestionnaireList>();
    expect(inbox.questionnaires.map((q) => q.id)).toEqual([summary.id]);
    const detail = (
      await staff(adminCookie, 'GET', `/api/questionnaires/${summary.id}`)
    ).json<QuestionnaireDetail>();
    expect(detail.mappingConfirmed).toBe(false);
    expect(detail.mapping).toEqual({
      sheet: 'Security Questions',
      headerRow: 3,
      questionColumn: 2,
      answerColumn: 3,
      commentColumn: 4,
    });
    expect(detail.sheets.map((s) => s.name)).toEqual(['Cover', 'Security Questions']);
    expect(detail.sheets[1]!.preview[2]).toEqual(['ID', 'Question', 'Response', 'Comments']);
    expect(detail.choices).toEqual(['Yes', 'No', 'N/A']);
    expect(detail.questions).toEqual([]);

    // Confirming drafts every question, as the account may see the sources.
    const mapped = await staff(
      adminCookie,
      'PUT',
      `/api/questionnaires/${summary.id}/mapping`,
      detail.mapping!,
    );
    expect(mapped.statusCode).toBe(200);
    const drafted = mapped.json<QuestionnaireDetail>();
    expect(drafted.questionnaire.status).toBe('in_progress');
    const byText = new Map(drafted.questions.map((q) => [q.question, q]));
    expect(drafted.questions).toHaveLength(5);
    expect(byText.get('Public question?')).toMatchObject({ tier: 'exact', draft: 'Yes.', choice: 'Yes' });
    expect(byText.get('Is customer data encrypted at rest?')).toMatchObject({
      draft: 'Yes. Customer data is encrypted at rest with AES-256.',
      choice: 'Yes',
    });
    expect(byText.get('Is customer data encrypted at rest?')!.tier).not.toBe('needs_review');
    expect(byText.get('Is customer data encrypted at rest?')!.sources[0]).toMatchObject({
      type: 'kb',
      title: 'Is data encrypted at rest?',
    });
    // Internal entries are for staff: never a draft for a customer.
    expect(byText.get('Internal question?')!.draft).not.toBe('Staff only.');

    // Staff edit and approve two answers; the rest stay unapproved and are not written.
    const encrypted = byText.get('Is customer data encrypted at rest?')!;
    const edited = await staff(
      adminCookie,
      'PUT',
      `/api/questionnaires/${summary.id}/questions/${encrypted.id}`,
      {
        answer: 'Yes. AES-256 at rest; keys in AWS KMS. Да, 加密.',
        choice: 'Yes',
        approved: true,
      },
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      approved: true,
      answer: 'Yes. AES-256 at rest; keys in AWS KMS. Да, 加密.',
    });
    const pentest = byText.get('How often do you run penetration tests by an independent firm?')!;
    await staff(adminCookie, 'PUT', `/api/questionnaires/${summary.id}/questions/${pentest.id}`, {
      answer: 'Every year, by an independent firm.',
      choice: null,
      approved: true,
    });

    // The export writes into the member's own workbook and keeps its structure.
    const exported = await staff(adminCookie, 'GET', `/api/questionnaires/${summary.id}/export`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain(XLSX);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Cover', 'Security Questions']);
    const sheet = workbook.getWorksheet('Security Questions')!;
    expect(sheet.getCell('C5').value).toBe('Yes');
    expect(sheet.getCell('D5').value).toBe('Yes. AES-256 at rest; keys in AWS KMS. Да, 加密.');
    // No choice: the text goes to the comment column and the dropdown stays empty.
    expect(sheet.getCell('C6').value).toBeFalsy();
    expect(sheet.getCell('D6').value).toBe('Every year, by an independent firm.');
    expect(sheet.getCell('C7').value).toBeFalsy();
    expect(sheet.getCell('B1').isMerged).toBe(true);
    expect(sheet.getCell('B4').isMerged).toBe(true);
    expect(sheet.getCell('A1').value).toMatchObject({
      richText: [{ text: 'Security ' }, { text: 'review' }],
    });
    expect(sheet.getCell('C9').dataValidation).toMatchObject({ type: 'list', formulae: ['"Yes,No,N/A"'] });

    const csv = await staff(adminCookie, 'GET', `/api/questionnaires/${summary.id}/export?format=csv`);
    const rows = Papa.parse<string[]>(csv.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual(['Sheet', 'Row', 'Question', 'Choice', 'Answer']);
    expect(rows[1]).toEqual([
      'Security Questions',
      '5',
      'Is customer data encrypted at rest?',
      'Yes',
      'Yes. AES-256 at rest; keys in AWS KMS. Да, 加密.',
    ]);

    // Returning it marks it answered and mails the member, who downloads the answered file.
    const returned = await staff(adminCookie, 'POST', `/api/questionnaires/${summary.id}/return`, {
      message: 'Thanks for your patience — Спасибо!',
    });
    expect(returned.statusCode).toBe(200);
    expect(returned.json()).toMatchObject({
      status: 'answered',
      returnedFile: { name: 'Vendor review – 2026 (answered).xlsx', format: 'xlsx' },
    });
    const answeredMail = await waitForMail(t, `member@customer-${org.slug}.example`, 'answered');
    expect(answeredMail.subject).toBe(`Org ${org.slug} answered your security questionnaire`);
    expect(answeredMail.text).toContain('Thanks for your patience — Спасибо!');
    expect(answeredMail.text).toContain(`/${org.slug}/?view=questionnaires`);
    const mine = await memberList(org, member);
    expect(mine[0]).toMatchObject({ id: summary.id, status: 'answered', approvedCount: 2, questionCount: 5 });
    const download = await t.app.inject({
      url: `/api/share/${org.slug}/questionnaires/${summary.id}/answered`,
      headers: { cookie: member },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment');
    const downloaded = new ExcelJS.Workbook();
    await downloaded.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    expect(downloaded.getWorksheet('Security Questions')!.getCell('C5').value).toBe('Yes');

    // Approved answers go to the knowledge base, as private questionnaire entries of the product.
    const saved = await staff(adminCookie, 'POST', `/api/questionnaires/${summary.id}/save-to-kb`, {
      questionIds: [encrypted.id, pentest.id, byText.get('Public question?')!.id],
    });
    expect(saved.json()).toEqual({ saved: 2 });
    const kb = await staff(adminCookie, 'GET', '/api/kb/entries?access=private');
    const entries = kb.json<StaffKbList>().entries;
    expect(entries).toContainEqual(
      expect.objectContaining({
        question: 'Is customer data encrypted at rest?',
        answer: 'Yes. AES-256 at rest; keys in AWS KMS. Да, 加密.',
        sourceType: 'questionnaire',
        sourceName: 'Vendor review – 2026.xlsx',
      }),
    );
  });

  it('a link is accepted only with https, and the member sees it with its status', async () => {
    const { org } = await newOrg();
    const member = await customer(org);
    const refused = await submitLink(org, member, 'http://tool.example/q/1');
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain(M.linkInvalid);
    expect((await submitLink(org, member, 'javascript:alert(1)')).statusCode).toBe(400);
    const accepted = await submitLink(org, member, 'https://tool.example/q/1');
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toMatchObject({
      link: 'https://tool.example/q/1',
      file: null,
      status: 'received',
    });
    expect((await memberList(org, member)).map((q) => q.link)).toEqual(['https://tool.example/q/1']);
  });

  it('refuses visitors, organisations that do not accept questionnaires, and files of other types', async () => {
    const { org } = await newOrg();
    const bytes = await vendorWorkbook();
    const anonymous = await submitFile(org, null, bytes, 'q.xlsx');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe(M.loginRequired);
    expect((await submitLink(org, null, 'https://tool.example/q')).statusCode).toBe(401);

    const member = await customer(org);
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001',
      'hex',
    );
    const wrongType = await submitFile(org, member, png, 'questions.xlsx');
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().error.message).toBe(M.fileType);
    const tooLarge = await submitFile(org, member, Buffer.alloc(300 * 1024, 'a'), 'big.csv');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.message).toBe(UPLOAD_MESSAGES.tooLarge(0.2 * 1024 * 1024));
    const noProduct = await submitFile(org, member, bytes, 'q.xlsx', { productId: 'nope' });
    expect(noProduct.statusCode).toBe(400);
    // Nothing refused was kept.
    expect(storedQuestionnaires(org)).toEqual([]);

    const { org: closed } = await newOrg({ questionnairesEnabled: false });
    const closedMember = await customer(closed);
    const off = await submitLink(closed, closedMember, 'https://tool.example/q');
    expect(off.statusCode).toBe(403);
    expect(off.json().error.message).toBe(M.notAllowed);
  });

  it('a workbook that would unpack to a huge size is kept but never unpacked', async () => {
    const { org, adminCookie } = await newOrg();
    const member = await customer(org);
    // Office file markers first, then 70 MB of spaces that deflate to a few kilobytes.
    const zip = new ZipArchive({ zlib: { level: 9 } });
    const chunks: Buffer[] = [];
    zip.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise((resolve) => zip.on('end', resolve));
    zip.append(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
      { name: '[Content_Types].xml' },
    );
    zip.append('<workbook/>', { name: 'xl/workbook.xml' });
    zip.append(Buffer.alloc(70 * 1024 * 1024, ' '), { name: 'xl/worksheets/sheet1.xml' });
    await zip.finalize();
    await done;
    const bomb = Buffer.concat(chunks);
    await expect(loadWorkbook(bomb)).rejects.toThrow('too large once unpacked');
    const submitted = await submitFile(org, member, bomb, 'bomb.xlsx');
    expect(submitted.statusCode).toBe(201);
    const detail = (
      await staff(adminCookie, 'GET', `/api/questionnaires/${submitted.json().id}`)
    ).json<QuestionnaireDetail>();
    expect(detail).toMatchObject({ mapping: null, sheets: [] });
  });

  it('a PDF is answered by hand: no mapping, and staff return the file they answered', async () => {
    const { org, adminCookie } = await newOrg();
    const member = await customer(org);
    const pdf = await renderTextPdf({
      title: 'Вопросник',
      organisation: 'Customer Co',
      paragraphs: ['1. Encrypted?'],
      confidential: false,
    });
    const submitted: QuestionnaireSummary = (await submitFile(org, member, pdf, 'вопросник.pdf')).json();
    expect(submitted.file).toMatchObject({ format: 'pdf', name: 'вопросник.pdf' });
    const detail = (
      await staff(adminCookie, 'GET', `/api/questionnaires/${submitted.id}`)
    ).json<QuestionnaireDetail>();
    expect(detail).toMatchObject({ sheets: [], mapping: null, questions: [] });
    const mapping = { sheet: 'CSV', headerRow: 1, questionColumn: 1, answerColumn: 2, commentColumn: null };
    const notTabular = await staff(
      adminCookie,
      'PUT',
      `/api/questionnaires/${submitted.id}/mapping`,
      mapping,
    );
    expect(notTabular.statusCode).toBe(409);
    expect(notTabular.json().error.message).toBe(M.notTabular);
    const notMapped = await staff(adminCookie, 'POST', `/api/questionnaires/${submitted.id}/return`, {});
    expect(notMapped.statusCode).toBe(409);
    expect(notMapped.json().error.message).toBe(M.notMapped);

    const original = await staff(adminCookie, 'GET', `/api/questionnaires/${submitted.id}/original`);
    expect(original.rawPayload.equals(pdf)).toBe(true);
    const form = new FormData();
    form.append('message', 'Answered inline.');
    form.append('file', new Blob([new Uint8Array(pdf)]), 'вопросник — ответы.pdf');
    const returned = await t.app.inject({
      method: 'POST',
      url: `/api/questionnaires/${submitted.id}/return-file`,
      headers: { ...ORIGIN, cookie: adminCookie },
      payload: form,
    });
    expect(returned.statusCode).toBe(200);
    expect(returned.json()).toMatchObject({
      status: 'answered',
      returnedFile: { name: 'вопросник — ответы.pdf' },
    });
    const download = await t.app.inject({
      url: `/api/share/${org.slug}/questionnaires/${submitted.id}/answered`,
      headers: { cookie: member },
    });
    expect(download.headers['content-type']).toBe('application/pdf');
  });

  it('writes a CSV back in place, and tells staff when a mapping finds nothing or repeats a column', async () => {
    const { org, adminCookie } = await newOrg();
    const member = await customer(org);
    const fixture = QUESTIONNAIRE_FIXTURES.find((f) => f.fileName.endsWith('.csv'))!;
    const submitted: QuestionnaireSummary = (
      await submitFile(org, member, await fixture.build(), fixture.fileName)
    ).json();
    const url = `/api/questionnaires/${submitted.id}`;
    const same = await staff(adminCookie, 'PUT', `${url}/mapping`, { ...fixture.mapping, answerColumn: 3 });
    expect(same.statusCode).toBe(400);
    expect(JSON.stringify(same.json())).toContain(M.mappingInvalid);
    const empty = await staff(adminCookie, 'PUT', `${url}/mapping`, {
      ...fixture.mapping,
      questionColumn: 7,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(M.noQuestions);

    const detail = (
      await staff(adminCookie, 'PUT', `${url}/mapping`, fixture.mapping)
    ).json<QuestionnaireDetail>();
    expect(detail.questions).toHaveLength(fixture.questions.length);
    const first = detail.questions[0]!;
    await staff(adminCookie, 'PUT', `${url}/questions/${first.id}`, {
      answer: '=HYPERLINK("x")',
      approved: true,
    });
    const exported = await staff(adminCookie, 'GET', `${url}/export`);
    expect(exported.headers['content-type']).toContain('text/csv');
    const rows = Papa.parse<string[]>(exported.body.replace(/^\uFEFF/, '')).data;
    expect(rows[2]).toEqual(['#', 'Category', 'Requirement', 'Vendor Response', 'Comments']);
    expect(rows[first.row - 1]![3]).toBe('=HYPERLINK("x")');
    expect(rows[first.row]![3]).toBe('');
  });
});

describe('questionnaires are their account’s and their organisation’s', () => {
  it('another account, another organisation and staff without the scope see nothing', async () => {
    const { org } = await newOrg();
    const { org: elsewhere, adminCookie: elsewhereAdmin } = await newOrg();
    const member = await customer(org);
    const submitted: QuestionnaireSummary = (
      await submitFile(org, member, await vendorWorkbook(), 'q.xlsx')
    ).json();

    // Another account of the same organisation.
    const other = await otherMember(org);
    expect(await memberList(org, other)).toEqual([]);
    const theirs = await t.app.inject({
      url: `/api/share/${org.slug}/questionnaires/${submitted.id}/answered`,
      headers: { cookie: other },
    });
    expect(theirs.statusCode).toBe(404);
    // A member of one organisation on another's portal is no member there.
    const crossMember = await t.app.inject({
      url: `/api/share/${elsewhere.slug}/questionnaires`,
      headers: { cookie: member },
    });
    expect(crossMember.statusCode).toBe(401);

    // Another organisation's staff: the id is unknown to them.
    const base = `/api/questionnaires/${submitted.id}`;
    for (const [method, url, payload] of [
      ['GET', base, undefined],
      [
        'PUT',
        `${base}/mapping`,
        { sheet: 'Security Questions', headerRow: 3, questionColumn: 2, answerColumn: 3 },
      ],
      ['GET', `${base}/original`, undefined],
      ['GET', `${base}/export`, undefined],
      ['POST', `${base}/return`, {}],
      ['POST', `${base}/save-to-kb`, { questionIds: [submitted.id] }],
    ] as const) {
      const response = await staff(elsewhereAdmin, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await staff(elsewhereAdmin, 'GET', '/api/questionnaires')).json()).toEqual({
      questionnaires: [],
    });

    // Staff of the organisation without the questionnaires scope.
    const reader = await staffCookie(t, `reader@${org.slug}.example`);
    const forbidden = await staff(reader, 'GET', '/api/questionnaires');
    expect(forbidden.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/questionnaires' })).statusCode).toBe(401);
  });
});
