import { DEFAULT_SECTION_ORDER, type Section, type SectionValue } from '../sections.js';

/** A page row: one section, or overview and certifications side by side. */
export type SectionRow = readonly Section[];

const sectionsOf = (value: SectionValue): Section[] =>
  value === 'overview_and_certifications' ? ['overview', 'certifications'] : [value];

/**
 * Cleans a stored section order: drops duplicates (a section already placed, including through the
 * combined value), and appends any section the stored order lacks in its default place at the end,
 * so a section added to the product later still shows.
 */
export function normaliseSectionOrder(order: readonly SectionValue[] | null | undefined): SectionValue[] {
  const placed = new Set<Section>();
  const result: SectionValue[] = [];
  const take = (value: SectionValue) => {
    const parts = sectionsOf(value);
    if (parts.some((p) => placed.has(p))) return;
    parts.forEach((p) => placed.add(p));
    result.push(value);
  };
  (order ?? DEFAULT_SECTION_ORDER).forEach(take);
  DEFAULT_SECTION_ORDER.forEach(take);
  return result;
}

/** The rows the page renders, in order. */
export function sectionRows(order: readonly SectionValue[] | null | undefined): SectionRow[] {
  return normaliseSectionOrder(order).map(sectionsOf);
}
