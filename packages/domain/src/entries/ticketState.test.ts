import { describe, expect, it } from 'vitest';
import { TICKET_SOURCES, TICKET_STATES, ticketState } from './ticketState.ts';

const expiresAt = new Date('2026-12-23T09:00:00.000Z');
const before = new Date('2026-12-23T08:59:59.999Z');

describe('ticket states', () => {
  it('lists the sources and states once', () => {
    expect(TICKET_SOURCES).toEqual(['PAYG', 'PAYG_PLUS', 'CHAMPIONSHIP']);
    expect(TICKET_STATES).toEqual(['VALID', 'USED', 'CANCELLED', 'EXPIRED']);
  });

  it('an unused ticket is valid until it expires, expired from the exact expiry on', () => {
    expect(ticketState({ isUsed: false, isCancelled: false, expiresAt }, before)).toBe('VALID');
    expect(ticketState({ isUsed: false, isCancelled: false, expiresAt }, expiresAt)).toBe('EXPIRED');
  });

  it('used wins over cancelled and expiry; cancelled wins over expiry', () => {
    expect(ticketState({ isUsed: true, isCancelled: true, expiresAt }, expiresAt)).toBe('USED');
    expect(ticketState({ isUsed: false, isCancelled: true, expiresAt }, expiresAt)).toBe('CANCELLED');
  });
});
