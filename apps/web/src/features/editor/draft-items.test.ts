import { describe, expect, it } from 'vitest';
import type { PortalCard } from '@trust/shared';
import { cardWithSameTitle, draftBody, draftErrors, newDraft } from './draft-items';

describe('custom items drafted in edit mode', () => {
  it('need a title of 2 to 100 characters, and a type where the card shows one', () => {
    expect(draftErrors('data_security', { ...newDraft(), title: 'x' })).toEqual({
      title: 'Must be at least 2 characters',
    });
    expect(draftErrors('policies', { ...newDraft(), title: 'Retention' })).toEqual({
      type: 'Select an item type to save this item',
    });
    expect(draftErrors('policies', { ...newDraft(), title: 'Retention', type: 'policy' })).toEqual({});
  });

  it('need a document on the documents card', () => {
    const draft = { ...newDraft(), title: 'DPA', type: 'dpa' };
    expect(draftErrors('documents', draft)).toEqual({ files: 'Please upload a file to save this item.' });
    expect(
      draftErrors('documents', { ...draft, files: { link: [{ id: 'f1', name: 'DPA.pdf' }], unlink: [] } }),
    ).toEqual({});
  });

  it('send only what was filled in', () => {
    expect(draftBody({ ...newDraft(), title: 'Bug bounty', explanation: '  ', access: 'public' })).toEqual({
      title: 'Bug bounty',
      type: undefined,
      explanation: undefined,
      access: 'public',
    });
  });

  it('find another card with the same title, whatever the case', () => {
    const cards = [
      { id: 'a', title: 'Data Security', items: [{ title: 'Encryption at Rest' }] },
      { id: 'b', title: 'Infrastructure', items: [{ title: 'Backups' }] },
    ] as unknown as PortalCard[];
    expect(cardWithSameTitle(cards, 'b', ' encryption AT rest ')?.title).toBe('Data Security');
    expect(cardWithSameTitle(cards, 'a', 'Encryption at Rest')).toBeUndefined();
    expect(cardWithSameTitle(cards, 'b', '')).toBeUndefined();
  });
});
