import type { HistoryEntry } from '@champions/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/index.ts';
import { waitForPaidEntry } from './paidEntry.ts';

const entry = { id: 'ticket-1', activityName: 'Hatha jóga' } as HistoryEntry;
const notYet = () => new ApiError('Vstup k této platbě zatím není.', 404);

describe('waitForPaidEntry', () => {
  it('answers the entry at once when the payment has bought it', async () => {
    const sync = vi.fn(async () => undefined);
    const outcome = await waitForPaidEntry({ load: async () => entry, sync, sleep: async () => {} });
    expect(outcome).toEqual({ kind: 'entry', entry });
    expect(sync).not.toHaveBeenCalled();
  });

  it('while the payment is not applied yet, asks the provider again and waits, then answers the entry', async () => {
    const load = vi
      .fn<() => Promise<HistoryEntry>>()
      .mockRejectedValueOnce(notYet())
      .mockRejectedValueOnce(notYet())
      .mockResolvedValue(entry);
    // a sync that fails is no answer: the next load tells
    const sync = vi.fn().mockRejectedValueOnce(new ApiError('Chyba serveru', 500)).mockResolvedValue({});
    const sleep = vi.fn(async (_ms: number) => {});
    const outcome = await waitForPaidEntry({ load, sync, sleep });
    expect(outcome).toEqual({ kind: 'entry', entry });
    expect(sync).toHaveBeenCalledTimes(2);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([500, 1000]);
  });

  it('a payment whose slot filled meanwhile is "returned" at once', async () => {
    const load = vi.fn(async () => {
      throw new ApiError('Termín se mezitím zaplnil.', 400);
    });
    const sleep = vi.fn(async (_ms: number) => {});
    expect(await waitForPaidEntry({ load, sync: async () => ({}), sleep })).toEqual({
      kind: 'returned',
      reason: null,
    });
    expect(sleep).not.toHaveBeenCalled();
  });

  it('"returned" says why when the API does (the membership stopped covering it); an unknown reason is none', async () => {
    const answer = (reason: string) => async () => {
      throw new ApiError('…', 400, { code: 'ENTRY_MEMBERSHIP_LOST_REFUNDED', details: { reason } });
    };
    const steps = { sync: async () => ({}), sleep: async () => {} };
    expect(await waitForPaidEntry({ ...steps, load: answer('membership_lost') })).toEqual({
      kind: 'returned',
      reason: 'membership_lost',
    });
    expect(await waitForPaidEntry({ ...steps, load: answer('slot_filled') })).toEqual({
      kind: 'returned',
      reason: 'slot_filled',
    });
    expect(await waitForPaidEntry({ ...steps, load: answer('meteor') })).toEqual({
      kind: 'returned',
      reason: null,
    });
  });

  it('gives up after about half a minute with "pending", never with "missing"', async () => {
    const sleep = vi.fn(async (_ms: number) => {});
    const outcome = await waitForPaidEntry({
      load: async () => {
        throw notYet();
      },
      sync: async () => ({}),
      sleep,
    });
    expect(outcome).toEqual({ kind: 'pending' });
    const waited = sleep.mock.calls.reduce((sum, [ms]) => sum + ms, 0);
    expect(waited).toBeGreaterThanOrEqual(30_000);
  });
});
