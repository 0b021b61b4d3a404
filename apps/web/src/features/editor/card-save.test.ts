import { describe, expect, it } from 'vitest';
import type { PortalCard, PortalItem } from '@trust/shared';
import { cardEditErrors } from './card-save';
import { newDraft } from './draft-items';
import { toFormValues } from './item-form';
import { portalItem } from './portal-item.fixture';

const item = (over: Partial<PortalItem>) =>
  portalItem({ itemUid: 'i1', cardKind: 'documents', title: 'DPA', type: 'dpa', ...over });
const doc = {
  fileId: 'f1',
  locked: false,
  originalName: 'DPA.pdf',
  contentType: 'application/pdf',
  itemUid: 'i1',
  viewOnly: false,
};

describe('checking a card save before sending it', () => {
  it('keeps a document on every documents-card item, counting pending links and unlinks', () => {
    const card = { kind: 'documents', items: [item({ documents: [doc] })] } as unknown as PortalCard;
    const valueOf = () => toFormValues(card.items[0]!);
    const edits = { changes: [], drafts: [] };
    expect(cardEditErrors(card, valueOf, { ...edits, files: {} })).toEqual({});
    expect(cardEditErrors(card, valueOf, { ...edits, files: { i1: { link: [], unlink: ['f1'] } } })).toEqual({
      i1: { files: 'Please upload a file to save this item.' },
    });
    expect(
      cardEditErrors(card, valueOf, {
        ...edits,
        files: { i1: { link: [{ id: 'f2', name: 'New.pdf' }], unlink: ['f1'] } },
      }),
    ).toEqual({});
  });

  it("uses the shared schema's words for changed fields, and checks new items", () => {
    const card = {
      kind: 'data_security',
      items: [item({ cardKind: 'data_security', type: null })],
    } as unknown as PortalCard;
    const valueOf = () => toFormValues(card.items[0]!);
    const draft = { ...newDraft(), title: 'x' };
    const found = cardEditErrors(card, valueOf, {
      changes: [{ item: card.items[0]!, body: { href: 'not a link' } }],
      files: {},
      drafts: [draft],
    });
    expect(found).toEqual({
      i1: { href: 'Please enter a valid URL.' },
      [draft.key]: { title: 'Must be at least 2 characters' },
    });
  });
});
