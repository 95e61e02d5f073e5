import type { SubscriptionDto } from '@champions/contract';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordingFetch, renderWithQueries } from '../../test/query.tsx';
import { PlanCard } from './SubscriptionPage.tsx';

const ownPlan: SubscriptionDto = {
  id: '5a0b5c4e-0000-4000-8000-000000000011',
  type: 'CHAMPIONSHIP_FLEXIBLE',
  currentState: 'ACTIVE',
  startDate: new Date(Date.now() - 90 * 86_400_000).toISOString(),
  currentPeriod: 3,
  numOfPeriods: 1,
  area: null,
  cancelAtPeriodEnd: false,
  cancelAtWholeEnd: false,
  switchTo: null,
  nextBillingDate: new Date(Date.now() + 10 * 86_400_000).toISOString(),
  subscribedPrice: 179_900,
  monthlyPrice: 179_900,
  pause: null,
  company: null,
};

beforeEach(() => {
  const api = recordingFetch(() => ({ config: {}, areas: [], activities: [] }));
  vi.stubGlobal('fetch', vi.fn(api.fetch));
});
afterEach(() => vi.unstubAllGlobals());

function renderCard(sub: SubscriptionDto) {
  renderWithQueries(
    <MemoryRouter>
      <PlanCard sub={sub} onOpen={() => {}} onUndoSwitch={() => {}} />
    </MemoryRouter>,
  );
}

describe('the plan card of a company-paid plan', () => {
  it('names the company that pays it', () => {
    renderCard({ ...ownPlan, subscribedPrice: 0, company: { name: 'Acme s.r.o.', suspended: false } });
    expect(screen.getByTestId('plan-company')).toHaveTextContent('Toto členství vám platí firma Acme s.r.o.');
    expect(screen.queryByTestId('plan-company-suspended')).not.toBeInTheDocument();
  });

  it('says the company plan is suspended for an unpaid invoice, and what that means', () => {
    renderCard({ ...ownPlan, subscribedPrice: 0, company: { name: 'Acme s.r.o.', suspended: true } });
    const notice = screen.getByTestId('plan-company-suspended');
    expect(notice).toHaveTextContent(
      'Firemní členství je pozastavené: firma Acme s.r.o. neuhradila fakturu po splatnosti.',
    );
    expect(notice).toHaveTextContent('Vstup si zatím můžete koupit v aplikaci.');
    expect(screen.queryByTestId('plan-company')).not.toBeInTheDocument();
  });

  it('hides switching, pausing and cancelling, and says who manages the plan', () => {
    renderCard({ ...ownPlan, subscribedPrice: 0, company: { name: 'Acme s.r.o.', suspended: false } });
    for (const name of ['Změnit plán', 'Pozastavit členství', 'Zrušit předplatné'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.getByTestId('plan-company-managed')).toHaveTextContent(
      'Plán spravuje firma Acme s.r.o.: změnit, pozastavit ani zrušit ho nemůžete.',
    );
  });

  it('shows no company notice on one’s own plan, and offers its changes', () => {
    renderCard(ownPlan);
    for (const name of ['Změnit plán', 'Pozastavit členství', 'Zrušit předplatné'])
      expect(screen.getByRole('button', { name })).toBeVisible();
    expect(screen.queryByTestId('plan-company-managed')).not.toBeInTheDocument();
    expect(screen.queryByTestId('plan-company')).not.toBeInTheDocument();
    expect(screen.queryByTestId('plan-company-suspended')).not.toBeInTheDocument();
  });
});

describe('the plan card of a yearly plan tells its contract', () => {
  const DAY = 86_400_000;
  const yearly = (daysAgo: number, numOfPeriods = 13): SubscriptionDto => ({
    ...ownPlan,
    type: 'CHAMPIONSHIP',
    startDate: new Date(Date.now() - daysAgo * DAY - 3_600_000).toISOString(),
    currentPeriod: Math.floor(daysAgo / 28),
    numOfPeriods,
  });
  const ends = (sub: SubscriptionDto) =>
    new Intl.DateTimeFormat('cs-CZ', { dateStyle: 'long', timeZone: 'Europe/Prague' }).format(
      new Date(new Date(sub.startDate).getTime() + sub.numOfPeriods * 28 * DAY),
    );

  it('on day 0: the end of the commitment, period 1 of 13, and no "Prodloužit o rok" yet', () => {
    const sub = yearly(0);
    renderCard(sub);
    expect(screen.getByTestId('plan-commitment')).toHaveTextContent(`Závazek do ${ends(sub)}`);
    expect(screen.getByTestId('plan-commitment-periods')).toHaveTextContent(
      'Probíhá 1. z 13 období po 28 dnech; zbývá ještě 12 období.',
    );
    expect(screen.queryByRole('button', { name: 'Prodloužit o rok' })).not.toBeInTheDocument();
    expect(screen.getByTestId('plan-extend-from')).toHaveTextContent('Prodloužit o rok půjde od');
  });

  it('with the promo code: 14 periods, and the card agrees with them', () => {
    renderCard(yearly(30, 14));
    expect(screen.getByTestId('plan-commitment-periods')).toHaveTextContent(
      'Probíhá 2. z 14 období po 28 dnech; zbývá ještě 12 období.',
    );
  });

  it('in the last 2 periods it offers "Prodloužit o rok"', () => {
    renderCard(yearly(12 * 28 + 5));
    expect(screen.getByTestId('plan-commitment-periods')).toHaveTextContent(
      'Probíhá poslední, 13. z 13 období po 28 dnech.',
    );
    expect(screen.getByRole('button', { name: 'Prodloužit o rok' })).toBeVisible();
    expect(screen.queryByTestId('plan-extend-from')).not.toBeInTheDocument();
  });

  it('a flexible plan has no commitment lines', () => {
    renderCard(ownPlan);
    expect(screen.queryByTestId('plan-commitment')).not.toBeInTheDocument();
  });
});

describe('the company name at the end of a sentence', () => {
  it('keeps the one dot of "s.r.o."', () => {
    renderCard({ ...ownPlan, subscribedPrice: 0, company: { name: 'Acme s.r.o.', suspended: false } });
    expect(screen.getByTestId('plan-company').textContent).toBe('Toto členství vám platí firma Acme s.r.o.');
  });
});
