import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { areaRoutes } from '../areaRoutes.ts';
import { featureRoutes, rootRoutes } from '../router.tsx';

/** Every route at once (the browser adds the areas' on first visit, see router.test.tsx). */
const allRoutes = rootRoutes([...featureRoutes, ...areaRoutes]);

/** Renders the whole app at `path` with a memory router; returns the router to read its location. */
export function renderApp(path: string) {
  const router = createMemoryRouter(allRoutes, { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, location };
}
