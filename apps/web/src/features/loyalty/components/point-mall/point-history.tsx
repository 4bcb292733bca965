import { POINT_TRANSACTION_KINDS } from '@app/contract/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { SelectField } from '@/components/ui/form/field';
import { Pagination } from '@/components/ui/pagination/pagination';
import { Panel } from '@/components/ui/panel/panel';
import { formatWhen, wholeNumber } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { usePointTransactions } from '../../api/get-point-transactions';
import { ListSkeleton, QueryBody } from '../query-body';
import { RangeChoice, useRange } from './range-choice';
import shared from '../loyalty.module.css';
import styles from './point-mall.module.css';

const PAGE_SIZE = 15;
const kinds = POINT_TRANSACTION_KINDS;
type Kind = (typeof kinds)[number];

/** Every change of the member's points (ODSFE2_MemTransDet): kind, changed points, the balance after, remark, time. */
export function PointHistory({ token }: { token: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [kind, setKind] = useState<Kind | ''>('');
  const [page, setPage] = useState(1);
  const range = useRange();
  const history = usePointTransactions(token, { pageNo: page, pageSize: PAGE_SIZE, startTime: range.startTime, ...(kind ? { kind } : {}) });
  return (
    <Panel title={t('lo_view_points')} flush testId="point-history">
      <div className={styles.filters}>
        <SelectField
          label={t('lo_kind_filter')}
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as Kind | '');
            setPage(1);
          }}
        >
          <option value="">{t('in_all')}</option>
          {kinds.map((k) => (
            <option key={k} value={k}>
              {t(`lo_kind_${k}`)}
            </option>
          ))}
        </SelectField>
        <RangeChoice
          days={range.days}
          onChange={(d) => {
            range.choose(d);
            setPage(1);
          }}
        />
      </div>
      <QueryBody query={history} skeleton={<ListSkeleton rows={4} height={44} />}>
        {(value) =>
          value.list.length === 0 ? (
            <EmptyState compact icon="records" title={t('lo_no_point_changes')} />
          ) : (
            <>
              <ul className={shared.rows} aria-busy={history.isPlaceholderData || undefined}>
                {value.list.map((tx) => (
                  <li key={tx.id} className={`${shared.row} ${styles.tx}`} data-testid="point-transaction" data-kind={tx.kind}>
                    <div className={styles.txMain}>
                      <strong>{t(`lo_kind_${tx.kind}`)}</strong>
                      <span className={shared.meta}>
                        {tx.remark && <span>{tx.remark}</span>}
                        <span>{formatWhen(tx.createdAt, language)}</span>
                      </span>
                    </div>
                    <div className={styles.txFigures}>
                      <span className={tx.change >= 0 ? shared.up : shared.down} data-testid="point-change">
                        <span className="visually-hidden">{t('lo_changed_points')}: </span>
                        {tx.change >= 0 ? '+' : '−'}
                        {wholeNumber(Math.abs(tx.change))}
                      </span>
                      <small>{t('lo_balance_after', { points: wholeNumber(tx.balance) })}</small>
                    </div>
                  </li>
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
