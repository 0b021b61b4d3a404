import { describe, expect, it } from 'vitest';
import { withEllipses } from '../src/modules/search/snippet-ends.js';

const ANSWER =
  'Yes. We fail over to a second AWS region and test the failover twice a year; the plan is reviewed by the CISO.';

describe('withEllipses', () => {
  it('marks where the text goes on after, before, or on both sides of a snippet', () => {
    expect(withEllipses('Yes. We fail over to a second <mark>AWS</mark> region and', ANSWER)).toBe(
      'Yes. We fail over to a second <mark>AWS</mark> region and …',
    );
    expect(withEllipses('the plan is <mark>reviewed</mark> by the CISO.', ANSWER)).toBe(
      '… the plan is <mark>reviewed</mark> by the CISO.',
    );
    expect(withEllipses('test the <mark>failover</mark> twice', ANSWER)).toBe(
      '… test the <mark>failover</mark> twice …',
    );
  });

  it('leaves a whole text, and fragments reaching both ends, as they are', () => {
    expect(withEllipses('Да, <mark>шифруем</mark> всё.', 'Да, шифруем всё.')).toBe(
      'Да, <mark>шифруем</mark> всё.',
    );
    expect(withEllipses('Yes. We <mark>fail</mark> over … by the CISO.', ANSWER)).toBe(
      'Yes. We <mark>fail</mark> over … by the CISO.',
    );
    expect(withEllipses('', ANSWER)).toBe('');
    // A snippet that stops before the closing full stop still reaches the end, and gets it back.
    expect(withEllipses('the plan is <mark>reviewed</mark> by the CISO', ANSWER)).toBe(
      '… the plan is <mark>reviewed</mark> by the CISO.',
    );
    expect(withEllipses('数据<mark>加密</mark>了吗', '数据加密了吗？')).toBe('数据<mark>加密</mark>了吗？');
  });
});
