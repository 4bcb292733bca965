import type { PromotionDetail } from '@app/contract/promotions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ErrorState } from '@/components/ui/empty-state/empty-state';
import { FormAlert } from '@/components/ui/form/submit-button';
import { Icon } from '@/components/ui/icon';
import { LazyImage } from '@/components/ui/lazy-image/lazy-image';
import { modals } from '@/components/ui/modal/modal-store';
import { Panel } from '@/components/ui/panel/panel';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { buttonClass } from '@/components/ui/button/button';
import { useMoneyFormat } from '@/config/brand';
import { MEMBER_CENTER_MODAL } from '@/config/modal-names';
import { ApiError } from '@/lib/api-client';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { useLanguage } from '@/lib/i18n';
import { usePromotionDetail } from '../api/get-promotion-detail';
import { categoryLabel } from '../utils/categories';
import { formatWhen, moneyIn } from '@/lib/format';
import { offerSentence } from '../utils/terms';
import { usePromotionsViewer } from '../utils/viewer';
import { ActionButton } from './action-button';
import { ApplicationForm } from './application-form';
import { PromotionPeriod } from './promotion-period';
import { RafflePanel } from './raffle-panel';
import { StandingView } from './standing-view';
import { TermsPanel } from './terms-panel';
import styles from './detail.module.css';
import '../locales/texts';

function DetailSkeleton() {
  return (
    <div className={styles.detail} data-testid="promotion-loading">
      <Skeleton className={styles.heroArt} radius={16} />
      <Skeleton width="60%" height={32} />
      <Skeleton width="40%" height={14} />
      <Skeleton height={160} radius={16} />
    </div>
  );
}

const BackLink = () => {
  const { t } = useTranslation();
  return (
    <Link to="/promotions" className={styles.back}>
      <Icon name="chevronLeft" size={16} />
      {t('promo_all_promotions')}
    </Link>
  );
};

/** Taking part: the player's standing, the one action button and, for an application, its form. */
function TakePart({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useTranslation();
  const [applying, setApplying] = useState(false);
  const [applied, setApplied] = useState(false);
  return (
    <Panel title={t('promo_take_part')} testId="take-part">
      <div className={styles.takePart}>
        <StandingView promotion={promotion} />
        <ActionButton
          promotion={promotion}
          onApply={() => {
            setApplied(false);
            setApplying(true);
          }}
          onRebate={() => modals.open(MEMBER_CENTER_MODAL, { page: 'manualRebate' })}
        />
        {applied && <FormAlert tone="success" message={t('promo_applied_ok')} />}
        {applying && (
          <ApplicationForm
            promotionId={promotion.id}
            onCancel={() => setApplying(false)}
            onDone={() => {
              setApplying(false);
              setApplied(true);
            }}
          />
        )}
      </div>
    </Panel>
  );
}

function DetailView({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = moneyIn(promotion.currency, useMoneyFormat());
  const offer = offerSentence(t, promotion, money, (ms) => formatWhen(ms, language));
  return (
    <article className={styles.detail} aria-labelledby="promotion-title">
      <BackLink />
      <header className={styles.hero}>
        <LazyImage src={promotion.image} alt="" eager width={1200} height={480} wrapperClassName={styles.heroArt} />
        <div className={styles.heroText}>
          <span className={styles.category}>{categoryLabel(t, promotion.category)}</span>
          <h1 id="promotion-title">{promotion.title}</h1>
          <PromotionPeriod promotion={promotion} className={styles.period} />
          {promotion.summary && <p className={styles.summary}>{promotion.summary}</p>}
        </div>
      </header>
      {offer && (
        <p className={styles.offer} data-testid="promotion-offer">
          {offer}
        </p>
      )}
      <div className={styles.columns}>
        <aside className={styles.side}>
          <TakePart promotion={promotion} />
        </aside>
        <div className={styles.main}>
          <TermsPanel promotion={promotion} />
          {promotion.raffle && <RafflePanel raffle={promotion.raffle} currency={promotion.currency} ownTicket={promotion.standing?.ticketNo ?? null} />}
          {promotion.rulesHtml.trim() && (
            <Panel title={t('promo_rules')} testId="rules">
              {/* the server sanitises the rules (an allow-list of tags, no attributes but href): the one HTML it sends */}
              <div className={styles.rules} dangerouslySetInnerHTML={{ __html: sanitizeHtml(promotion.rulesHtml) }} />
            </Panel>
          )}
        </div>
      </div>
    </article>
  );
}

/** /promoDetail?id= (and /promoDetail/:id): one promotion with its figures, rules, raffle and the player's part in it. */
export function PromotionDetailPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const viewer = usePromotionsViewer();
  const detail = usePromotionDetail(viewer.token, id);
  const missing = !(id > 0) || (detail.error instanceof ApiError && (detail.error.code === 'NOT_FOUND' || detail.error.code === 'NOT_IMPLEMENTED' || detail.error.code === 'VALIDATION_ERROR'));
  if (missing)
    return (
      <div className={styles.detail}>
        <BackLink />
        <EmptyState icon="gift" title={t('promo_not_found')} text={t('promo_not_found_text')}>
          <Link to="/promotions" className={buttonClass('outline', 'md')}>
            {t('promo_all_promotions')}
          </Link>
        </EmptyState>
      </div>
    );
  if (detail.isPending) return <DetailSkeleton />;
  if (detail.isError)
    return (
      <div className={styles.detail}>
        <BackLink />
        <ErrorState message={t(detail.error instanceof ApiError ? detail.error.messageKey : 'err_network_error')} onRetry={() => void detail.refetch()} />
      </div>
    );
  return <DetailView promotion={detail.data} />;
}
