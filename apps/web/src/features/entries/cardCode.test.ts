import { describe, expect, it } from 'vitest';
import { currentCardCode } from './cardCode.ts';

const card = {
  userId: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  secret: '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff',
  digits: 8,
};

describe('the card code computed on the phone', () => {
  it('equals the API’s code for the same secret and 30 s step (vector from apps/api card-code.ts)', () => {
    const step = 1_966_666;
    const result = currentCardCode(card, step * 30_000 + 5_000);
    expect(result.code).toBe('29897517');
    expect(result.payload).toBe(`CH1.${card.userId}.29897517`);
    expect(result.remainingMs).toBe(25_000);
  });

  it('changes with the next step and stays within a step', () => {
    const step = 1_966_666;
    expect(currentCardCode(card, step * 30_000).code).toBe(
      currentCardCode(card, step * 30_000 + 29_999).code,
    );
    expect(currentCardCode(card, (step + 1) * 30_000).code).not.toBe('29897517');
  });
});
