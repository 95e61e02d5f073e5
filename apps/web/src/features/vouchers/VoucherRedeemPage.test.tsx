import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries } from '../../test/query.tsx';
import { VoucherRedeem } from './VoucherRedeemPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const page = (path = '/darkovy-poukaz/uplatnit?kod=ACDE-FGHJ-KMNP-QRTU') =>
  renderWithQueries(
    <MemoryRouter initialEntries={[path]}>
      <VoucherRedeem />
    </MemoryRouter>,
  );

describe('VoucherRedeem on /darkovy-poukaz/uplatnit', () => {
  it('takes the code from the QR link and shows the credit it gave', async () => {
    const fetch = vi.fn(async () => Response.json({ amount: 50_000, credits: 62_000, plan: null }));
    vi.stubGlobal('fetch', fetch);
    page();
    expect(screen.getByLabelText(/Kód poukazu/)).toHaveValue('ACDE-FGHJ-KMNP-QRTU');
    await userEvent.click(screen.getByRole('button', { name: 'Uplatnit poukaz' }));
    expect(
      await screen.findByText(/Připsali jsme vám 500\sKč\. Váš kredit je teď 620\sKč\./),
    ).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/user/vouchers/redeem');
    expect(JSON.parse(init.body as string)).toEqual({ code: 'ACDE-FGHJ-KMNP-QRTU' });
  });

  it('shows the API’s Czech refusal of a used code', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          {
            statusCode: 409,
            code: 'VOUCHER_ALREADY_REDEEMED',
            error: 'Conflict',
            message: 'Tento poukaz už byl uplatněn.',
          },
          { status: 409 },
        ),
      ),
    );
    page();
    await userEvent.click(screen.getByRole('button', { name: 'Uplatnit poukaz' }));
    expect(await screen.findByText('Tento poukaz už byl uplatněn.')).toBeInTheDocument();
  });

  it('asks for a code when the field is empty, calling nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    page('/darkovy-poukaz/uplatnit');
    await userEvent.click(screen.getByRole('button', { name: 'Uplatnit poukaz' }));
    expect(await screen.findByText('Zadejte kód poukazu.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a plan voucher: says the plan started and links to the subscription', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          amount: 599_700,
          credits: 0,
          plan: {
            name: 'Championship – flexibilní, Praha',
            periods: 3,
            subscriptionId: '00000000-0000-4000-8000-000000000009',
          },
        }),
      ),
    );
    page();
    await userEvent.click(screen.getByRole('button', { name: 'Uplatnit poukaz' }));
    expect(
      await screen.findByText(
        'Předplatné začalo: Championship – flexibilní, Praha. Za 3 období nic neplatíte, další období se platí kartou.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zobrazit předplatné' })).toHaveAttribute(
      'href',
      '/user/subscription',
    );
    expect(screen.queryByText(/Připsali jsme vám/)).toBeNull();
  });
});
