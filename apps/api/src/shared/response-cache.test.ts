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
});
