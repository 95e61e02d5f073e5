import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './RouteErrorPage.tsx';

function Broken({ fail }: { fail: boolean }) {
  if (fail) throw new Error('page failed');
  return <h1>Stránka</h1>;
}

describe('RouteErrorBoundary', () => {
  it('shows the Czech error page in place of a failing page, and tries again at a new address', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = (key: string, fail: boolean) => (
      <MemoryRouter>
        <RouteErrorBoundary resetKey={key}>
          <Broken fail={fail} />
        </RouteErrorBoundary>
      </MemoryRouter>
    );
    const view = render(page('/a', true));
    expect(screen.getByRole('heading', { level: 1, name: 'Něco se pokazilo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Načíst znovu' })).toBeInTheDocument();
    view.rerender(page('/a', false));
    expect(screen.queryByText('Stránka')).toBeNull();
    view.rerender(page('/b', false));
    expect(screen.getByRole('heading', { level: 1, name: 'Stránka' })).toBeInTheDocument();
  });
});
