import type { PromotionDetail } from '@app/contract/promotions';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/ui/panel/panel';
import { useMoneyFormat } from '@/config/brand';
import { useLanguage } from '@/lib/i18n';
import { formatWhen, moneyIn } from '@/lib/format';
import { RaffleCheck } from './raffle-check';
import styles from './detail.module.css';

/**
 * The raffle: when it is drawn, how many winners and tickets, the hash of the seed committed before the draw, the
 * seed revealed at the draw (anyone can recompute the winners from it) and the winners, the player's ticket marked.
 */
export function RafflePanel({ raffle, currency, ownTicket }: { raffle: NonNullable<PromotionDetail['raffle']>; currency: string; ownTicket: string | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = moneyIn(currency, useMoneyFormat());
  return (
    <Panel title={t('promo_raffle')} testId="raffle">
      <dl className={styles.facts}>
        <dt>{t('promo_draw_time')}</dt>
        <dd>{formatWhen(raffle.drawAt, language)}</dd>
        <dt>{t('promo_fig_winners')}</dt>
        <dd>{raffle.winnersCount}</dd>
        <dt>{t('promo_tickets')}</dt>
        <dd>{raffle.tickets}</dd>
        <dt>{t('promo_seed_hash')}</dt>
        <dd className={styles.mono}>{raffle.seedHash || '—'}</dd>
        <dt>{t('promo_seed')}</dt>
        <dd className={styles.mono}>{raffle.seed ?? t('promo_seed_hidden')}</dd>
        {raffle.drawnAt !== null && (
          <>
            <dt>{t('promo_drawn_at')}</dt>
            <dd>{formatWhen(raffle.drawnAt, language)}</dd>
          </>
        )}
      </dl>
      <p className={styles.note}>{t('promo_raffle_fair')}</p>
      {raffle.seed && raffle.drawnAt !== null && <RaffleCheck raffle={raffle} />}
      {raffle.drawnAt !== null && (
        <>
          <h3 className={styles.subTitle}>{t('promo_winners')}</h3>
          {raffle.winners.length === 0 ? (
            <p className={styles.muted}>{t('promo_no_winners')}</p>
          ) : (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th>{t('promo_ticket')}</th>
                  <th>{t('promo_player')}</th>
                  <th className={styles.right}>{t('promo_prize')}</th>
                </tr>
              </thead>
              <tbody>
                {raffle.winners.map((w) => (
                  <tr key={w.ticketNo} data-own={w.ticketNo === ownTicket ? 'true' : undefined}>
                    <td className={styles.mono}>{w.ticketNo}</td>
                    <td>{w.player}</td>
                    <td className={styles.right}>{money(w.prizeMinor)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </Panel>
  );
}
