import { BANNER_GROUP_BY_PATH } from '@app/contract/constants';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation, useNavigate, useNavigationType } from 'react-router';
import { AppShell, type MenuMode } from '@/components/layouts/app-shell';
import { Deferred } from '@/components/ui/deferred/deferred';
import { Icon } from '@/components/ui/icon';
import { lazyModal } from '@/components/ui/modal/lazy-modal';
import { Toaster } from '@/components/ui/toast/toaster';
import { useBrand, useSiteConfig } from '@/config/brand';
import { AGENT_CENTER_MODAL, HELP_MODAL, LOGIN_MODAL, MEMBER_CENTER_MODAL, NOTICE_MODAL, PLACEHOLDER_MODAL, RG_BLOCKED_MODAL, RG_PANIC_MODAL } from '@/config/modal-names';
import { modals } from '@/components/ui/modal/modal-store';
import { showWarning } from '@/components/ui/modal/warning';
import { guardFreePaths } from '@/config/paths';
import { NARROW_SCREEN, useMediaQuery } from '@/lib/use-media-query';
import { AuthRoot } from '@/features/auth/components/auth-root';
import { HeaderAccount } from '@/features/auth/components/header-account';
import { useFreeDemo } from '@/features/auth/hooks/use-free-demo';
import { useAuth } from '@/features/auth/stores/auth-store';
import { isTrial } from '@/features/auth/utils/roles';
import { ChatLauncher } from '@/features/chat/components/chat-launcher';
import { chatWindow, useChatWindow } from '@/features/chat/stores/chat-window-store';
import { Banner } from '@/features/shell/components/banner';
import { FloatingService } from '@/features/shell/components/floating-service';
import { Header } from '@/features/shell/components/header';
import { LeftMenu } from '@/features/shell/components/left-menu/left-menu';
import { useNavigationPending } from '../browser-router';
import { hasMemberPageLink } from '../member-center/member-page-param';
import styles from './root.module.css';
import { lazyWithTexts } from '@/lib/feature-texts';

/** Modals any screen can open by name; their code loads on first open. */
const NoticeModal = lazyModal(NOTICE_MODAL, () =>
  import('@/features/notices/components/notice-modal').then((m) => m.NoticeModal),
);
/** The help centre over the main layout (the menu's entry, the screens' "?" links); /helpmc is its page. */
const HelpModal = lazyModal(HELP_MODAL, () => import('@/features/notices/components/help-modal').then((m) => m.HelpModal));
/** The footer sits below the fold: its code loads as it comes near. */
/** a link to a member-centre page (a notification's click): its code loads only when an address carries one */
const MemberPageLink = lazyWithTexts(() => import('../member-center/member-page-link').then((m) => ({ default: m.MemberPageLink })));
const Footer = lazyWithTexts(() => import('@/features/shell/components/footer').then((m) => ({ default: m.Footer })));

/** Areas whose issue has not landed yet (the agent centre) say so in a modal. */
const PlaceholderModal = lazyModal(PLACEHOLDER_MODAL, () =>
  import('@/features/shell/components/placeholder-modal').then((m) => m.PlaceholderModal),
);
/** The wagering bar under the header's bonus balance: its code loads only while a bonus is wagering. */
const BonusProgress = lazyWithTexts(() => import('@/features/promotions/components/bonus-progress').then((m) => ({ default: m.BonusProgress })));
const bonusProgress = (token: string) => (
  <Suspense fallback={null}>
    <BonusProgress token={token} />
  </Suspense>
);
/** The reality check: its code loads once a real account is logged in. */
const RealityCheckDialog = lazyWithTexts(() => import('@/features/player-activity/components/reality-check-dialog').then((m) => ({ default: m.RealityCheckDialog })));

/** The reality check's dialog: Log out ends the session at once (the player chose it), See my history opens the betting record. */
function RealityCheck({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <Suspense fallback={null}>
      <RealityCheckDialog
        token={token}
        onLogout={() => void import('@/features/auth/api/logout').then((m) => m.logout(queryClient, navigate))}
        onHistory={() => modals.open(MEMBER_CENTER_MODAL, { page: 'personalHistoryCopy' })}
      />
    </Suspense>
  );
}

/** The chat window loads the first time it opens. */
const ChatWindow = lazyWithTexts(() => import('@/features/chat/components/chat-window').then((m) => ({ default: m.ChatWindow })));

/**
 * The chat room's entry (spec sections 4, 8): visitors get the login modal, trial accounts the in_please_information
 * warning, members the chat window.
 */
function openChat(token: string | null, isAgent: number | null) {
  if (!token) return modals.open(LOGIN_MODAL);
  if (isTrial(isAgent)) return void import('@/locales/pages').then(() => showWarning({ messageKey: 'in_please_information' }));
  chatWindow.open();
}

/** The member centre and its pages load the first time it opens. */
const MemberCenter = lazyModal(MEMBER_CENTER_MODAL, () => import('../member-center/member-center').then((m) => m.MemberCenter));
/** Responsible gaming: a block's end at login or when it starts, and the header's panic button (loaded when opened). */
const RgBlockedModal = lazyModal(RG_BLOCKED_MODAL, () => import('@/features/responsible-gaming/components/blocked-modal').then((m) => m.BlockedModal));
const RgPanicModal = lazyModal(RG_PANIC_MODAL, () => import('@/features/responsible-gaming/components/panic-modal').then((m) => m.PanicModal));
/** The footer's responsible-gaming link: the member centre's page for a member, the login for a visitor. */
const openResponsibleGaming = (token: string | null) => (token ? modals.open(MEMBER_CENTER_MODAL, { page: 'responsibleGaming' }) : modals.open(LOGIN_MODAL));
/** The agent centre and its pages load the first time it opens. */
const AgentCenter = lazyModal(AGENT_CENTER_MODAL, () => import('../agent-center/agent-center').then((m) => m.AgentCenter));

/**
 * Which frame a screen gets: full (header, menu, banner, footer, widget), immersive (bars hidden unless toggled:
 * /seamless, /vnlottery), header only (/lottery), game (/game: header only on wide screens, the game alone on phones),
 * register (header and banner), bare (/helpmc).
 */
export type LayoutKind = 'full' | 'immersive' | 'header' | 'game' | 'register' | 'bare';

const isGuardFree = (pathname: string) => (guardFreePaths as readonly string[]).includes(pathname);

/** The frame around every screen; `layoutOf` names the frame of the screen at a path (the route table's). */
export function RootLayout({ layoutOf }: { layoutOf: (pathname: string) => LayoutKind }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const { pathname, search } = useLocation();
  const navigating = useNavigationPending();
  const narrow = useMediaQuery(NARROW_SCREEN);
  const [menuMode, setMenuMode] = useState<MenuMode>('full');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [barsShown, setBarsShown] = useState(false);
  const { token, isAgent } = useAuth();
  const demo = useFreeDemo();
  const chatOn = useSiteConfig().whitelabel.CBS3;
  const chat = useChatWindow();
  // logout (or an expired session) resets the chat
  useEffect(() => {
    if (!token) chatWindow.reset();
  }, [token]);
  const countChat = chatOn && Boolean(token) && !isTrial(isAgent);
  const chatEntry = (variant: 'header' | 'menu') =>
    chatOn ? <ChatLauncher token={token} countUnread={countChat} onOpen={() => openChat(token, isAgent)} variant={variant} mini={menuMode === 'mini' && !narrow} /> : undefined;
  const layout = layoutOf(pathname);

  const navigationType = useNavigationType();
  useEffect(() => setDrawerOpen(false), [pathname]);
  // a new screen starts at the top; back and forward leave the scroll position to the browser
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);

  if (brand.loginedToHomePage && !token && !isGuardFree(pathname)) return <Navigate to="/login" replace />;

  const bannerGroup = BANNER_GROUP_BY_PATH[pathname];
  const banner = bannerGroup ? <Banner group={bannerGroup} /> : undefined;
  const withMenu = layout === 'full' || (layout === 'immersive' && barsShown);
  const withHeader = layout !== 'bare' && (layout !== 'immersive' || barsShown) && !(layout === 'game' && narrow);
  const header = withHeader ? (
    <Header
      showMenuButton={withMenu && narrow}
      menuOpen={drawerOpen}
      onMenuClick={() => setDrawerOpen((o) => !o)}
      showThemeSwitch={!(withMenu && narrow)}
      account={
        <>
          {chatEntry('header')}
          <HeaderAccount bonusProgress={bonusProgress} />
        </>
      }
    />
  ) : undefined;
  const menu = withMenu ? (
    <LeftMenu
      mode={menuMode}
      narrow={narrow}
      onToggleMode={() => setMenuMode((m) => (m === 'full' ? 'mini' : 'full'))}
      onNavigate={() => setDrawerOpen(false)}
      onClose={() => setDrawerOpen(false)}
      onFreeDemo={token ? undefined : demo.start}
      chatEntry={chatEntry('menu')}
    />
  ) : undefined;

  const page = (
    <>
      {navigating && <div className={styles.progress} role="progressbar" aria-label={t('in_loading')} />}
      {layout === 'bare' ? (
        <Outlet />
      ) : (
        <AppShell
          header={header}
          menu={menu}
          menuMode={menuMode}
          narrow={narrow}
          drawerOpen={drawerOpen}
          onDrawerClose={() => setDrawerOpen(false)}
          menuLabel={t('in_main_menu')}
          banner={layout === 'full' || layout === 'register' ? banner : undefined}
          footer={
            layout === 'full' ? (
              <Deferred placeholder={<div className={styles.footerSpace} />}>
                <Footer onResponsibleGaming={() => openResponsibleGaming(token)} />
              </Deferred>
            ) : undefined
          }
          floating={layout === 'full' ? <FloatingService /> : undefined}
        >
          <Outlet />
        </AppShell>
      )}
      {layout === 'immersive' && (
        <button
          type="button"
          className={styles.barsToggle}
          aria-pressed={barsShown}
          onClick={() => setBarsShown((s) => !s)}
        >
          <Icon name={barsShown ? 'close' : 'menu'} size={16} />
          {t(barsShown ? 'in_hide_bars' : 'in_show_bars')}
        </button>
      )}
      <NoticeModal />
      <HelpModal />
      <PlaceholderModal />
      <MemberCenter />
      {/* a link to a member-centre page (a notification's click) */}
      {hasMemberPageLink(search) && (
        <Suspense fallback={null}>
          <MemberPageLink />
        </Suspense>
      )}
      <AgentCenter />
      <RgBlockedModal />
      <RgPanicModal />
      <AuthRoot />
      {/* not in frames (bare: the in-house game, the chat): the page around them asks */}
      {token && !isTrial(isAgent) && layout !== 'bare' && <RealityCheck token={token} />}
      {token && chat.open && (
        <Suspense fallback={null}>
          <ChatWindow token={token} />
        </Suspense>
      )}
      <Toaster />
    </>
  );
  return page;
}
