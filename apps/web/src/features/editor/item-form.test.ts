import { describe, expect, it } from 'vitest';
import { changedFields, toFormValues, validationErrors } from './item-form';
import { portalItem } from './portal-item.fixture';

const item = portalItem();

describe('the item edit form', () => {
  it('sends only what changed, and only fields the kind has', () => {
    const before = toFormValues(item);
    expect(
      changedFields('reports', before, { ...before, auditor: ' Prescient ', maturity: 'managed' }),
    ).toEqual({ auditor: 'Prescient' });
    expect(changedFields('reports', before, { ...before, access: 'hidden' })).toEqual({ access: 'hidden' });
    expect(changedFields('reports', before, before)).toEqual({});
  });

  it("sends a control's answer and live evidence, cleared answers as null, and ignores evidence order", () => {
    const before = toFormValues({
      ...item,
      cardKind: 'infrastructure',
      choice: 'yes',
      integrations: ['hackerone'],
    });
    expect(changedFields('infrastructure', before, { ...before, choice: '' })).toEqual({ choice: null });
    expect(
      changedFields('infrastructure', before, { ...before, integrations: ['statuspage', 'hackerone'] }),
    ).toEqual({ integrations: ['statuspage', 'hackerone'] });
    expect(
      changedFields(
        'infrastructure',
        { ...before, integrations: ['statuspage', 'hackerone'] },
        {
          ...before,
          integrations: ['hackerone', 'statuspage'],
        },
      ),
    ).toEqual({});
    expect(changedFields('reports', before, { ...before, choice: 'no' })).toEqual({});
  });

  it('reads access levels from the item', () => {
    expect(toFormValues({ ...item, publicAccess: true }).access).toBe('public');
    expect(toFormValues({ ...item, hidden: true }).access).toBe('hidden');
  });

  it("checks changes with the shared schema's messages", () => {
    expect(validationErrors({ href: 'ftp//nope' })).toEqual({ href: 'Please enter a valid URL.' });
    expect(validationErrors({ expiry: '2026-02-31x' })).toEqual({ expiry: 'Invalid expiration date' });
    expect(validationErrors({ type: null })).toEqual({});
    expect(
      validationErrors({
        bridgeLetter: {
          letterEnabled: true,
          letterContent: ' ',
          signerName: 'A',
          signerTitle: '',
          letterType: 'SOC 2',
        },
      }),
    ).toEqual({
      'bridgeLetter.letterContent': 'Letter content is required',
      'bridgeLetter.signerTitle': 'Signer title is required',
    });
  });
});
