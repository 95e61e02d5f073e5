import { describe, expect, it } from 'vitest';
import { HOUR_MS } from '../constants.ts';
import {
  admittedForNow,
  CARD_CODE,
  canCancelEntry,
  cardCodeRemainingMs,
  cardPayload,
  cardStepVerdict,
  cardTimeStep,
  doorVerdict,
  entryCancelDeadline,
  entryCancellationRefund,
  isSlotOnNow,
  parseCardPayload,
  ticketAdmission,
} from './index.ts';

const start = new Date('2026-11-25T17:00:00Z');
const end = new Date('2026-11-25T18:00:00Z');
const ticket = {
  isUsed: false,
  isCancelled: false,
  expiresAt: new Date('2026-12-20T00:00:00Z'),
  slot: { startsAt: start, endsAt: end },
};

describe('a trainer’s attendance (our decision: from 24 h before the slot to its end)', () => {
  it('admits from exactly 24 hours before the start until just before the end', () => {
    expect(ticketAdmission(ticket, start.getTime() - 24 * HOUR_MS)).toEqual({ admissible: true });
    expect(ticketAdmission(ticket, end.getTime() - 1)).toEqual({ admissible: true });
  });
  it('refuses earlier as the wrong time and after the end as expired', () => {
    expect(ticketAdmission(ticket, start.getTime() - 24 * HOUR_MS - 1)).toEqual({
      admissible: false,
      reason: 'wrong_time',
    });
    expect(ticketAdmission(ticket, end)).toEqual({ admissible: false, reason: 'expired' });
  });
  it('refuses a used ticket first, then a cancelled one, then an expired one', () => {
    expect(ticketAdmission({ ...ticket, isUsed: true, isCancelled: true }, start)).toMatchObject({
      reason: 'already_used',
    });
    expect(ticketAdmission({ ...ticket, isCancelled: true }, start)).toMatchObject({ reason: 'cancelled' });
    expect(ticketAdmission({ ...ticket, expiresAt: start }, start)).toMatchObject({ reason: 'expired' });
  });
  it('an open entry without a slot admits any time until it expires (SPEC 9: 30 days)', () => {
    const open = { ...ticket, slot: null };
    expect(ticketAdmission(open, new Date('2026-11-01T00:00:00Z'))).toEqual({ admissible: true });
    expect(ticketAdmission(open, open.expiresAt)).toMatchObject({ reason: 'expired' });
  });
});

describe('the door (our decision: the slot on now admits, another time only when the reception confirms)', () => {
  const MINUTE = 60_000;
  it('a slot is on now from 30 minutes before its start until just before its end', () => {
    expect(isSlotOnNow(ticket.slot, start.getTime() - 30 * MINUTE)).toBe(true);
    expect(isSlotOnNow(ticket.slot, start.getTime() - 30 * MINUTE - 1)).toBe(false);
    expect(isSlotOnNow(ticket.slot, end.getTime() - 1)).toBe(true);
    expect(isSlotOnNow(ticket.slot, end)).toBe(false);
  });
  it('admits the ticket of the slot on now and an open entry; asks to confirm another day or time', () => {
    expect(doorVerdict(ticket, start.getTime() - 30 * MINUTE)).toEqual({ kind: 'admit' });
    expect(doorVerdict({ ...ticket, slot: null }, start)).toEqual({ kind: 'admit' });
    expect(doorVerdict(ticket, start.getTime() - 31 * MINUTE)).toEqual({ kind: 'confirm' });
    expect(doorVerdict(ticket, start.getTime() - 3 * 24 * HOUR_MS)).toEqual({ kind: 'confirm' });
  });
  it('refuses a used, cancelled or expired ticket and one whose slot is over, confirmed or not', () => {
    expect(doorVerdict({ ...ticket, isUsed: true }, start)).toEqual({
      kind: 'refuse',
      reason: 'already_used',
    });
    expect(doorVerdict({ ...ticket, isCancelled: true }, start)).toEqual({
      kind: 'refuse',
      reason: 'cancelled',
    });
    expect(doorVerdict({ ...ticket, expiresAt: start }, start)).toEqual({
      kind: 'refuse',
      reason: 'expired',
    });
    expect(doorVerdict(ticket, end)).toEqual({ kind: 'refuse', reason: 'expired' });
  });
  it('a used ticket of the slot on now, or one scanned within 30 minutes, already let its holder in', () => {
    const used = { isUsed: true, usedAt: start, slot: ticket.slot };
    expect(admittedForNow(used, start.getTime() + MINUTE)).toBe(true);
    expect(admittedForNow(used, end)).toBe(false);
    // confirmed two hours early: a repeat within 30 minutes is still the same visit
    const early = { ...used, usedAt: start.getTime() - 2 * HOUR_MS };
    expect(admittedForNow({ ...early, usedAt: new Date(early.usedAt) }, early.usedAt + 29 * MINUTE)).toBe(
      true,
    );
    expect(admittedForNow({ ...early, usedAt: new Date(early.usedAt) }, early.usedAt + 30 * MINUTE)).toBe(
      false,
    );
    expect(admittedForNow({ ...used, isUsed: false, usedAt: null }, start)).toBe(false);
    const open = { ...used, slot: null };
    expect(admittedForNow(open, start.getTime() + 30 * MINUTE - 1)).toBe(true);
    expect(admittedForNow(open, start.getTime() + 30 * MINUTE)).toBe(false);
  });
});

describe('cancelling an entry (our decision: until 2 hours before the slot, full refund as credits)', () => {
  const cancellable = { isUsed: false, isCancelled: false, expiresAt: ticket.expiresAt, slotStartsAt: start };
  it('the deadline is 2 hours before the start, inclusive', () => {
    expect(entryCancelDeadline(start)?.getTime()).toBe(start.getTime() - 2 * HOUR_MS);
    expect(canCancelEntry(cancellable, start.getTime() - 2 * HOUR_MS)).toBe(true);
    expect(canCancelEntry(cancellable, start.getTime() - 2 * HOUR_MS + 1)).toBe(false);
  });
  it('a used, cancelled or expired ticket cannot be cancelled', () => {
    const early = start.getTime() - 48 * HOUR_MS;
    expect(canCancelEntry({ ...cancellable, isUsed: true }, early)).toBe(false);
    expect(canCancelEntry({ ...cancellable, isCancelled: true }, early)).toBe(false);
    expect(canCancelEntry({ ...cancellable, expiresAt: early }, early)).toBe(false);
  });
  it('an open entry can be cancelled until it expires', () => {
    expect(entryCancelDeadline(null)).toBeNull();
    expect(canCancelEntry({ ...cancellable, slotStartsAt: null }, end)).toBe(true);
  });
  it('returns the whole price paid as credits', () => {
    expect(entryCancellationRefund(25_000)).toBe(25_000);
    expect(entryCancellationRefund(0)).toBe(0);
    expect(() => entryCancellationRefund(-1)).toThrow(RangeError);
  });
});

describe('the rotating card code (our decision: 30 s steps, 8 digits)', () => {
  const userId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
  it('steps are 30 seconds long', () => {
    expect(cardTimeStep(0)).toBe(0);
    expect(cardTimeStep(29_999)).toBe(0);
    expect(cardTimeStep(30_000)).toBe(1);
    expect(cardCodeRemainingMs(31_000)).toBe(29_000);
  });
  it('accepts the current step, two past ones and one ahead; older ones are expired', () => {
    expect(cardStepVerdict(100, 100)).toBe('valid');
    expect(cardStepVerdict(98, 100)).toBe('valid');
    expect(cardStepVerdict(101, 100)).toBe('valid');
    expect(cardStepVerdict(97, 100)).toBe('expired');
    expect(cardStepVerdict(100 - CARD_CODE.RECOGNISE_EXPIRED_STEPS, 100)).toBe('expired');
    expect(cardStepVerdict(99 - CARD_CODE.RECOGNISE_EXPIRED_STEPS, 100)).toBe('invalid');
    expect(cardStepVerdict(102, 100)).toBe('invalid');
  });
  it('round-trips the QR text and reads typed digits', () => {
    expect(parseCardPayload(cardPayload(userId, '12345678'))).toEqual({ userId, code: '12345678' });
    expect(parseCardPayload(' 1234 5678 ')).toEqual({ userId: null, code: '12345678' });
    expect(parseCardPayload('CH1.not-a-uuid.12345678')).toBeNull();
    expect(parseCardPayload('1234567')).toBeNull();
  });
});
