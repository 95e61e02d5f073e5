import { describe, expect, it } from 'vitest';
import { createResponseCache } from './response-cache.ts';

describe('response cache', () => {
  it('loads a key once while it lives', async () => {
    const cache = createResponseCache(10);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('b', load)).toBe(2);
    cache.clear();
    expect(await cache.get('a', load)).toBe(3);
  });

  it('is off with a lifetime of 0 seconds', async () => {
    const cache = createResponseCache(0);
    let loads = 0;
    await cache.get('a', async () => ++loads);
    await cache.get('a', async () => ++loads);
    expect(loads).toBe(2);
  });

  it('holds at most its bytes: distinct keys push the least recently used out, never past the bound', async () => {
    const maxBytes = 64 * 1024;
    const cache = createResponseCache(60, maxBytes);
    const body = { text: 'x'.repeat(1000) };
    const first = await cache.answer('first', async () => body);
    for (let i = 0; i < 1000; i++) {
      await cache.answer(`random-${i}`, async () => body);
      cache.peekAnswer('first');
      expect(cache.bytes()).toBeLessThanOrEqual(maxBytes);
    }
    // the one read all along stayed; the early distinct ones left
    expect(cache.peekAnswer('first')).toBe(first);
    expect(cache.peekAnswer('random-0')).toBeUndefined();
    expect(cache.peekAnswer('random-999')).toBeDefined();
  });

  it('serves but does not keep an answer larger than the whole cache', async () => {
    const cache = createResponseCache(60, 1024);
    const answer = await cache.answer('big', async () => ({ text: 'x'.repeat(2000) }));
    expect(answer.json.length).toBeGreaterThan(2000);
    expect(cache.peekAnswer('big')).toBeUndefined();
    expect(cache.bytes()).toBe(0);
  });
});
