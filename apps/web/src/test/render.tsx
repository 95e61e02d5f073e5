import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type Location, MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router';
import { ApiNavigation } from '../app/ApiNavigation.tsx';
import { areaRoutes } from '../areaRoutes.ts';
import { AppRoutes } from '../router.tsx';

/** Renders the whole app at `path` with a memory router and every route (the areas' too). */
export function renderApp(path: string, { withAreas = true }: { withAreas?: boolean } = {}) {
  const current: Probe = { location: null, navigate: null };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe into={current} />
        <ApiNavigation />
        <AppRoutes {...(withAreas ? { withAreas: areaRoutes } : {})} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const location = () => `${current.location?.pathname ?? ''}${current.location?.search ?? ''}`;
  /** Moves to another address as a link would. */
  const navigate = async (to: string) => {
    await current.navigate?.(to);
  };
  return { ...view, location, navigate };
}

interface Probe {
  location: Location | null;
  navigate: NavigateFunction | null;
}

function LocationProbe({ into }: { into: Probe }) {
  into.location = useLocation();
  into.navigate = useNavigate();
  return null;
}
