import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/router';
import { paths } from './config/paths';
import { authToken } from './lib/auth-token';
import { createQueryClient } from './lib/query-client';
import { applyTheme } from './lib/theme';
import './styles/global.css';

// the operator's theme before the first render (the page has no inline script: the server's policy allows none)
applyTheme();
const queryClient = createQueryClient();

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>
);

const root = document.getElementById('root')!;
// /login came with the sign-in drawn (prerender.mjs): hydrated, unless this tab holds a session (the page then goes
// on to where the operator was) or the address is another page's now
if (root.hasAttribute('data-signed-out') && window.location.pathname === paths.login && !authToken.get()) hydrateRoot(root, app);
else createRoot(root).render(app);
