import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/empty-state/empty-state';
import { Glyph } from '@/components/ui/glyph/glyph';
import { Modal } from '@/components/ui/modal/modal';
import { modals, useModalEntry } from '@/components/ui/modal/modal-store';
import { showWarning } from '@/components/ui/modal/warning';
import { LOGIN_MODAL, MEMBER_CENTER_MODAL } from '@/config/modal-names';
import { ApiError } from '@/lib/api-client';
import { NARROW_SCREEN, useMediaQuery } from '@/lib/use-media-query';
import { useMemberInfo } from '@/lib/shared-api/member-info';
import { activeEntryOf, DEFAULT_PAGE, isMemberPage, titleOf, type MemberPageKey, type MemberPages } from '../config/menu';
import { MemberCard } from './member-card';
import { MemberMenu } from './member-menu';
import { PageHost } from './page-host';
import { MemberCenterSkeleton } from './skeletons';
import styles from './member-center.module.css';
import '../locales/texts';

/** The spec's trial (free demo) member type: no member centre. */
export const TRIAL_TYPE = 4;

/** What `modals.open(MEMBER_CENTER_MODAL, props)` takes. */
export interface MemberCenterOpenProps {
  /** the page to show; none: the default page (and the menu first on phones) */
  page?: MemberPageKey;
  /** passed to the page */
  params?: Record<string, unknown>;
}

/**
 * The member centre (the spec's personal center): a modal, a full-screen sheet on phones, with the 14-entry menu and
 * the selected page. Only members open it: a visitor gets the login modal, a trial account the in_need_true_account
 * warning. The menu appears once the member is loaded (a skeleton until then).
 */
export function MemberCenterModal({ token, isAgent, pages }: { token: string | null; isAgent: number | null; pages: MemberPages }) {
  const { t } = useTranslation();
  const entry = useModalEntry(MEMBER_CENTER_MODAL);
  const showing = !!entry && entry.phase !== 'closing';
  const blocked = !token ? 'visitor' : isAgent === TRIAL_TYPE ? 'trial' : null;

  useEffect(() => {
    if (!showing || !blocked) return;
    modals.close(MEMBER_CENTER_MODAL);
    if (blocked === 'visitor') modals.open(LOGIN_MODAL);
    else showWarning({ messageKey: 'in_need_true_account' });
  }, [showing, blocked]);

  return (
    <Modal name={MEMBER_CENTER_MODAL} label={t('mc_member_center')} className={styles.panel} width={1120}>
      {(props) => (token && !blocked ? <MemberCenterBody key={token} token={token} open={props as MemberCenterOpenProps} pages={pages} /> : null)}
    </Modal>
  );
}

function MemberCenterBody({ token, open, pages }: { token: string; open: MemberCenterOpenProps; pages: MemberPages }) {
  const { t } = useTranslation();
  const narrow = useMediaQuery(NARROW_SCREEN);
  const profile = useMemberInfo(token);
  const requested = isMemberPage(open.page) ? open.page : undefined;
  const [current, setCurrent] = useState({ page: requested ?? DEFAULT_PAGE, params: open.params ?? {}, source: open });
  // phones show the menu first unless a page was asked for (Deposit, Withdraw, records...)
  const [view, setView] = useState<'menu' | 'page'>(requested ? 'page' : 'menu');
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const scroller = useRef<HTMLDivElement>(null);

  // opened again while open (another header button): follow the new request
  if (current.source !== open) {
    setCurrent({ page: requested ?? current.page, params: open.params ?? {}, source: open });
    if (requested) setView('page');
  }

  const go = (page: MemberPageKey, params: Record<string, unknown> = {}) => {
    setCurrent((c) => ({ ...c, page, params }));
    setView('page');
  };
  useEffect(() => {
    scroller.current?.scrollTo?.({ top: 0 });
  }, [current.page, current.params]);
  useEffect(() => {
    if (narrow && view === 'page') heading.current?.focus({ preventScroll: true });
  }, [narrow, view, current.page]);

  // a trial account found out from its member info (the session had no type yet)
  const trial = profile.data?.isTrial || profile.data?.isAgent === TRIAL_TYPE;
  useEffect(() => {
    if (!trial) return;
    modals.close(MEMBER_CENTER_MODAL);
    showWarning({ messageKey: 'in_need_true_account' });
  }, [trial]);

  if (profile.isPending) return <MemberCenterSkeleton />;
  if (profile.isError || !profile.data)
    return (
      <div className={styles.failed}>
        <ErrorState message={t(profile.error instanceof ApiError ? profile.error.messageKey : 'err_network_error')} onRetry={() => void profile.refetch()} />
      </div>
    );
  if (trial) return null;

  const member = profile.data;
  const page = current.page;
  return (
    <div className={styles.layout} data-view={narrow ? view : undefined} data-testid="member-center">
      <aside className={styles.side}>
        {narrow && <p className={styles.hubTitle}>{t('mc_member_center')}</p>}
        <MemberCard token={token} member={member} go={go} />
        <MemberMenu token={token} active={view === 'menu' && narrow ? undefined : activeEntryOf(page)} onSelect={(p) => go(p)} />
      </aside>
      <section className={styles.main} aria-labelledby={titleId}>
        <header className={styles.pageHead}>
          {narrow && (
            <button type="button" className={styles.back} onClick={() => setView('menu')} aria-label={t('mc_back_to_menu')}>
              <Glyph name="back" size={20} />
            </button>
          )}
          <h2 id={titleId} ref={heading} tabIndex={-1} className={styles.pageTitle} data-testid="member-page-title">
            {t(titleOf(page))}
          </h2>
        </header>
        <div className={styles.pageBody} ref={scroller}>
          <PageHost key={page} page={page} loader={pages[page]} props={{ token, member, go, params: current.params }} />
        </div>
      </section>
    </div>
  );
}

