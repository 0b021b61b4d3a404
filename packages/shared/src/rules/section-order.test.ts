import { describe, expect, it } from 'vitest';
import { DEFAULT_SECTION_ORDER } from '../sections.js';
import { normaliseSectionOrder, sectionRows } from './section-order.js';

describe('section order', () => {
  it('uses the default order when none is stored', () => {
    expect(normaliseSectionOrder(null)).toEqual(DEFAULT_SECTION_ORDER);
    expect(sectionRows(undefined)[0]).toEqual(['overview']);
  });

  it('keeps a stored order and appends sections it lacks in default order', () => {
    expect(normaliseSectionOrder(['help', 'documents'])).toEqual([
      'help',
      'documents',
      'overview',
      'certifications',
      'trusted_by',
      'subprocessors',
      'cards',
      'knowledge_base',
      'trust_center_updates',
    ]);
  });

  it('renders the combined value as one row of overview and certifications', () => {
    const rows = sectionRows(['overview_and_certifications', 'documents']);
    expect(rows[0]).toEqual(['overview', 'certifications']);
    expect(rows.flat().filter((s) => s === 'overview')).toHaveLength(1);
  });

  it('drops duplicates, including a section already placed by the combined value', () => {
    expect(
      normaliseSectionOrder(['overview_and_certifications', 'overview', 'documents', 'documents']).slice(
        0,
        2,
      ),
    ).toEqual(['overview_and_certifications', 'documents']);
    expect(normaliseSectionOrder(['overview', 'overview_and_certifications'])).not.toContain(
      'overview_and_certifications',
    );
  });

  it('places every section exactly once', () => {
    const sections = sectionRows(['cards', 'overview_and_certifications', 'help']).flat();
    expect(new Set(sections).size).toBe(sections.length);
    expect(sections).toHaveLength(9);
  });
});
