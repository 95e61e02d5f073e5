import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../constants.ts';
import { renewalRetryAt } from './index.ts';

const due = new Date('2026-01-05T10:00:00Z');

describe('failed renewal retries (our decision)', () => {
  it('retries 1, 3 and 7 days after the period was due', () => {
    expect(renewalRetryAt(due, 1)?.getTime()).toBe(due.getTime() + DAY_MS);
    expect(renewalRetryAt(due, 2)?.getTime()).toBe(due.getTime() + 3 * DAY_MS);
    expect(renewalRetryAt(due, 3)?.getTime()).toBe(due.getTime() + 7 * DAY_MS);
  });

  it('after the fourth failure there is no retry: the subscription ends', () => {
    expect(renewalRetryAt(due, 4)).toBeNull();
    expect(renewalRetryAt(due, 0)).toBeNull();
  });
});
