import { describe, expect, it } from 'vitest';
import { CARD_KINDS, cardAllowedActions, isExpandable, isGridCard } from './cards.js';

describe('card kinds', () => {
  it('allows the subprocessors card only to be hidden, and does not expand it', () => {
    expect(cardAllowedActions('subprocessors')).toEqual(['hide']);
    expect(isExpandable('subprocessors')).toBe(false);
  });

  it('gives trusted-by its four actions', () => {
    expect(cardAllowedActions('trusted_by').sort()).toEqual(['changeIcon', 'displayText', 'edit', 'hide']);
  });

  it('gives risk profile no placeholder and no custom items, certifications and grades no custom items', () => {
    expect(cardAllowedActions('risk_profile')).not.toContain('editPlaceholder');
    expect(cardAllowedActions('risk_profile')).not.toContain('customItems');
    expect(cardAllowedActions('certifications')).not.toContain('customItems');
    expect(cardAllowedActions('security_grades')).not.toContain('customItems');
    expect(cardAllowedActions('certifications')).toContain('changeIcon');
  });

  it('puts every kind without a row of its own into the grid', () => {
    expect(CARD_KINDS.filter((k) => !isGridCard(k)).sort()).toEqual([
      'certifications',
      'documents',
      'overview',
      'subprocessors',
      'trusted_by',
    ]);
  });
});
