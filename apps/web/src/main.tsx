import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { createRouter } from './app/router';
import { getPermissionQueryOptions } from './features/brand/api/get-permission';
import { getSystemStatusQueryOptions } from './features/brand/api/get-system-status';
import { initI18n, initialLanguage } from './lib/i18n';
import { consumeLandingToken } from './lib/landing-token';
import { createQueryClient } from './lib/query-client';
import './styles/global.css';

consumeLandingToken();
const queryClient = createQueryClient();
// the boot calls, the text pack and the first screen's chunk all load at once
void queryClient.prefetchQuery(getSystemStatusQueryOptions());
void queryClient.prefetchQuery(getPermissionQueryOptions());
const router = createRouter();

void initI18n(initialLanguage()).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  ),
);
