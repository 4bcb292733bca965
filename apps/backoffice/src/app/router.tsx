import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { LoadingState } from '@/components/ui/states/states';
import { paths } from '@/config/paths';
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
const Dashboard = page(() => import('./routes/dashboard'));
const Reports = page(() => import('./routes/reports'));
const Withdrawals = page(() => import('./routes/withdrawals'));
const Deposits = page(() => import('./routes/deposits'));
const Risk = page(() => import('./routes/risk'));
const LotteryRisk = page(() => import('./routes/lottery-risk'));
const Promotions = page(() => import('./routes/promotions'));
const Content = page(() => import('./routes/content'));
const Messages = page(() => import('./routes/messages'));
const Loyalty = page(() => import('./routes/loyalty'));
const Catalogue = page(() => import('./routes/catalogue'));
const Settings = page(() => import('./routes/settings'));
const Agents = page(() => import('./routes/agents'));
const NotFound = page(() => import('./routes/not-found'));

/** The start page: the first section the role allows. */
function Home() {
  const me = useMe();
  const location = useLocation();
  const first = allowedSections(me.data)[0]?.to ?? paths.account;
  return <Navigate to={{ pathname: first, search: location.search }} replace />;
}

export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<LoadingState rows={8} />}>
        <Routes>
          <Route path={paths.login} element={<Login />} />
          <Route element={<AppShell />}>
            <Route index element={<Home />} />
            <Route path={paths.players} element={<Players />} />
            <Route path="/players/:id" element={<Player />} />
            <Route path={paths.dashboard} element={<Dashboard />} />
            <Route path={paths.reports} element={<Reports />} />
            <Route path={paths.withdrawals} element={<Withdrawals />} />
            <Route path={paths.deposits} element={<Deposits />} />
            <Route path={paths.risk} element={<Risk />} />
            <Route path={paths.lotteryRisk} element={<LotteryRisk />} />
            <Route path={paths.promotions} element={<Promotions />} />
            <Route path={paths.content} element={<Content />} />
            <Route path={paths.messages} element={<Messages />} />
            <Route path={paths.loyalty} element={<Loyalty />} />
            <Route path={paths.catalogue} element={<Catalogue />} />
            <Route path={paths.settings} element={<Settings />} />
            <Route path={paths.agents} element={<Agents />} />
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
