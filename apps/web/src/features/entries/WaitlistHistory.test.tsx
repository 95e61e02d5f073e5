import type { WaitlistItem } from '@champions/contract';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../shared/i18n/language.ts';
import { recordingFetch, renderWithQueries } from '../../test/query.tsx';
import { WaitlistHistory } from './WaitlistHistory.tsx';

afterEach(() => {
  setLanguage('cs');
  vi.unstubAllGlobals();
});

const failed = (id: string, failReason: WaitlistItem['failReason']): WaitlistItem => ({
  id,
  timeSlotId: '6f1d3a52-8a4b-4c2e-9d5f-0e1a2b3c4d5e',
  optionId: '7a2e4b63-9b5c-4d3f-8e6a-1f2b3c4d5e6f',
  activityId: '8b3f5c74-ac6d-4e4a-9f7b-2a3c4d5e6f70',
  activityName: `Jóga ${id.slice(0, 1)}`,
  venueName: 'Jóga Karlín',
  slotStartsAt: '2026-11-27T17:00:00.000Z',
  state: 'failed',
  position: null,
  failReason,
  ticketId: null,
  createdAt: '2026-11-26T10:00:00.000Z',
});

const items = [
  failed('1c406f41-b03d-4a7e-8d8a-3faf5c4d4d41', 'no_money'),
  failed('2c406f41-b03d-4a7e-8d8a-3faf5c4d4d42', 'card_failed'),
  failed('3c406f41-b03d-4a7e-8d8a-3faf5c4d4d43', 'unavailable'),
  failed('4c406f41-b03d-4a7e-8d8a-3faf5c4d4d44', 'unknown'),
];

async function statuses() {
  vi.stubGlobal('fetch', recordingFetch(() => ({ items })).fetch);
  renderWithQueries(
    <MemoryRouter>
      <WaitlistHistory />
    </MemoryRouter>,
  );
  await screen.findAllByTestId('waitlist-entry');
  return screen
    .getAllByTestId('waitlist-entry')
    .map((row) => row.querySelector('.entry__status')?.textContent);
}

describe('the history’s waitlist places', () => {
  it('words why a place was not given from the code, in Czech', async () => {
    expect(await statuses()).toEqual([
      'Místo se nepodařilo zaplatit: nestačil kredit a nemáte uloženou platební kartu.',
      'Místo se nepodařilo zaplatit: platba uloženou kartou neprošla.',
      'Místo se nepodařilo zaplatit: tato varianta aktivity už není v nabídce.',
      'Místo se nepodařilo zaplatit.',
    ]);
  });

  it('and in English for an English page, never the Czech sentence', async () => {
    setLanguage('en');
    expect(await statuses()).toEqual([
      'The place could not be paid for: your credit was not enough and you have no saved payment card.',
      'The place could not be paid for: the payment with your saved card did not go through.',
      'The place could not be paid for: this variant of the activity is no longer offered.',
      'The place could not be paid for.',
    ]);
  });
});
