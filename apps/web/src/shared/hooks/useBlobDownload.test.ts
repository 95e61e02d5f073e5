import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt, inOneHour } from '../../test/jwt.ts';
import { ApiError } from '../api/index.ts';
import { useBlobDownload } from './useBlobDownload.ts';

/** What the page "saved": each clicked link's file name and address, and the revoked addresses. */
function watchSaves() {
  const saved: { filename: string; href: string; inDocument: boolean }[] = [];
  const revoked: string[] = [];
  let next = 0;
  URL.createObjectURL = vi.fn(() => `blob:test/${++next}`);
  URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
    saved.push({ filename: this.download, href: this.href, inDocument: this.isConnected });
  });
  return { saved, revoked };
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout'] }));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('useBlobDownload', () => {
  it('fetches the file with the token header, saves it under its name and frees the object URL later', async () => {
    const token = fakeJwt({ id: 'u1', exp: inOneHour() });
    localStorage.setItem('champions.token.user', token);
    const fetch = vi.fn(async () => new Response('BEGIN:VCALENDAR', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const { saved, revoked } = watchSaves();
    const { result } = renderHook(() => useBlobDownload());

    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.download({ url: '/api/user/entries/1/calendar', filename: 'vstup-1.ics' });
    });
    expect(result.current.pending).toBe(true);
    await act(() => done);

    expect(result.current.pending).toBe(false);
    expect(fetch).toHaveBeenCalledWith('/api/user/entries/1/calendar', {
      headers: { 'Accept-Language': 'cs', 'X-User-Token': `Bearer ${token}` },
      credentials: 'same-origin',
    });
    expect(saved).toEqual([{ filename: 'vstup-1.ics', href: 'blob:test/1', inDocument: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoked).toEqual([]);
    vi.runAllTimers();
    expect(revoked).toEqual(['blob:test/1']);
  });

  it('throws the API’s refusal as an ApiError and saves nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    const { saved } = watchSaves();
    const { result } = renderHook(() => useBlobDownload());

    let failure: unknown;
    await act(async () => {
      failure = await result.current
        .download({ url: '/api/user/payments/1/receipt.pdf', filename: 'doklad.pdf' })
        .catch((error: unknown) => error);
    });
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(404);
    expect(saved).toEqual([]);
    expect(result.current.pending).toBe(false);
  });
});
