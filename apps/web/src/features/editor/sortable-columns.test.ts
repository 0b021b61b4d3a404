import { describe, expect, it } from 'vitest';
import { moveTo } from './sortable-columns';

describe('moving rows between columns', () => {
  const columns = { featured: ['a'], others: ['b', 'c'] };
  it('moves within and across columns, keeping the drop index in range', () => {
    expect(moveTo(columns, 'c', 'others', 0)).toEqual({ featured: ['a'], others: ['c', 'b'] });
    expect(moveTo(columns, 'b', 'featured', 99)).toEqual({ featured: ['a', 'b'], others: ['c'] });
    expect(moveTo(columns, 'a', 'others', -5)).toEqual({ featured: [], others: ['a', 'b', 'c'] });
  });
  it('leaves the columns alone for an unknown row', () => {
    expect(moveTo(columns, 'zzz', 'others', 0)).toBe(columns);
  });
});
