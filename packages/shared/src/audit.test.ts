import { describe, expect, it } from 'vitest';
import { auditChanges, auditKindOf, auditSentence } from './audit.js';

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
      { field: 'title', before: 'Old', after: 'New' },
    ]);
    expect(auditChanges('before text', 'after text')).toEqual([
      { field: '', before: 'before text', after: 'after text' },
    ]);
    expect(auditChanges(null, { hidden: true })).toEqual([{ field: 'hidden', before: '—', after: 'true' }]);
    expect(auditChanges(null, null)).toEqual([]);
    expect(
      auditChanges(
        { notice: { show: false, text: '' }, scripts: {} },
        { notice: { show: true, text: 'Новости' }, scripts: {} },
      ),
    ).toEqual([
      { field: 'notice.show', before: 'false', after: 'true' },
      { field: 'notice.text', before: '—', after: 'Новости' },
    ]);
  });
});
