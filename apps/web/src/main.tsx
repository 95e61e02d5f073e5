import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { createRouter } from './router.tsx';
import { configureApiClient } from './shared/api/index.ts';
import './shared/ui/styles.css';

const router = createRouter();

configureApiClient({
  navigate: (to) => void router.navigate(to, { replace: true }),
  currentPath: () => router.state.location.pathname,
});

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
