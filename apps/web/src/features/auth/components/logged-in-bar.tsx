import { formatMoney } from '@app/contract/money';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { modals } from '@/components/ui/modal/modal-store';
import { useMoneyFormat } from '@/config/brand';
import { AGENT_CENTER_MODAL, LOGOUT_MODAL, MEMBER_CENTER_MODAL, RG_PANIC_MODAL } from '@/config/modal-names';
import { ApiError } from '@/lib/api-client';
import { moneyFormatIn } from '@/lib/format';
import { local } from '@/lib/storage';
import { useBalance } from '@/lib/shared-api/balance';
import { useMemberIcon } from '@/lib/shared-api/member-icon';
import { useMemberInfo } from '@/lib/shared-api/member-info';
import { useRgPack } from '@/lib/shared-api/rg-pack';
import { requireRealAccount } from '../hooks/use-require-real-account';

import { rememberMember } from '../stores/auth-session';
import { useAuth } from '../stores/auth-store';
import { hasAccountCenter, isRealMember } from '../utils/roles';
import { AuthIcon, type AuthIconName } from './auth-icon';
import styles from './logged-in-bar.module.css';
import '../locales/texts';

/** Hidden balances stay hidden while the page lives (the spec keeps no storage key for it). */
let balanceHidden = false;

/** The member centre at one of its pages (none: its default page); trial accounts get the real-account warning. */
function openMemberCenter(page?: 'depositv2' | 'withdraw' | 'transactionHistory' | 'personalHistoryCopy' | 'playerRank' | 'profile' | 'rewardCenter' | 'responsibleGaming') {
  if (requireRealAccount()) modals.open(MEMBER_CENTER_MODAL, page ? { page } : {});
}

/** The agent centre (agent types 1, 2, 41, 42; the modal sends anyone else to the affiliate link); trial accounts get the real-account warning. */
function openAgentCenter() {
  if (requireRealAccount()) modals.open(AGENT_CENTER_MODAL);
}

/** What app/ puts under the bonus balance (the promotions feature's wagering bar); asked for only while there is a bonus. */
export type BonusProgressSlot = (token: string) => ReactNode;

/**
 * The header for a logged-in member: Deposit and Withdraw (members only, not trial accounts), the balance with
 * show/hide and refresh, the bonus balance while a bonus is wagering (to the reward centre), and the avatar menu
 * (member centre, records, agent centre when allowed, logout) with the nickname and the VIP label.
 */
export function LoggedInBar({ bonusProgress }: { bonusProgress?: BonusProgressSlot }) {
  const { t } = useTranslation();
  const { token, isAgent } = useAuth();
  const info = useMemberInfo(token ?? '');
  const member = isRealMember(isAgent);
  const bar = useRememberedWidth();
  // roles and the VIP label go to the spec's session keys as member info arrives
  useEffect(() => {
    if (token && info.data) rememberMember(token, info.data);
  }, [token, info.data]);
  if (!token) return null;
  return (
    <div ref={bar} className={styles.bar} data-testid="logged-in-bar">
      {member && (
        <div className={styles.money}>
          <button type="button" className={`${styles.action} ${styles.deposit}`} onClick={() => openMemberCenter('depositv2')}>
            <AuthIcon name="deposit" size={16} />
            <span>{t('in_increase_deposit')}</span>
          </button>
          <button type="button" className={styles.action} onClick={() => openMemberCenter('withdraw')}>
            <AuthIcon name="withdraw" size={16} />
            <span>{t('in_increase_withdrawal')}</span>
          </button>
        </div>
      )}
      <BalanceChip token={token} bonusProgress={bonusProgress} />
      <AccountMenu token={token} nickname={info.data?.nickname ?? info.data?.account ?? ''} clubLabel={info.data?.clubLabel ?? null} isAgent={isAgent} />
    </div>
  );
}

/** The bar's width, remembered for the placeholder of the next server-drawn page (index.html reads it). */
function useRememberedWidth() {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.round(entry?.borderBoxSize?.[0]?.inlineSize ?? 0);
      if (width > 0) local.set('memberBarWidth', String(width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return bar;
}

function BalanceChip({ token, bonusProgress }: { token: string; bonusProgress?: BonusProgressSlot }) {
  const { t } = useTranslation();
  const balance = useBalance(token);
  const brandMoney = useMoneyFormat();
  const [hidden, setHidden] = useState(balanceHidden);
  const toggle = () => {
    balanceHidden = !hidden;
    setHidden(balanceHidden);
  };
  const refreshing = balance.isFetching;
  // the balance names its own symbol; the decimals and grouping are the brand's
  const money = moneyFormatIn(balance.data?.currencySymbol ?? '', brandMoney);
  let text: string;
  if (hidden) text = '***';
  else if (balance.data) text = formatMoney(balance.data.sumBalanceMinor, money);
  else if (balance.isPending) text = t('in_updating');
  // no wallet on the server yet (NOT_IMPLEMENTED) or no answer: a dash until a refresh works
  else text = '—';
  const unavailable = balance.error instanceof ApiError && balance.error.code === 'NOT_IMPLEMENTED';
  const bonusMinor = balance.data?.bonusBalanceMinor ?? 0;
  const bonusText = hidden ? '***' : formatMoney(bonusMinor, money);
  return (
    <>
      <div className={styles.balance} data-testid="balance">
        <AuthIcon name="wallet" size={18} className={styles.walletIcon} />
        <span className={styles.amount} aria-live="polite" title={unavailable ? t('err_not_implemented') : undefined}>
          <span className="visually-hidden">{t('in_balance')}: </span>
          {text}
        </span>
        <button type="button" className={styles.iconButton} onClick={toggle} aria-pressed={hidden} aria-label={t('in_hide_balance')}>
          <AuthIcon name={hidden ? 'eyeOff' : 'eye'} size={16} />
        </button>
        <button
          type="button"
          className={styles.iconButton}
          onClick={() => void balance.refetch()}
          aria-label={t('in_refresh_balance')}
          aria-busy={refreshing || undefined}
          data-spinning={refreshing ? 'true' : undefined}
        >
          <AuthIcon name="refresh" size={16} />
        </button>
      </div>
      {bonusMinor > 0 && (
        <button
          type="button"
          className={styles.bonusChip}
          onClick={() => openMemberCenter('rewardCenter')}
          aria-label={t('in_bonus_balance_open', { amount: bonusText })}
          title={t('in_bonus_balance')}
          data-testid="bonus-chip"
        >
          <AuthIcon name="gift" size={16} className={styles.bonusIcon} />
          <span className={styles.bonusAmount}>{bonusText}</span>
          {bonusProgress && <span className={styles.bonusBar}>{bonusProgress(token)}</span>}
        </button>
      )}
    </>
  );
}

/** The menu's entries the layout shows (Deposit and Withdraw only on narrow screens). */
const visibleItems = (root: HTMLElement | null) =>
  [...(root?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])].filter((el) => el.checkVisibility?.() ?? true);

interface MenuItem {
  key: string;
  icon: AuthIconName;
  onSelect: () => void;
  /** shown only on narrow screens (Deposit and Withdraw move into the menu there) */
  narrowOnly?: boolean;
}

/**
 * The menu's entries: Deposit and Withdraw for members, the agent centre when the roles allow it, responsible gaming
 * for members (and the pack's 24-hour panic button where it has one).
 */
function accountMenuItems(isAgent: number | null, token: string, panicButton: boolean): MenuItem[] {
  const member = isRealMember(isAgent);
  return [
    ...(member
      ? [
          { key: 'in_increase_deposit', icon: 'deposit' as const, onSelect: () => openMemberCenter('depositv2'), narrowOnly: true },
          { key: 'in_increase_withdrawal', icon: 'withdraw' as const, onSelect: () => openMemberCenter('withdraw'), narrowOnly: true },
        ]
      : []),
    { key: 'in_member_center', icon: 'user', onSelect: () => openMemberCenter() },
    { key: 'in_account_record', icon: 'record', onSelect: () => openMemberCenter('transactionHistory') },
    { key: 'in_betting_record', icon: 'ticket', onSelect: () => openMemberCenter('personalHistoryCopy') },
    ...(hasAccountCenter(isAgent) ? [{ key: 'in_agent_center', icon: 'team' as const, onSelect: () => openAgentCenter() }] : []),
    ...(member ? [{ key: 'in_responsible_gaming', icon: 'shield' as const, onSelect: () => openMemberCenter('responsibleGaming') }] : []),
    ...(member && panicButton ? [{ key: 'in_panic_button', icon: 'alert' as const, onSelect: () => modals.open(RG_PANIC_MODAL, { token }) }] : []),
    { key: 'in_logout', icon: 'logout', onSelect: () => modals.open(LOGOUT_MODAL) },
  ];
}

/**
 * A popup menu's open state and keyboard: the first visible entry takes focus on open, arrows/Home/End move between
 * the visible entries, Escape closes back to the button, Tab or a pointer outside closes.
 */
function useMenuPopup() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    visibleItems(menu.current)[0]?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const entries = visibleItems(menu.current);
    const index = entries.indexOf(document.activeElement as HTMLElement);
    const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: entries.length - 1 }[event.key];
    if (next !== undefined) {
      event.preventDefault();
      entries[(next + entries.length) % entries.length]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'Tab') setOpen(false);
  };

  return { open, setOpen, menuId, button, menu, wrapper, onMenuKey };
}

function AccountMenu({
  token,
  nickname,
  clubLabel,
  isAgent,
}: {
  token: string;
  nickname: string;
  clubLabel: { labelName: string; color: string; color2: string } | null;
  isAgent: number | null;
}) {
  const { t } = useTranslation();
  const icon = useMemberIcon(token);
  const { open, setOpen, menuId, button, menu, wrapper, onMenuKey } = useMenuPopup();

  const pack = useRgPack();
  const items = accountMenuItems(isAgent, token, pack.data?.panicButton ?? false);

  const choose = (item: MenuItem) => {
    setOpen(false);
    button.current?.focus();
    item.onSelect();
  };

  const vip = clubLabel ? (
    <button
      type="button"
      className={styles.vip}
      style={{ color: clubLabel.color, background: `linear-gradient(135deg, ${clubLabel.color2}, color-mix(in srgb, ${clubLabel.color2} 60%, #000))` }}
      onClick={() => {
        setOpen(false);
        openMemberCenter('playerRank');
      }}
      data-testid="vip-label"
    >
      <AuthIcon name="crown" size={12} />
      {clubLabel.labelName}
    </button>
  ) : null;

  return (
    <div className={styles.account} ref={wrapper}>
      <button
        ref={button}
        type="button"
        className={styles.avatarButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <span className={styles.avatar}>
          {icon.data ? <img src={icon.data.url} alt="" width={34} height={34} /> : <AuthIcon name="user" size={18} />}
        </span>
        <span className={styles.who}>
          <span className={styles.nickname} data-testid="nickname">
            {nickname}
          </span>
        </span>
        {/* the name says what the button opens after the nickname it shows ("player1, Account menu") */}
        <span className="visually-hidden">, {t('in_account_menu')}</span>
        <AuthIcon name="chevronDown" size={14} className={styles.chevron} />
      </button>
      {vip && <span className={styles.vipWide}>{vip}</span>}
      {open && (
        // eslint-disable-next-line jsx-a11y/interactive-supports-focus -- focus moves to the menu items (roving); their arrow keys bubble up to the menu
        <div ref={menu} id={menuId} role="menu" aria-label={t('in_account_menu')} className={styles.menu} onKeyDown={onMenuKey}>
          <div className={styles.menuHead}>
            <button
              type="button"
              className={styles.profile}
              onClick={() => {
                setOpen(false);
                openMemberCenter('profile');
              }}
            >
              <span className={styles.avatar} data-size="lg">
                {icon.data ? <img src={icon.data.url} alt="" width={44} height={44} /> : <AuthIcon name="user" size={22} />}
              </span>
              <span className={styles.profileText}>
                <strong>{nickname}</strong>
                <small>{t('in_view_profile')}</small>
              </span>
            </button>
            {vip}
          </div>
          {items.map((item) => (
            <button
              key={item.key}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={styles.menuItem}
              data-narrow-only={item.narrowOnly ? 'true' : undefined}
              data-tone={item.key === 'in_logout' ? 'danger' : undefined}
              onClick={() => choose(item)}
            >
              <AuthIcon name={item.icon} size={18} />
              {t(item.key)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
