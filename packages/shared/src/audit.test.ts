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
