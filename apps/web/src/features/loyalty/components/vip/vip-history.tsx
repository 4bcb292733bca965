import type { VipLadderValue } from '@app/contract/loyalty';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Panel, StatusPill } from '@/components/ui/panel/panel';
import { formatWhen } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import shared from '../loyalty.module.css';

const tones = { upgrade: 'success', downgrade: 'warning', operator: 'info' } as const;

/** Every change of the member's tier, newest first: from, to, why and when. */
export function VipHistory({ value }: { value: VipLadderValue }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const nameOf = (level: number) => value.tiers.find((tier) => tier.rankLevel === level)?.labelName ?? t('lo_rank_level', { level });
  const history = [...value.history].sort((a, b) => b.at - a.at);
  return (
    <Panel title={t('lo_vip_history')} flush testId="vip-history">
      {history.length === 0 ? (
        <EmptyState compact icon="clock" title={t('lo_vip_history_empty')} />
      ) : (
        <ul className={shared.rows}>
          {history.map((change) => (
            <li key={`${change.at}-${change.toLevel}`} className={shared.row} data-testid="vip-change">
              <div className={shared.rowHead}>
                <strong className={shared.rowTitle}>{t('lo_vip_change', { from: nameOf(change.fromLevel), to: nameOf(change.toLevel) })}</strong>
                <StatusPill tone={tones[change.reason]}>{t(`lo_vip_${change.reason}`)}</StatusPill>
              </div>
              <p className={shared.meta}>{formatWhen(change.at, language)}</p>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
