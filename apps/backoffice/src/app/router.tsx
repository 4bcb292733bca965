import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { LoadingState } from '@/components/ui/states/states';
import { paths } from '@/config/paths';
import { onSessionEnded } from '@/lib/api-client';
import { useMe } from '@/lib/shared-api/get-me';
import { AppShell, allowedSections } from './app-shell';
import { RouteErrorBoundary } from './route-error';

/** A page's module: its own chunk, loaded when first visited. */
const page = (load: () => Promise<{ Component: ComponentType }>) => lazy(() => load().then((m) => ({ default: m.Component })));

const Login = page(() => import('./routes/login'));
const Players = page(() => import('./routes/players'));
const Player = page(() => import('./routes/player'));
const Audit = page(() => import('./routes/audit'));
const Account = page(() => import('./routes/account'));
const Operators = page(() => import('./routes/operators'));
const NotFound = page(() => import('./routes/not-found'));

/** The start page: the first section the role allows. */
function Home() {
  const me = useMe();
  const location = useLocation();
  const first = allowedSections(me.data)[0]?.to ?? paths.account;
  return <Navigate to={{ pathname: first, search: location.search }} replace />;
}

/** A call that finds the session gone (401 NOT_LOGGED_IN) returns to the sign-in, which says the session ended. */
function SessionEndedRedirect() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onSessionEnded(() => {
        queryClient.clear();
        const from = encodeURIComponent(window.location.pathname + window.location.search);
        void navigate(`${paths.login}?ended=1&from=${from}`, { replace: true });
      }),
    [navigate, queryClient],
  );
  return null;
}

export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <SessionEndedRedirect />
      <Suspense fallback={<LoadingState rows={8} />}>
        <Routes>
          <Route path={paths.login} element={<Login />} />
          <Route element={<AppShell />}>
            <Route index element={<Home />} />
            <Route path={paths.players} element={<Players />} />
            <Route path="/players/:id" element={<Player />} />
            <Route path={paths.audit} element={<Audit />} />
            <Route path={paths.account} element={<Account />} />
            <Route path={paths.operators} element={<Operators />} />
            <Route path="*" element={<NotFound />} />
          </Route>
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
