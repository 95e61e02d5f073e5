import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ApiNavigation } from './app/ApiNavigation.tsx';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes } from './router.tsx';
import './shared/ui/styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <ApiNavigation />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
