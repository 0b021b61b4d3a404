import { describe, expect, it } from 'vitest';
import { contrastRatio, textColorOn } from './contrast.js';

describe('brand colour contrast', () => {
  it('measures WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 1);
    expect(contrastRatio('#1c7ed6', '#ffffff')).toBeCloseTo(4.2, 1);
  });

  it('picks a text colour reaching 4.5:1 on every brand colour', () => {
    for (let value = 0; value < 0xffffff; value += 0x0f0f0f) {
      const background = `#${value.toString(16).padStart(6, '0')}`;
      expect(textColorOn(background).ratio, background).toBeGreaterThanOrEqual(4.5);
    }
    expect(textColorOn('#ffe066').color).toBe('#000000');
    expect(textColorOn('#1a1b1e').color).toBe('#ffffff');
  });
});
