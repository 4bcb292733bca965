import type { GameType } from '@app/contract/system';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { BalancePill } from '@/components/ui/balance-pill/balance-pill';
import { showWarning } from '@/components/ui/modal/warning';
import { session } from '@/lib/storage';
import { WALLET_QUERY_ROOT } from '@/config/query-keys';
import { LobbyIcon } from './lobby-icon';
import styles from './game-frame.module.css';
import '../locales/texts';

/** The launched game the /game and /seamless pages show: kept in session storage (the spec's iframeUrl and gameVendor). */
export interface StoredLaunch {
  url: string;
  /** the alternative host (game_url2), tried when the first does not load */
  url2: string;
  gameName: string;
  nodeId: number;
  vassalage: string;
  gameType: GameType;
  demo: boolean;
  /** the lobby address to go back to */
  back: string;
}

/** The stored launch; a plain URL (set by someone else) is read as one with no alternative. */
export function readLaunch(): StoredLaunch | null {
  const raw = session.get('iframeUrl');
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredLaunch>;
    if (typeof value.url === 'string' && value.url) {
      return {
        url: value.url,
        url2: value.url2 || value.url,
        gameName: value.gameName ?? '',
        nodeId: value.nodeId ?? 0,
        vassalage: value.vassalage ?? session.get('gameVendor') ?? '',
        gameType: value.gameType ?? 'RNG',
        demo: value.demo ?? false,
        back: value.back ?? '/',
      };
    }
  } catch {
    // not JSON: a bare URL
  }
  return /^(https?:)?\/\//.test(raw) || raw.startsWith('/')
    ? { url: raw, url2: raw, gameName: '', nodeId: 0, vassalage: session.get('gameVendor') ?? '', gameType: 'RNG', demo: false, back: '/' }
    : null;
}

/** A frame that has not loaded by then switches to the alternative host (game_url2) once. */
export const FRAME_LOAD_TIMEOUT_MS = 15_000;

export interface FrameBalance {
  /** minor units; null while loading */
  minor: number | null;
  refreshing: boolean;
  onRefresh: () => void;
}

/** A vendor page in the frame says its balance moved: every balance on screen is asked again. */
function useBalanceMessages(frame: RefObject<HTMLIFrameElement | null>) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const data = event.data as { type?: unknown } | null;
      if (data && typeof data === 'object' && data.type === 'balance-changed') void queryClient.invalidateQueries({ queryKey: WALLET_QUERY_ROOT });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, queryClient]);
}

function useFrameSource(launch: StoredLaunch | null) {
  const [alternative, setAlternative] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const src = launch ? (alternative ? launch.url2 : launch.url) : '';
  const canSwitch = !!launch && launch.url2 !== launch.url;
  useEffect(() => {
    if (!launch || loaded || alternative || !canSwitch) return;
    const timer = setTimeout(() => setAlternative(true), FRAME_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [launch, loaded, alternative, canSwitch]);
  return {
    src,
    loaded,
    canSwitch,
    onLoad: () => setLoaded(true),
    switchHost: () => {
      setLoaded(false);
      setAlternative((a) => !a);
    },
  };
}

/** No launched game in this tab (opened directly, or storage cleared): the page's title and the way back. */
function NoGame({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.none}>
      <h1 className={styles.noneTitle}>{t(titleKey)}</h1>
      <EmptyState icon="inbox" title={t('lobby_no_game_open')} text={t('lobby_no_game_open_text')}>
        <Link to="/" className={styles.link}>
          {t('lobby_back_to_lobby')}
        </Link>
      </EmptyState>
    </div>
  );
}

/**
 * /game: the launched game in a frame under a bar with a back button, the game's name and the balance (refreshed
 * whenever the game posts {type: 'balance-changed'}), a switch to the alternative host, full screen and a pop-out.
 */
export function GameFrame({ balance }: { balance: FrameBalance | null }) {
  const { t } = useTranslation();
  const [launch] = useState(readLaunch);
  const frame = useRef<HTMLIFrameElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const source = useFrameSource(launch);
  useBalanceMessages(frame);
  if (!launch) return <NoGame titleKey="in_game_window" />;

  const popOut = () => {
    const win = window.open(source.src, '_blank');
    if (!win) showWarning({ messageKey: 'err_popup_blocked' });
  };
  const fullScreen = () => void stage.current?.requestFullscreen?.().catch(() => undefined);

  return (
    <div className={styles.page} data-testid="game-frame-page">
      <div className={styles.bar}>
        <Link to={launch.back} className={styles.back} aria-label={t('lobby_back_to_lobby')}>
          <LobbyIcon name="back" size={18} />
          <span className={styles.backText}>{t('lobby_back')}</span>
        </Link>
        <h1 className={styles.title}>
          {launch.gameName}
          {launch.demo && <span className={styles.demo}>{t('lobby_demo')}</span>}
        </h1>
        {balance && (
          <BalancePill label={t('lobby_balance')} minor={balance.minor} testId="frame-balance">
            <button type="button" className={styles.tool} onClick={balance.onRefresh} aria-label={t('lobby_refresh_balance')} data-spinning={balance.refreshing || undefined}>
              <LobbyIcon name="refresh" size={16} />
            </button>
          </BalancePill>
        )}
        <div className={styles.tools}>
          {source.canSwitch && (
            <button type="button" className={styles.tool} onClick={source.switchHost} aria-label={t('lobby_switch_server')} title={t('lobby_switch_server')}>
              <LobbyIcon name="swap" size={16} />
            </button>
          )}
          <button type="button" className={styles.tool} onClick={fullScreen} aria-label={t('lobby_full_screen')} title={t('lobby_full_screen')}>
            <LobbyIcon name="expand" size={16} />
          </button>
          <button type="button" className={`${styles.tool} ${styles.popOut}`} onClick={popOut} aria-label={t('lobby_new_window')} title={t('lobby_new_window')}>
            <LobbyIcon name="external" size={16} />
          </button>
        </div>
      </div>
      <div ref={stage} className={styles.stage}>
        {!source.loaded && (
          <div className={styles.loading} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            {t('lobby_loading_game')}
          </div>
        )}
        <iframe
          ref={frame}
          key={source.src}
          src={source.src}
          title={launch.gameName || t('in_game_window')}
          className={styles.frame}
          onLoad={source.onLoad}
          allow="autoplay; fullscreen; clipboard-write"
          allowFullScreen
        />
      </div>
    </div>
  );
}

/** /seamless: the launched game on the whole page (the layout hides the bars; a toggle brings them back). */
export function SeamlessFrame() {
  const { t } = useTranslation();
  const [launch] = useState(readLaunch);
  const frame = useRef<HTMLIFrameElement>(null);
  const source = useFrameSource(launch);
  useBalanceMessages(frame);
  if (!launch) return <NoGame titleKey="in_seamless_game" />;
  return (
    <div className={styles.seamless} data-testid="seamless-page">
      {!source.loaded && (
        <div className={styles.loading} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {t('lobby_loading_game')}
        </div>
      )}
      <iframe
        ref={frame}
        key={source.src}
        src={source.src}
        title={launch.gameName || t('in_seamless_game')}
        className={styles.frame}
        onLoad={source.onLoad}
        allow="autoplay; fullscreen; clipboard-write"
        allowFullScreen
      />
      <div className={styles.floating}>
        {source.canSwitch && (
          <button type="button" className={styles.pill} onClick={source.switchHost} aria-label={t('lobby_switch_server')}>
            <LobbyIcon name="swap" size={15} />
          </button>
        )}
        <Link to={launch.back} className={styles.pill}>
          <LobbyIcon name="back" size={15} />
          {t('lobby_back_to_lobby')}
        </Link>
      </div>
    </div>
  );
}
