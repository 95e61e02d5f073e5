import { describe, expect, it } from 'vitest';
import { encodeAnswer } from './encoded-answer.ts';
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

  it('remembers a sent answer for its URL only while the answer lives, and forgets it on clear()', () => {
    const cache = createResponseCache(10);
    const fresh = encodeAnswer({ a: 1 });
    cache.rememberSent('/api/public/', fresh, {
      'cache-control': 'public',
      skipped: undefined,
      vary: ['a', 'b'],
    });
    expect(cache.sentFor('/api/public/')?.answer).toBe(fresh);
    // Node's raw list: name, value, ...; a header of several values once for each
    expect(cache.sentFor('/api/public/')?.headers).toEqual([
      'cache-control',
      'public',
      'vary',
      'a',
      'vary',
      'b',
    ]);
    expect(cache.sentFor('/api/public/?x=1')).toBeUndefined();
    const expired = { ...encodeAnswer({ a: 2 }), builtAt: performance.now() - 11_000 };
    cache.rememberSent('/api/public/venues', expired, {});
    expect(cache.sentFor('/api/public/venues')).toBeUndefined();
    cache.clear();
    expect(cache.sentFor('/api/public/')).toBeUndefined();
  });
});
