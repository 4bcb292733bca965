import type { OperatorPermission } from '@app/contract/operators';
import { Suspense, useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button/button';
import { ErrorState, LoadingState, Notice } from '@/components/ui/states/states';
import { ThemeToggle } from '@/components/ui/theme-toggle/theme-toggle';
import { paths } from '@/config/paths';
import { useLogout } from '@/features/auth/api/logout';
import { authToken, type SessionEnd, useAuthToken } from '@/lib/auth-token';
import { can, type Me, useMe } from '@/lib/shared-api/get-me';
import { t, type TextKey } from '@/lib/texts';
import { RouteErrorBoundary } from './route-error';
import styles from './app-shell.module.css';

/** The sections, each shown only to a role that grants its permission (null: every operator). */
export const sections: readonly { to: string; label: TextKey; permission: OperatorPermission | null }[] = [
  { to: paths.dashboard, label: 'nav_dashboard', permission: 'dashboard.read' },
  { to: paths.reports, label: 'nav_reports', permission: 'dashboard.read' },
  { to: paths.players, label: 'nav_players', permission: 'players.read' },
  { to: paths.withdrawals, label: 'nav_withdrawals', permission: 'players.read' },
  { to: paths.deposits, label: 'nav_deposits', permission: 'players.read' },
  { to: paths.risk, label: 'nav_risk', permission: 'players.read' },
  { to: paths.lotteryRisk, label: 'nav_lottery_risk', permission: 'dashboard.read' },
  { to: paths.promotions, label: 'nav_promotions', permission: 'marketing.write' },
  { to: paths.content, label: 'nav_content', permission: 'marketing.write' },
  { to: paths.messages, label: 'nav_messages', permission: 'marketing.write' },
  { to: paths.loyalty, label: 'nav_loyalty', permission: 'marketing.write' },
  { to: paths.agents, label: 'nav_agents', permission: 'agents.write' },
  { to: paths.catalogue, label: 'nav_catalogue', permission: 'settings.write' },
  { to: paths.settings, label: 'nav_settings', permission: 'settings.write' },
  { to: paths.audit, label: 'nav_audit', permission: 'audit.read' },
  { to: paths.operators, label: 'nav_operators', permission: 'operators.manage' },
  { to: paths.account, label: 'nav_account', permission: null },
];

export const allowedSections = (me: Me | undefined) => sections.filter((s) => s.permission === null || can(me, s.permission));

/** The brand filter every list reads (?brandId=): the switcher sets it, and moving between sections keeps it. */
function BrandSwitcher({ me }: { me: Me }) {
  const [params, setParams] = useSearchParams();
  if (me.brands.length < 2) return null;
  return (
    <label className={styles.brand}>
      <span>{t('brand_switcher')}</span>
      <select
        value={params.get('brandId') ?? ''}
        onChange={(e) =>
          setParams((current) => {
            const next = new URLSearchParams(current);
            if (e.target.value) next.set('brandId', e.target.value);
            else next.delete('brandId');
            next.delete('page');
            return next;
          })
        }
      >
        <option value="">{t('all_brands')}</option>
        {me.brands.map((b) => (
          <option key={b.id} value={b.id}>
            {b.name}
          </option>
        ))}
      </select>
    </label>
  );
}

function Nav({ me, open, onNavigate }: { me: Me; open: boolean; onNavigate: () => void }) {
  const [params] = useSearchParams();
  const brandId = params.get('brandId');
  return (
    <nav id="main-nav" className={[styles.nav, open ? styles.open : ''].join(' ')} aria-label={t('main_nav')}>
      <ul>
        {allowedSections(me).map((s) => (
          <li key={s.to}>
            <NavLink to={{ pathname: s.to, search: brandId ? `?brandId=${encodeURIComponent(brandId)}` : '' }} onClick={onNavigate}>
              {t(s.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Header({ me, menuOpen, onMenu }: { me: Me; menuOpen: boolean; onMenu: () => void }) {
  const logout = useLogout();
  return (
    <header className={styles.header}>
      <a href="#main" className={styles.skip}>
        {t('skip_to_content')}
      </a>
      <Button size="sm" variant="ghost" className={styles.menu} aria-expanded={menuOpen} aria-controls="main-nav" onClick={onMenu}>
        {t('menu')}
      </Button>
      <span className={styles.appName}>{t('app_name')}</span>
      <BrandSwitcher me={me} />
      <span className={styles.who}>{t('signed_in_as', { username: me.username, role: me.role })}</span>
      <ThemeToggle />
      <Button size="sm" disabled={logout.isPending} onClick={() => logout.mutate()}>
        {t('sign_out')}
      </Button>
    </header>
  );
}

/** Where a page without a session goes: the sign-in, saying why the session is gone, and back here after it. */
const loginPath = (endedBy: SessionEnd | null, here: string) =>
  endedBy === 'signedOut' ? `${paths.login}?signedOut=1` : `${paths.login}?${endedBy === 'ended' ? 'ended=1&' : ''}from=${encodeURIComponent(here)}`;

/** The frame of every signed-in page: header, the sections the role allows, and the page. */
export function AppShell() {
  const token = useAuthToken();
  const location = useLocation();
  const me = useMe();
  const [menuOpen, setMenuOpen] = useState(false);
  if (!token) return <Navigate to={loginPath(authToken.endedBy(), location.pathname + location.search)} replace />;
  if (me.isPending) return <LoadingState rows={8} />;
  if (me.isError) return <ErrorState error={me.error} onRetry={() => void me.refetch()} />;
  const left = (location.state as { recoveryCodesLeft?: number } | null)?.recoveryCodesLeft;
  return (
    <div className={styles.shell}>
      <Header me={me.data} menuOpen={menuOpen} onMenu={() => setMenuOpen((o) => !o)} />
      <div className={styles.body}>
        <Nav me={me.data} open={menuOpen} onNavigate={() => setMenuOpen(false)} />
        <main id="main" className={styles.main} tabIndex={-1}>
          {left !== undefined && left <= 3 && <Notice tone="warning">{t('recovery_left_warning', { count: left })}</Notice>}
          <RouteErrorBoundary key={location.pathname}>
            <Suspense fallback={<LoadingState />}>
              <Outlet context={me.data} />
            </Suspense>
          </RouteErrorBoundary>
        </main>
      </div>
    </div>
  );
}
