import { describe, expect, it, vi } from 'vitest';
import { afterAnswer, answered, runAnswering } from './after-answer.ts';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('afterAnswer', () => {
  it('keeps what a request leaves for after its answer until the answer is sent', async () => {
    const request = {};
    const ran: string[] = [];
    await runAnswering(request, async () => {
      afterAnswer(() => ran.push('mail'));
      await nextTurn();
    });
    await nextTurn();
    expect(ran).toEqual([]);
    answered(request);
    expect(ran).toEqual([]);
    await nextTurn();
    expect(ran).toEqual(['mail']);
  });

  it('does not keep a step a request leaves after its answer (a reaction still running)', async () => {
    const request = {};
    const ran: string[] = [];
    let go: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      go = resolve;
    });
    let reaction: Promise<void> = Promise.resolve();
    await runAnswering(request, async () => {
      reaction = gate.then(() => afterAnswer(() => ran.push('late')));
    });
    answered(request);
    await nextTurn();
    go();
    await reaction;
    await nextTurn();
    expect(ran).toEqual(['late']);
  });

  it('runs a step at once (the next turn) outside a request, and after an answer', async () => {
    const ran: string[] = [];
    afterAnswer(() => ran.push('job'));
    await nextTurn();
    expect(ran).toEqual(['job']);
  });

  it('runs the steps of a request that never answers after a few seconds', async () => {
    vi.useFakeTimers();
    try {
      const ran: string[] = [];
      await runAnswering({}, async () => afterAnswer(() => ran.push('aborted')));
      vi.advanceTimersByTime(4_000);
      expect(ran).toEqual([]);
      vi.advanceTimersByTime(1_500);
      expect(ran).toEqual(['aborted']);
    } finally {
      vi.useRealTimers();
    }
  });
});
