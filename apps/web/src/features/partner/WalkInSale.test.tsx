import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt, inOneHour } from '../../test/jwt.ts';
import { recordingFetch, renderWithQueries } from '../../test/query.tsx';
import { WalkInSale } from './WalkInSale.tsx';

vi.mock('../../shared/ui/qrImage.ts', () => ({ qrImage: () => 'data:image/png;base64,iVBORw0KGgo=' }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const VENUE = '5a0b5c4e-0000-4000-8000-0000000000a1';
const SLOT = '5a0b5c4e-0000-4000-8000-0000000000b1';
const OPTION = '5a0b5c4e-0000-4000-8000-0000000000c1';
const SALE = '5a0b5c4e-0000-4000-8000-0000000000d1';
const TOKEN = 'Abc123_-Abc123_-Abc123_-';
const PAY_URL = `https://champions.example/zaplatit/${TOKEN}`;
const soon = new Date(Date.now() + 60 * 60_000).toISOString();

describe('the walk-in sale at the desk', () => {
  it('labels slots with their day, shows the payment link as a QR code (no card form, no token label) and turns to Zaplaceno once paid', async () => {
    localStorage.setItem('champions.token.partner', fakeJwt({ id: 'org-1', exp: inOneHour() }));
    let statusAsked = 0;
    const api = recordingFetch((method, path) => {
      if (method === 'GET' && path === '/api/partner/org/reception/walk-in') {
        return {
          slots: [
            {
              slotId: SLOT,
              activityName: 'CrossFit WOD',
              startsAt: soon,
              endsAt: soon,
              freePlaces: 3,
              options: [{ optionId: OPTION, name: 'Jednorázový vstup', price: 29_000 }],
            },
          ],
        };
      }
      if (method === 'POST' && path === '/api/partner/org/reception/walk-in') {
        return {
          customer: { email: 'jana@example.cz', created: false },
          sale: {
            saleId: SALE,
            activityName: 'CrossFit WOD',
            slotStartsAt: soon,
            price: 29_000,
            payUrl: PAY_URL,
            expiresAt: soon,
          },
        };
      }
      if (path === `/api/partner/org/reception/walk-in/${SALE}`) {
        statusAsked += 1;
        return {
          saleId: SALE,
          state: statusAsked > 1 ? 'paid' : 'pending',
          expiresAt: soon,
          ticket:
            statusAsked > 1
              ? {
                  ticketId: SLOT,
                  email: 'jana@example.cz',
                  activityName: 'CrossFit WOD',
                  venueName: 'Holmes Place Karlín',
                  slotStartsAt: soon,
                  price: 29_000,
                  isUsed: false,
                }
              : null,
        };
      }
      return {};
    });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    const onAdmit = vi.fn();
    renderWithQueries(
      <MemoryRouter>
        <WalkInSale venueId={VENUE} onAdmit={onAdmit} />
      </MemoryRouter>,
    );
    const slot = await screen.findByLabelText('Termín');
    // the slot says its day ("6:00 · CrossFit WOD" left the desk guessing which day)
    expect(within(slot).getByRole('option').textContent).toMatch(
      /^(dnes|zítra) v \d{1,2}:\d{2} · CrossFit WOD \(3 volná místa\)$/,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Prodat a ukázat QR kód k platbě' }));
    expect(screen.getByText('Zadejte e-mail zákazníka.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail zákazníka'), 'jana@example.cz');
    await user.click(screen.getByRole('button', { name: 'Prodat a ukázat QR kód k platbě' }));

    const sale = await screen.findByTestId('walk-in-sale');
    expect(within(sale).getByRole('img', { name: 'QR kód s odkazem k platbě vstupu' })).toBeInTheDocument();
    expect(within(sale).getByLabelText('Odkaz k platbě')).toHaveValue(PAY_URL);
    expect(within(sale).getByText('Čeká na platbu')).toBeInTheDocument();
    // the desk never takes a card, and the token is no label of its own
    expect(screen.queryByLabelText('Číslo karty')).toBeNull();
    expect(sale.textContent).not.toContain(TOKEN);
    const sold = api.calls.find((call) => call.method === 'POST');
    expect(sold?.body).toEqual({
      venueId: VENUE,
      timeSlotId: SLOT,
      optionId: OPTION,
      email: 'jana@example.cz',
    });

    // the desk asks every few seconds: the customer paid on her phone
    await waitFor(() => expect(within(sale).getByText('Zaplaceno')).toBeInTheDocument(), { timeout: 12_000 });
    const ticket = screen.getByTestId('walk-in-ticket');
    expect(ticket).toHaveTextContent('jana@example.cz');
    await user.click(within(ticket).getByRole('button', { name: 'Načíst vstup' }));
    expect(onAdmit).toHaveBeenCalledWith(SALE);
  });
});
