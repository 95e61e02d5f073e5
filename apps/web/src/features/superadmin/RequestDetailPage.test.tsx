import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt, inOneHour } from '../../test/jwt.ts';
import { renderWithQueries } from '../../test/query.tsx';
import { RequestDetailPage } from './RequestDetailPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const REQUEST_ID = '5a0b5c4e-0000-4000-8000-0000000000c1';
const SUPERADMIN = {
  id: '5a0b5c4e-0000-4000-8000-0000000000a1',
  name: 'Správce Champions',
  email: 'admin@champions.cz',
};
const detail = {
  request: {
    id: REQUEST_ID,
    kind: 'contact',
    status: 'new',
    name: 'Radka Tazatelová',
    email: 'radka@example.cz',
    phone: null,
    company: null,
    preview: 'Jak převedu předplatné?',
    message: 'Jak převedu předplatné?',
    assignee: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
  },
  messages: [] as unknown[],
  assignees: [SUPERADMIN],
};

function renderPage() {
  localStorage.setItem('champions.token.superadmin', fakeJwt({ id: SUPERADMIN.id, exp: inOneHour() }));
  const posts: { path: string; body: Record<string, string> }[] = [];
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = new URL(input, 'http://x').pathname;
    if (method === 'POST') {
      const body = JSON.parse(String(init?.body));
      posts.push({ path, body });
      const reply = {
        id: '5a0b5c4e-0000-4000-8000-0000000000d1',
        kind: 'reply',
        author: { id: SUPERADMIN.id, name: SUPERADMIN.name },
        subject: body.subject,
        body: body.body,
        createdAt: '2026-11-20T11:00:00.000Z',
      };
      detail.messages = [reply];
      return Response.json(reply, { status: 201 });
    }
    return Response.json(detail);
  });
  vi.stubGlobal('fetch', fetch);
  renderWithQueries(
    <MemoryRouter initialEntries={[`/superadmin/request/${REQUEST_ID}`]}>
      <Routes>
        <Route path="/superadmin/request/:id" element={<RequestDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return posts;
}

describe('the back office’s request page', () => {
  it('refuses an empty reply in Czech, then sends one reply with one key even for a double click', async () => {
    const posts = renderPage();
    const ui = userEvent.setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kontakt: Radka Tazatelová' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Zatím žádná poznámka ani odpověď.')).toBeInTheDocument();

    await ui.click(screen.getByRole('button', { name: 'Odeslat odpověď' }));
    expect(await screen.findByText('Napište text odpovědi.')).toBeInTheDocument();
    expect(posts).toEqual([]);

    await ui.type(screen.getByLabelText('Text odpovědi'), 'Předplatné převést nelze.');
    await ui.dblClick(screen.getByRole('button', { name: 'Odeslat odpověď' }));
    expect(await screen.findByText('Odpověď odeslána na radka@example.cz.')).toBeInTheDocument();
    expect(posts.length).toBeGreaterThanOrEqual(1);
    expect(new Set(posts.map((p) => p.body.key)).size).toBe(1);
    expect(posts[0]).toMatchObject({
      path: `/api/superadmin/requests/${REQUEST_ID}/replies`,
      body: { subject: 'Odpověď na vaši zprávu', body: 'Předplatné převést nelze.' },
    });
    expect(await screen.findByText('Předplatné převést nelze.', { selector: 'p' })).toBeInTheDocument();
  });
});
