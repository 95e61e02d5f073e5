import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordingFetch, renderWithQueries } from '../../test/query.tsx';
import { CompanyInvitationPage } from './CompanyInvitationPage.tsx';

const TOKEN = 'pozvanka-0123456789';
const offer = {
  company: 'Acme s.r.o.',
  plan: 'Championship – Brno',
  area: 'Brno',
  price: 169_900,
  companyShare: 100_000,
  employeeShare: 69_900,
  credits: 44_000,
};

function renderPage(answer: Omit<typeof offer, 'area'> & { area: string | null }) {
  const api = recordingFetch(() => answer);
  // the acceptance is recorded and refused, so the page stays for the next try
  const fetch = async (input: string, init?: RequestInit) => {
    const response = await api.fetch(input, init);
    if (init?.method !== 'POST') return response;
    return new Response(JSON.stringify({ message: 'Už máte aktivní předplatné.' }), {
      status: 409,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  vi.stubGlobal('fetch', vi.fn(fetch));
  renderWithQueries(
    <MemoryRouter initialEntries={[`/user/company-invitation?token=${TOKEN}`]}>
      <CompanyInvitationPage />
    </MemoryRouter>,
  );
  return api;
}
afterEach(() => vi.unstubAllGlobals());
const accepted = (api: ReturnType<typeof recordingFetch>) =>
  api.calls.filter((c) => c.method === 'POST' && c.path === '/api/user/company-seats/accept');
const norm = (text: string | null) => text?.replace(/\s+/g, ' ');

describe('the company invitation page', () => {
  it('names the company (one dot after "s.r.o."), the plan, the location and the split per 28 days', async () => {
    renderPage(offer);
    const card = await screen.findByTestId('invitation-offer');
    expect(norm(card.querySelector('p')!.textContent)).toBe(
      'Firma Acme s.r.o. vám nabízí Championship – Brno.',
    );
    expect(card).toHaveTextContent('Lokalita');
    expect(card).toHaveTextContent('Brno');
    expect(norm(screen.getByTestId('invitation-split').textContent)).toBe(
      'Firma platí 1 000 Kč, vy 699 Kč za 28 dní.',
    );
  });

  it('spends no credit unless the employee ticks the box (off by default)', async () => {
    const api = renderPage(offer);
    const consent = await screen.findByRole('checkbox', { name: /Použít na svůj podíl můj kredit/ });
    expect(consent).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Přijmout pozvánku' }));
    expect(accepted(api).at(-1)?.body).toEqual({ token: TOKEN, useCredits: false });
    await userEvent.click(consent);
    await userEvent.click(screen.getByRole('button', { name: 'Přijmout pozvánku' }));
    expect(accepted(api).at(-1)?.body).toEqual({ token: TOKEN, useCredits: true });
  });

  it('a seat the company pays whole says so and asks nothing about credit', async () => {
    renderPage({
      ...offer,
      area: null,
      plan: 'Championship – všechny lokality',
      companyShare: 179_900,
      employeeShare: 0,
      price: 179_900,
    });
    expect(norm((await screen.findByTestId('invitation-split')).textContent)).toBe(
      'Celou cenu 1 799 Kč za 28 dní platí firma, vy nic neplatíte.',
    );
    expect(screen.getByTestId('invitation-offer')).toHaveTextContent('Všechny lokality');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
