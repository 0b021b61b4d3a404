import { describe, expect, it } from 'vitest';
import { ContentEvents } from '../src/platform/content-events.js';
import { SearchResultCache } from '../src/modules/search/result-cache.js';
import type { SearchScope } from '../src/modules/search/search-scope.js';

const scopeOf = (orgId: string) => ({ orgId }) as SearchScope;

describe('SearchResultCache', () => {
  it('lets questions asked together share one computation, and answers a repeat from memory', async () => {
    const cache = new SearchResultCache(new ContentEvents());
    const scope = scopeOf('org-a');
    let computed = 0;
    const compute = async () => {
      computed++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { value: ['SOC 2'], cacheable: true };
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => cache.get(scope, 'search', 'SOC 2', compute)),
    );
    expect(answers.every((a) => a === answers[0])).toBe(true);
    expect(await cache.get(scope, 'search', ' soc   2 ', compute)).toBe(answers[0]);
    expect(computed).toBe(1);
  });

  it('keeps scopes, kinds and organisations apart, and forgets an organisation when its content changes', async () => {
    const events = new ContentEvents();
    const cache = new SearchResultCache(events);
    const [a, b, other] = [scopeOf('org-a'), scopeOf('org-a'), scopeOf('org-b')];
    let computed = 0;
    const compute = async () => ({ value: ++computed, cacheable: true });
    expect(await cache.get(a, 'search', 'mfa', compute)).toBe(1);
    expect(await cache.get(b, 'search', 'mfa', compute)).toBe(2);
    expect(await cache.get(a, 'answer', 'mfa', compute)).toBe(3);
    expect(await cache.get(other, 'search', 'mfa', compute)).toBe(4);
    events.emit('org-a');
    expect(await cache.get(a, 'search', 'mfa', compute)).toBe(5);
    expect(await cache.get(other, 'search', 'mfa', compute)).toBe(4);
    events.emitAll();
    expect(await cache.get(other, 'search', 'mfa', compute)).toBe(6);
  });

  it('forgets a failed or uncacheable computation, so the next asker tries again', async () => {
    const cache = new SearchResultCache(new ContentEvents());
    const scope = scopeOf('org-a');
    await expect(
      cache.get(scope, 'answer', 'rto', () => Promise.reject(new Error('model down'))),
    ).rejects.toThrow('model down');
    expect(
      await cache.get(scope, 'answer', 'rto', async () => ({ value: 'fallback', cacheable: false })),
    ).toBe('fallback');
    expect(await cache.get(scope, 'answer', 'rto', async () => ({ value: 'model', cacheable: true }))).toBe(
      'model',
    );
    expect(await cache.get(scope, 'answer', 'rto', async () => ({ value: 'again', cacheable: true }))).toBe(
      'model',
    );
  });
});
