import type { Promotion } from '@app/contract/promotions';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/ui/panel/panel';
import { useMoneyFormat } from '@/config/brand';
import { useLanguage } from '@/lib/i18n';
import { formatWhen, moneyIn } from '@/lib/format';
import { contributions, termsFigures } from '../utils/terms';
import styles from './detail.module.css';

/** The promotion's figures (reward, cap, minimum deposit, wagering, time, maximum bet...) and how each game category counts. */
export function TermsPanel({ promotion }: { promotion: Pick<Promotion, 'mechanic' | 'terms' | 'currency'> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = moneyIn(promotion.currency, useMoneyFormat());
  const figures = termsFigures(t, promotion, money, (ms) => formatWhen(ms, language));
  const weights = contributions(promotion.terms);
  if (figures.length === 0 && weights.length === 0) return null;
  return (
    <Panel title={t('promo_terms')} testId="terms">
      <dl className={styles.figures}>
        {figures.map((f) => (
          <div key={f.label} className={styles.figure}>
            <dt>{t(f.label)}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
      {weights.length > 0 && (
        <>
          <h3 className={styles.subTitle}>{t('promo_contributions')}</h3>
          <p className={styles.note}>{t('promo_contributions_text')}</p>
          <table className={styles.table} data-testid="contributions">
            <thead>
              <tr>
                <th>{t('promo_game_category')}</th>
                <th className={styles.right}>{t('promo_counts_as')}</th>
              </tr>
            </thead>
            <tbody>
              {weights.map((w) => (
                <tr key={w.gameType}>
                  <td>{t(`in_category_${w.gameType.toLowerCase()}`)}</td>
                  <td className={styles.right}>{w.percent}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Panel>
  );
}
