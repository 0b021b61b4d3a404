import { describe, expect, it, vi } from 'vitest';
import { createTypeAhead } from './type-ahead';

function keyTarget() {
  const target = new EventTarget();
  const press = (key: string, init: Partial<KeyboardEventInit> = {}) => {
    const event = Object.assign(new Event('keydown', { cancelable: true }), {
      key,
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      isComposing: false,
      ...init,
    });
    target.dispatchEvent(event);
    return event.defaultPrevented;
  };
  return { target: target as unknown as Window, press };
}

describe('type-ahead', () => {
  it('keeps characters and Backspace typed after start, in any script, until taken', () => {
    const { target, press } = keyTarget();
    const typeAhead = createTypeAhead(target);
    expect(press('x')).toBe(false);
    typeAhead.start();
    for (const key of ['e', 'n', 'x', 'Backspace', 'c', 'р', '加', '🔐']) expect(press(key)).toBe(true);
    expect(typeAhead.take()).toBe('encр加🔐');
    // Taking stops keeping: the input has the focus now.
    expect(press('y')).toBe(false);
    expect(typeAhead.take()).toBe('');
  });

  it('leaves shortcuts, navigation keys and input-method composition alone', () => {
    const { target, press } = keyTarget();
    const typeAhead = createTypeAhead(target);
    typeAhead.start();
    expect(press('k', { ctrlKey: true })).toBe(false);
    expect(press('Escape')).toBe(false);
    expect(press('ArrowDown')).toBe(false);
    expect(press('a', { isComposing: true })).toBe(false);
    typeAhead.stop();
    expect(press('z')).toBe(false);
    expect(typeAhead.take()).toBe('');
  });

  it('stops keeping after a few seconds, if the dialog never takes the keys', () => {
    vi.useFakeTimers();
    try {
      const { target, press } = keyTarget();
      const typeAhead = createTypeAhead(target);
      typeAhead.start();
      expect(press('a')).toBe(true);
      vi.advanceTimersByTime(3000);
      expect(press('b')).toBe(false);
      expect(typeAhead.take()).toBe('a');
    } finally {
      vi.useRealTimers();
    }
  });
});
