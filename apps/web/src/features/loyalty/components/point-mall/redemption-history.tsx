import type { Redemption, RedemptionStatus } from '@app/contract/loyalty';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Pagination } from '@/components/ui/pagination/pagination';
import { Panel, StatusPill } from '@/components/ui/panel/panel';
import { Segmented } from '@/components/ui/segmented/segmented';
import { formatWhen, wholeNumber } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useRedeemHistory } from '../../api/get-redeem-history';
import { ListSkeleton, QueryBody } from '../query-body';
import { RangeChoice, useRange } from './range-choice';
import shared from '../loyalty.module.css';
import styles from './point-mall.module.css';

const PAGE_SIZE = 10;
const tones = { processing: 'warning', approved: 'success', rejected: 'danger' } as const;
type Filter = 'all' | RedemptionStatus;

function RedemptionRow({ redemption: r }: { redemption: Redemption }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <li className={`${shared.row} ${styles.redemption}`} data-testid="redemption" data-status={r.status}>
      <img src={r.image} alt="" width={52} height={52} className={styles.thumb} loading="lazy" />
      <div className={styles.redemptionBody}>
        <div className={shared.rowHead}>
          <strong className={shared.rowTitle}>
            {r.rewardName} × {r.quantity}
          </strong>
          <StatusPill tone={tones[r.status]} testId="redemption-status">
            {t(`lo_status_${r.status}`)}
          </StatusPill>
        </div>
        <dl className={shared.figures}>
          <div>
            <dt>{t('lo_redeem_amount')}</dt>
            <dd>{t('lo_points_n', { count: r.points, points: wholeNumber(r.points) })}</dd>
          </div>
          <div>
            <dt>{t('lo_reference_no')}</dt>
            <dd data-testid="redemption-reference">{r.referenceNo}</dd>
          </div>
          <div>
            <dt>{t('lo_apply_time')}</dt>
            <dd>{formatWhen(r.createdAt, language)}</dd>
          </div>
          {r.decidedAt !== null && (
            <div>
              <dt>{t('lo_decided_time')}</dt>
              <dd>{formatWhen(r.decidedAt, language)}</dd>
            </div>
          )}
        </dl>
        {r.address && (
          <p className={shared.meta}>
            <span>
              <strong>{t('lo_receiving_address')}:</strong> {r.address.name}, {r.address.phone}, {r.address.address}
            </span>
          </p>
        )}
        {r.remark && (
          <p className={shared.note}>
            <strong>{t('lo_remark')}</strong>
            {r.remark}
          </p>
        )}
      </div>
    </li>
  );
}

/** The member's redemptions with status (processing, approved, rejected), remark, apply time, reference number, address. */
export function RedemptionHistory({ token }: { token: string }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const range = useRange();
  const history = useRedeemHistory(token, { pageNo: page, pageSize: PAGE_SIZE, startTime: range.startTime, ...(status === 'all' ? {} : { status }) });
  return (
    <Panel
      title={t('lo_view_redemptions')}
      action={
        <>
          <Segmented
            size="sm"
            label={t('lo_status_filter')}
            value={status}
            onChange={(v) => {
              setStatus(v);
              setPage(1);
            }}
            options={(['all', 'processing', 'approved', 'rejected'] as const).map((s) => ({ value: s, label: t(s === 'all' ? 'in_all' : `lo_status_${s}`) }))}
          />
          <RangeChoice
            days={range.days}
            onChange={(d) => {
              range.choose(d);
              setPage(1);
            }}
          />
        </>
      }
      flush
      testId="redemptions"
    >
      <QueryBody query={history} skeleton={<ListSkeleton rows={3} height={72} />}>
        {(value) =>
          value.list.length === 0 ? (
            <EmptyState compact icon="gift" title={t('lo_no_redemptions')} />
          ) : (
            <>
              <ul className={shared.rows} aria-busy={history.isPlaceholderData || undefined}>
                {value.list.map((r) => (
                  <RedemptionRow key={r.id} redemption={r} />
                ))}
              </ul>
              <div className={shared.footer}>
                {value.totalPages > 1 && <Pagination page={page} totalPages={value.totalPages} onChange={setPage} disabled={history.isFetching} />}
              </div>
            </>
          )
        }
      </QueryBody>
    </Panel>
  );
}
