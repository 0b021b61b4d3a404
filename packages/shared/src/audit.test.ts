import { describe, expect, it } from 'vitest';
import { auditChanges, isEdit } from './audit-changes.js';
import { auditKindOf, auditSentence } from './audit.js';

const date = (iso: string) => iso.slice(0, 10);
const say = (action: string, after: unknown, extra: { before?: unknown; target?: string } = {}) =>
  auditSentence(
    { actor: 'Maria', action, target: extra.target ?? '', before: extra.before ?? null, after },
    date,
  );

describe('audit sentences', () => {
  it('read as a person would say them, in any script', () => {
    expect(
      say('access.approve', {
        email: 'jane@doe.example',
        account: 'Globex',
        profile: 'Default',
        expiresAt: '2026-12-31',
      }),
    ).toBe('Maria approved jane@doe.example for Globex with the Default profile until 2026-12-31');
    expect(
      say('access.approve', {
        email: 'jane@doe.example',
        account: 'Глобекс',
        profile: null,
        expiresAt: null,
      }),
    ).toBe('Maria approved jane@doe.example for Глобекс');
    expect(say('access.decline', { email: 'x@y.example', message: null })).toBe('Maria declined x@y.example');
    expect(say('nda.accept', { email: 'a@b.example', version: 2 })).toBe(
      'a@b.example accepted the NDA (version 2)',
    );
    expect(say('card.update', { hidden: true }, { target: 'card:p1/data_security' })).toBe(
      'Maria changed the data security card',
    );
    expect(say('settings.security-txt', {})).toBe('Maria changed the security txt settings');
    expect(say('something.new', {})).toBe('Maria something new');
  });

  it('name what staff changed: entries, domains, roles, the team, subprocessors, integrations', () => {
    expect(say('kb.create', { question: 'Принимаете ли вы отчёты? 🐞' })).toBe(
      'Maria added the knowledge-base entry “Принимаете ли вы отчёты? 🐞”',
    );
    expect(say('kb.update', { question: 'Do you sign BAAs?' }, { before: { question: 'BAA?' } })).toBe(
      'Maria edited the knowledge-base entry “Do you sign BAAs?”',
    );
    expect(say('kb.delete', null, { before: { question: '数据是否加密？' } })).toBe(
      'Maria deleted the knowledge-base entry “数据是否加密？”',
    );
    expect(say('kb.import', { rows: 1 })).toBe('Maria imported 1 knowledge-base entry from a CSV file');
    expect(say('kb.bulk_access', { count: 12, accessLevel: 'private', questions: [] })).toBe(
      'Maria made 12 knowledge-base entries Private',
    );
    expect(say('kb.bulk_delete', { count: 1, questions: ['Q?'] })).toBe(
      'Maria deleted 1 knowledge-base entry',
    );
    expect(say('kb.import', { rows: 250 })).toBe('Maria imported 250 knowledge-base entries from a CSV file');
    expect(say('domain.add', { domain: 'trust.acme.example' })).toBe(
      'Maria added the custom domain trust.acme.example',
    );
    expect(say('domain.verify', { verified: true }, { target: 'domain:trust.acme.example' })).toBe(
      'Maria verified the custom domain trust.acme.example',
    );
    expect(say('integration.connect', {}, { target: 'product:p1/hackerone' })).toBe(
      'Maria connected HackerOne',
    );
    expect(say('integration.disconnect', null, { target: 'product:p1/statuspage' })).toBe(
      'Maria disconnected Statuspage',
    );
    expect(say('role.create', { name: 'Редактор' })).toBe('Maria created the role Редактор');
    expect(say('role.delete', null, { before: { name: 'Auditor' } })).toBe('Maria deleted the role Auditor');
    expect(say('subprocessor.add', { company: { name: 'Datadog' } })).toBe(
      'Maria added the subprocessor Datadog',
    );
    expect(say('subprocessor.remove', null, { before: { company: { name: 'شركة' } } })).toBe(
      'Maria removed the subprocessor شركة',
    );
    expect(say('team.invite', { email: 'sam@acme.example', role: 'Editor' })).toBe(
      'Maria invited sam@acme.example as Editor',
    );
    expect(say('team.join_sso', { email: 'kim@acme.example', role: 'Viewer' })).toBe(
      'kim@acme.example joined the team through single sign-on as Viewer',
    );
    expect(say('team.role', { role: 'Admin' })).toBe('Maria made a team member Admin');
    expect(say('trusted_by.update', [])).toBe('Maria changed the Trusted By companies');
  });

  it('belong to one kind each, by their prefix', () => {
    expect(auditKindOf('access.approve')).toBe('access');
    expect(auditKindOf('nda.accept')).toBe('access');
    expect(auditKindOf('settings.notice')).toBe('settings');
    expect(auditKindOf('item.update')).toBe('content');
    expect(auditKindOf('leak.lookup')).toBe('documents');
  });

  it('spell out what changed, field by field, leaving out what did not', () => {
    expect(auditChanges({ title: 'Old', hidden: false }, { title: 'New', hidden: false })).toEqual([
      { field: 'Title', before: 'Old', after: 'New' },
    ]);
    expect(auditChanges('before text', 'after text')).toEqual([
      { field: '', before: 'before text', after: 'after text' },
    ]);
    expect(auditChanges(null, { hidden: true })).toEqual([{ field: 'Hidden', before: '—', after: 'Yes' }]);
    expect(auditChanges(null, null)).toEqual([]);
    expect(
      auditChanges(
        { notice: { show: false, text: '' }, scripts: {} },
        { notice: { show: true, text: 'Новости' }, scripts: {} },
      ),
    ).toEqual([
      { field: 'Notice › Show', before: 'No', after: 'Yes' },
      { field: 'Notice › Text', before: '—', after: 'Новости' },
    ]);
  });
});

describe('audit changes, as staff read them', () => {
  const platform = '5b0f6c2e-8d7a-4c1e-9f3b-2a6d8e4c1b7a';
  const analytics = '9e4d2a1c-3b5f-4e6a-8c7d-1f2e3a4b5c6d';
  const names = new Map([
    [platform, 'Acme Platform'],
    [analytics, 'アクメ分析'],
  ]);
  const entry = {
    question: 'Do you support SSO?',
    answer: 'Yes.',
    comment: null,
    accessLevel: 'public',
    productIds: [platform],
    favorite: false,
  };

  it('label fields and values as the knowledge base page does, with names for ids', () => {
    expect(
      auditChanges(
        entry,
        {
          ...entry,
          accessLevel: 'internal',
          productIds: [platform, analytics],
          favorite: true,
          comment: '✅ checked',
        },
        names,
      ),
    ).toEqual([
      { field: 'Access', before: 'Public', after: 'Internal' },
      { field: 'Comment', before: '—', after: '✅ checked' },
      { field: 'Favourite', before: 'No', after: 'Yes' },
      { field: 'Products', before: 'Acme Platform', after: 'Acme Platform, アクメ分析' },
    ]);
  });

  it('leave out what did not change', () => {
    expect(auditChanges({ ...entry, productIds: [] }, { ...entry, productIds: [] }, names)).toEqual([]);
    expect(auditChanges(entry, { ...entry }, names)).toEqual([]);
  });

  it('count ids they have no name for rather than show them', () => {
    const other = '0f1e2d3c-4b5a-4968-8776-655443322110';
    expect(auditChanges({ productIds: [] }, { productIds: [other, analytics] })).toEqual([
      { field: 'Products', before: '—', after: '2 selected' },
    ]);
    expect(auditChanges({ productIds: [] }, { productIds: [other, analytics] }, names)).toEqual([
      { field: 'Products', before: '—', after: 'アクメ分析 and 1 more' },
    ]);
  });

  it('label codes in lists too, and leave out empty values', () => {
    expect(auditChanges({ type: ['policy', null, 'soc_report'] }, { type: 'soc_report' })).toEqual([
      { field: 'Type', before: 'Policy, SOC report', after: 'SOC report' },
    ]);
    expect(auditChanges({ type: [null] }, { type: 'dpa' })).toEqual([
      { field: 'Type', before: '—', after: 'Data processing agreement' },
    ]);
  });

  it('name nested records and split words of any field name', () => {
    expect(
      auditChanges(
        { company: { name: 'Datadog', domain: 'datadog.com' }, additionalDetails: '' },
        { company: { name: 'Datadog EU', domain: 'datadog.com' }, additionalDetails: 'مركز بيانات' },
      ),
    ).toEqual([
      { field: 'Additional details', before: '—', after: 'مركز بيانات' },
      { field: 'Company › Name', before: 'Datadog', after: 'Datadog EU' },
    ]);
  });

  it('tell edits from additions and removals', () => {
    expect(isEdit({ before: entry, after: entry })).toBe(true);
    expect(isEdit({ before: null, after: entry })).toBe(false);
    expect(isEdit({ before: entry, after: null })).toBe(false);
  });
});
