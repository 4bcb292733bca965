import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/empty-state/empty-state';
import { Glyph } from '@/components/ui/glyph/glyph';
import { Modal } from '@/components/ui/modal/modal';
import { modals, useModalEntry } from '@/components/ui/modal/modal-store';
import { showWarning } from '@/components/ui/modal/warning';
import { useSiteConfig } from '@/config/brand';
import { AGENT_CENTER_MODAL, LOGIN_MODAL } from '@/config/modal-names';
import { ApiError } from '@/lib/api-client';
import { useMemberInfo } from '@/lib/shared-api/member-info';
import { NARROW_SCREEN, useMediaQuery } from '@/lib/use-media-query';
import { agentTitleOf, DEFAULT_AGENT_PAGE, isAgentPage, visibleAgentMenu, type AgentPageKey, type AgentPages } from '../config/menu';
import { AgentMenu } from './agent-menu';
import { PageHost } from './page-host';
import { PageSkeleton } from './skeletons';
import styles from './agent-center.module.css';
import '../locales/texts';

/** The member types with the account (agent) centre (spec section 6); 4 is the trial account. */
export const AGENT_CENTER_TYPES: readonly number[] = [1, 2, 41, 42];
const TRIAL_TYPE = 4;

/** What `modals.open(AGENT_CENTER_MODAL, props)` takes. */
export interface AgentCenterOpenProps {
  page?: AgentPageKey;
  params?: Record<string, unknown>;
}

type Blocked = 'visitor' | 'trial' | 'not-agent' | null;
const blockedOf = (token: string | null, type: number | null): Blocked =>
  !token ? 'visitor' : type === TRIAL_TYPE ? 'trial' : type !== null && !AGENT_CENTER_TYPES.includes(type) ? 'not-agent' : null;

/** Where a non-agent goes instead (the spec: the affiliate-link resource opens). */
function useAffiliateFallback() {
  const { resources } = useSiteConfig();
  return () => {
    const link = resources.find((r) => r.resourceType === 'AFFILIATELINK');
    if (!link) return showWarning({ messageKey: 'ag_not_agent' });
    if (link.url.startsWith('/')) window.location.assign(link.url);
    else window.open(link.url, '_blank', 'noopener,noreferrer');
  };
}

/**
 * The agent centre: a modal (a full-screen sheet on phones, the menu first, a page with a back button) with the
 * spec's 12 entries and the selected page, loaded on demand. Agent types 1, 2, 41 and 42 only: a visitor gets the
 * login modal, a trial account in_need_true_account, any other member the affiliate-link resource.
 */
export function AgentCenterModal({ token, isAgent, pages }: { token: string | null; isAgent: number | null; pages: AgentPages }) {
  const { t } = useTranslation();
  const entry = useModalEntry(AGENT_CENTER_MODAL);
  const showing = !!entry && entry.phase !== 'closing';
  const info = useMemberInfo(token ?? '');
  const type = info.data?.isAgent ?? isAgent;
  const blocked = blockedOf(token, info.data?.isTrial ? TRIAL_TYPE : type);
  const fallback = useAffiliateFallback();

  useEffect(() => {
    if (!showing || !blocked) return;
    modals.close(AGENT_CENTER_MODAL);
    if (blocked === 'visitor') modals.open(LOGIN_MODAL);
    else if (blocked === 'trial') showWarning({ messageKey: 'in_need_true_account' });
    else fallback();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening
  }, [showing, blocked]);

  return (
    <Modal name={AGENT_CENTER_MODAL} label={t('ag_agent_center')} className={styles.panel} width={1180}>
      {(props) =>
        token && !blocked ? <AgentCenterBody key={token} token={token} account={info.data?.account ?? ''} open={props as AgentCenterOpenProps} pages={pages} /> : null
      }
    </Modal>
  );
}

function AgentCenterBody({ token, account, open, pages }: { token: string; account: string; open: AgentCenterOpenProps; pages: AgentPages }) {
  const { t } = useTranslation();
  const narrow = useMediaQuery(NARROW_SCREEN);
  const profile = useMemberInfo(token);
  const { whitelabel } = useSiteConfig();
  const shown = visibleAgentMenu(whitelabel);
  // a contract page the brand switched off is not reachable by name either
  const requested = isAgentPage(open.page) && shown.some((e) => e.page === open.page) ? open.page : undefined;
  const [current, setCurrent] = useState({ page: requested ?? DEFAULT_AGENT_PAGE, params: open.params ?? {} });
  const [view, setView] = useState<'menu' | 'page'>(requested ? 'page' : 'menu');
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const scroller = useRef<HTMLDivElement>(null);

  const go = (page: AgentPageKey, params: Record<string, unknown> = {}) => {
    setCurrent({ page, params });
    setView('page');
  };
  useEffect(() => {
    scroller.current?.scrollTo?.({ top: 0 });
  }, [current.page, current.params]);
  useEffect(() => {
    if (narrow && view === 'page') heading.current?.focus({ preventScroll: true });
  }, [narrow, view, current.page]);

  if (profile.isPending) return <div className={styles.failed}><PageSkeleton /></div>;
  if (profile.isError)
    return (
      <div className={styles.failed}>
        <ErrorState message={t(profile.error instanceof ApiError ? profile.error.messageKey : 'err_network_error')} onRetry={() => void profile.refetch()} />
      </div>
    );

  const page = current.page;
  return (
    <div className={styles.layout} data-view={narrow ? view : undefined} data-testid="agent-center">
      <aside className={styles.side}>
        {narrow && <p className={styles.hubTitle}>{t('ag_agent_center')}</p>}
        <AgentMenu active={view === 'menu' && narrow ? undefined : page} onSelect={(p) => go(p)} />
      </aside>
      <section className={styles.main} aria-labelledby={titleId}>
        <header className={styles.pageHead}>
          {narrow && (
            <button type="button" className={styles.back} onClick={() => setView('menu')} aria-label={t('ag_back_to_menu')}>
              <Glyph name="back" size={20} />
            </button>
          )}
          <h2 id={titleId} ref={heading} tabIndex={-1} className={styles.pageTitle} data-testid="agent-page-title">
            {t(agentTitleOf(page))}
          </h2>
        </header>
        <div className={styles.pageBody} ref={scroller}>
          <PageHost key={page} page={page} loader={pages[page]} props={{ token, account, go, params: current.params }} />
        </div>
      </section>
    </div>
  );
}
