import type { ScheduleWidgetResponse } from '@champions/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt, inOneHour } from '../../test/jwt.ts';
import { recordingFetch, renderWithQueries } from '../../test/query.tsx';
import { ScheduleWidgetPage } from './ScheduleWidgetPage.tsx';
import { embedCode, parseFilter, widgetUrl } from './scheduleWidgetCode.ts';

const VENUE = '11111111-1111-4111-8111-111111111111';
const ACTIVITY = '22222222-2222-4222-8222-222222222222';

const widget = (over: Partial<ScheduleWidgetResponse> = {}): ScheduleWidgetResponse => ({
  publicId: 'AbCdEfGhIjKlMnOp',
  publicUrl: 'https://champions.cz',
  approved: true,
  venues: [{ id: VENUE, name: 'Studio Pohyb' }],
  activities: [{ id: ACTIVITY, name: 'Jóga & protažení', venueId: VENUE }],
  ...over,
});

beforeEach(() =>
  localStorage.setItem('champions.token.admin', fakeJwt({ id: 'partner-1', exp: inOneHour() })),
);
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const renderPage = (answer: ScheduleWidgetResponse) => {
  const api = recordingFetch(() => answer);
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  renderWithQueries(
    <MemoryRouter>
      <ScheduleWidgetPage />
    </MemoryRouter>,
  );
  return api;
};

describe('the embed code', () => {
  it('frames the schedule with its filter and sizes it only from our origin', () => {
    expect(widgetUrl('https://champions.cz/', 'abc', { kind: 'all' })).toBe(
      'https://champions.cz/embed/schedule/abc',
    );
    expect(widgetUrl('https://champions.cz', 'abc', { kind: 'venue', id: VENUE })).toBe(
      `https://champions.cz/embed/schedule/abc?venue=${VENUE}`,
    );
    expect(widgetUrl('https://champions.cz', 'abc', { kind: 'all' }, 'en')).toBe(
      'https://champions.cz/embed/schedule/abc?lang=en',
    );
    const code = embedCode('https://champions.cz', 'abc', { kind: 'activity', id: ACTIVITY }, 'Rozvrh "A"');
    expect(code).toContain(`<iframe src="https://champions.cz/embed/schedule/abc?activity=${ACTIVITY}"`);
    expect(code).toContain('title="Rozvrh &quot;A&quot;"');
    expect(code).toContain('e.origin!=="https://champions.cz"');
    expect(code).toContain('champions-schedule-height');
    expect(parseFilter(`venue:${VENUE}`)).toEqual({ kind: 'venue', id: VENUE });
    expect(parseFilter('nonsense')).toEqual({ kind: 'all' });
  });
});

describe('the page "Rozvrh na váš web"', () => {
  it('gives the code of all venues, then of one activity, with a preview of the same address', async () => {
    const api = renderPage(widget());
    expect(screen.getByRole('heading', { level: 1, name: 'Rozvrh na váš web' })).toBeInTheDocument();
    const code = await screen.findByLabelText('Kód pro váš web');
    expect((code as HTMLTextAreaElement).value).toContain(
      'src="https://champions.cz/embed/schedule/AbCdEfGhIjKlMnOp"',
    );
    expect(screen.getByTitle('Rozvrh – Champions')).toHaveAttribute(
      'src',
      'https://champions.cz/embed/schedule/AbCdEfGhIjKlMnOp',
    );
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Co ukázat'), `activity:${ACTIVITY}`);
    expect((code as HTMLTextAreaElement).value).toContain(`?activity=${ACTIVITY}`);
    expect(screen.getByRole('link', { name: 'Otevřít rozvrh v novém okně' })).toHaveAttribute(
      'href',
      `https://champions.cz/embed/schedule/AbCdEfGhIjKlMnOp?activity=${ACTIVITY}`,
    );
    // a site in English gets the schedule in English
    await user.selectOptions(screen.getByLabelText('Jazyk rozvrhu (podle jazyka vašeho webu)'), 'en');
    expect((code as HTMLTextAreaElement).value).toContain(`?activity=${ACTIVITY}&amp;lang=en`);
    expect(screen.getByTitle('Rozvrh – Champions')).toHaveAttribute(
      'src',
      `https://champions.cz/embed/schedule/AbCdEfGhIjKlMnOp?activity=${ACTIVITY}&lang=en`,
    );
    await user.click(screen.getByRole('button', { name: 'Kopírovat kód' }));
    expect(await screen.findByText('Kód je ve schránce.')).toBeInTheDocument();
    expect(screen.queryByText(/dokud váš účet neschválíme/)).not.toBeInTheDocument();
    expect(api.calls.map((c) => c.path)).toEqual(['/api/admin/schedule-widget']);
  });

  it('warns a partner not approved yet that the schedule stays empty', async () => {
    renderPage(widget({ approved: false }));
    expect(await screen.findByText(/dokud váš účet neschválíme/)).toBeInTheDocument();
  });

  it('leads a partner without venues to add one', async () => {
    renderPage(widget({ venues: [], activities: [] }));
    expect(await screen.findByRole('link', { name: 'Přidat sportoviště' })).toHaveAttribute(
      'href',
      '/admin/venues/create',
    );
    expect(screen.queryByLabelText('Kód pro váš web')).not.toBeInTheDocument();
  });
});
