import { describe, expect, it } from 'vitest';
import { CARD_KINDS } from './cards.js';
import { itemFields } from './editor.js';
import { guidanceFor, ITEM_TEMPLATE_IDS } from './item-guidance.js';
import { ITEM_TYPE_VALUES } from './items.js';

describe('item guidance', () => {
  it("prefers the item type's guidance, then the card's", () => {
    expect(guidanceFor('reports', 'pen_test')?.template).toBe('penetration-test-summary');
    expect(guidanceFor('incident_response', null)?.template).toBe('incident-response-plan');
    expect(guidanceFor('incident_response', 'other')?.template).toBe('incident-response-plan');
    expect(guidanceFor('trusted_by', null)).toBeNull();
    // On the certifications card a SOC 2 item is a badge, not the report.
    expect(guidanceFor('certifications', 'soc_2_type_2')?.bestPractices[0]).toMatch(/^Name the auditor/);
    expect(guidanceFor('reports', 'soc_2_type_2')?.bestPractices[0]).toMatch(/^Keep the report restricted/);
    expect(guidanceFor('certifications', 'iso_27001')?.example).toMatch(/ISO\/IEC 27001/);
  });

  it('covers every card whose items have an explanation, and offers every template somewhere', () => {
    const offered = new Set<string>();
    for (const kind of CARD_KINDS) {
      for (const type of [null, ...ITEM_TYPE_VALUES]) {
        const guidance = guidanceFor(kind, type);
        if (guidance?.template) offered.add(guidance.template);
        if (guidance) {
          expect(guidance.bestPractices.length).toBeGreaterThan(0);
          expect(guidance.example.length).toBeGreaterThan(20);
        }
      }
      if (
        itemFields(kind).includes('explanation') &&
        !['certifications', 'reports', 'documents', 'questionnaires'].includes(kind)
      ) {
        expect(guidanceFor(kind, null), kind).not.toBeNull();
      }
    }
    expect([...offered].sort()).toEqual([...ITEM_TEMPLATE_IDS].sort());
  });
});
