import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render.tsx';

const SELLER = { name: 'Sportovní s.r.o.', ico: '27082440', address: 'Dlouhá 1, 110 00 Praha 1' };

describe('the seller in the footer and on the contact page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the company, its IČO and registered address as receipts do', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).startsWith('/api/public/seller')
          ? new Response(JSON.stringify(SELLER), {
              status: 200,
              headers: { 'content-type': 'application/json' },
            })
          : new Response('{}', { status: 404 }),
      ),
    );
    renderApp('/contact', { withAreas: false });
    expect(
      await screen.findByText('Provozovatel: Sportovní s.r.o., IČO 27082440, Dlouhá 1, 110 00 Praha 1'),
    ).toBeInTheDocument();
    expect(screen.getByText('27082440')).toBeInTheDocument();
    expect(screen.getByText('Dlouhá 1, 110 00 Praha 1')).toBeInTheDocument();
  });
});
