import { describe, expect, it } from 'vitest';
import { sortCardItems, sortCards } from './ordering.js';
import type { EnabledState } from '../items.js';

const item = (title: string, enabledState: EnabledState = 'enabled', type: string | null = null) => ({
  itemUid: title,
  title,
  enabledState,
  type,
});
const titles = (items: { title: string }[]) => items.map((i) => i.title);

describe('sortCardItems', () => {
  it('puts enabled items before not-enabled ones, then orders by title', () => {
    const sorted = sortCardItems('data_security', [
      item('Zeta'),
      item('Alpha', 'not_enabled'),
      item('Beta'),
      item('Gamma', 'work_in_progress'),
    ]);
    expect(titles(sorted)).toEqual(['Beta', 'Gamma', 'Zeta', 'Alpha']);
  });

  it('follows the custom order before titles; items the order does not name come after', () => {
    const sorted = sortCardItems('data_security', [item('A'), item('B'), item('C'), item('D')], ['C', 'A']);
    expect(titles(sorted)).toEqual(['C', 'A', 'B', 'D']);
  });

  it('keeps enabled-first above the custom order', () => {
    const sorted = sortCardItems('data_security', [item('A', 'not_enabled'), item('B')], ['A', 'B']);
    expect(titles(sorted)).toEqual(['B', 'A']);
  });

  it.each([
    ['application_security', 'responsible_disclosure'],
    ['infrastructure', 'status_monitoring'],
    ['legal', 'subprocessors'],
    ['security_grades', 'security_scorecard'],
  ] as const)('lifts the special item of %s above others with the same rank', (kind, type) => {
    const sorted = sortCardItems(kind, [item('Alpha'), item('Special', 'enabled', type), item('Beta')]);
    expect(titles(sorted)).toEqual(['Special', 'Alpha', 'Beta']);
  });

  it('does not lift a special type on another card kind', () => {
    const sorted = sortCardItems('data_security', [
      item('Alpha'),
      item('Special', 'enabled', 'responsible_disclosure'),
    ]);
    expect(titles(sorted)).toEqual(['Alpha', 'Special']);
  });

  it('orders certifications enabled, then in progress, then not enabled', () => {
    const sorted = sortCardItems('certifications', [
      item('A-wip', 'work_in_progress'),
      item('B-off', 'not_enabled'),
      item('C-on'),
      item('D-wip', 'work_in_progress'),
    ]);
    expect(titles(sorted)).toEqual(['C-on', 'A-wip', 'D-wip', 'B-off']);
  });

  it('compares titles naturally and without case', () => {
    expect(
      titles(sortCardItems('policies', [item('policy 10'), item('Policy 2'), item('policy 1')])),
    ).toEqual(['policy 1', 'Policy 2', 'policy 10']);
  });
});

describe('sortCards', () => {
  const card = (
    kind: Parameters<typeof sortCards>[0][number]['kind'],
    title: string,
    position: number | null = null,
  ) => ({ kind, title, position });

  it('orders by category weight, heaviest first; unweighted kinds after, documents last', () => {
    const sorted = sortCards([
      card('policies', 'Policies'),
      card('documents', 'Documents'),
      card('customer_data', 'Customer Data'),
      card('reports', 'Reports'),
      card('certifications', 'Certifications'),
      card('legal', 'Legal'),
    ]);
    expect(sorted.map((c) => c.kind)).toEqual([
      'reports',
      'certifications',
      'legal',
      'policies',
      'customer_data',
      'documents',
    ]);
  });

  it('orders cards of equal weight by title', () => {
    expect(
      sortCards([card('customer_data', 'Zebra'), card('asset_management', 'Assets')]).map((c) => c.title),
    ).toEqual(['Assets', 'Zebra']);
  });

  it('puts saved positions first, in their order', () => {
    const sorted = sortCards([
      card('reports', 'Reports'),
      card('policies', 'Policies', 0),
      card('legal', 'Legal', 1),
    ]);
    expect(sorted.map((c) => c.kind)).toEqual(['policies', 'legal', 'reports']);
  });
});
