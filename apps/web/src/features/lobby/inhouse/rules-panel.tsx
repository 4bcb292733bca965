import { formatMoney, type MoneyFormat } from '@app/contract/money';
import { CRASH_TARGET_LIMITS, DICE_TARGET_LIMITS, SLOT_LINES, SLOT_PAYLINES, SLOT_PAYTABLE, SLOT_SYMBOLS, type InhouseGame } from '@app/contract/inhouse-games';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { useInhouseRules } from '../api/get-inhouse-rules';
import { hundredths, multiplierText } from './format';
import { SlotSymbolArt } from './slot-symbols';
import styles from './play.module.css';

function Payline({ rows, index }: { rows: readonly number[]; index: number }) {
  const { t } = useTranslation();
  return (
    <figure className={styles.payline}>
      <svg viewBox="0 0 50 30" aria-hidden="true">
        {Array.from({ length: 3 }, (_, row) =>
          Array.from({ length: 5 }, (_, reel) => (
            <rect key={`${row}-${reel}`} x={reel * 10 + 1} y={row * 10 + 1} width="8" height="8" rx="2" data-on={rows[reel] === row || undefined} />
          )),
        )}
      </svg>
      <figcaption>{t('lobby_line_n', { n: index + 1 })}</figcaption>
    </figure>
  );
}

/**
 * The published rules: return to player and stake range from the server (inhouseRules), the game's tables (the very
 * tables the outcome functions use), and how fairness works.
 */
export function RulesPanel({ game, money }: { game: InhouseGame; money: MoneyFormat }) {
  const { t } = useTranslation();
  const rules = useInhouseRules();
  const rule = rules.data?.find((r) => r.game === game);
  return (
    <div className={styles.panelBody} data-testid="rules-panel">
      {rules.isPending ? (
        <Skeleton height={64} radius={12} />
      ) : rule ? (
        <dl className={styles.ruleFacts}>
          <div>
            <dt>{t('lobby_rtp_long')}</dt>
            <dd data-testid="rules-rtp">{(rule.rtp * 100).toFixed(2)}%</dd>
          </div>
          <div>
            <dt>{t('lobby_stake_range')}</dt>
            <dd>
              {formatMoney(rule.minStakeMinor, money)} – {formatMoney(rule.maxStakeMinor, money)}
            </dd>
          </div>
        </dl>
      ) : null}

      <h3 className={styles.h3}>{t('lobby_how_to_play')}</h3>
      <p className={styles.text}>{t(`lobby_rules_${game}`)}</p>

      {game === 'slot' && (
        <>
          <h3 className={styles.h3}>{t('lobby_paytable')}</h3>
          <table className={styles.paytable}>
            <thead>
              <tr>
                <th scope="col">{t('lobby_symbol')}</th>
                <th scope="col">×3</th>
                <th scope="col">×4</th>
                <th scope="col">×5</th>
              </tr>
            </thead>
            <tbody>
              {[...SLOT_SYMBOLS].reverse().map((symbol) => (
                <tr key={symbol}>
                  <th scope="row">
                    <span className={styles.paySymbol}>
                      <SlotSymbolArt symbol={symbol} />
                    </span>
                    <span>{t(`lobby_symbol_${symbol.toLowerCase()}`)}</span>
                  </th>
                  {[3, 4, 5].map((n) => (
                    <td key={n}>{SLOT_PAYTABLE[symbol][n]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <p className={styles.note}>{t('lobby_paytable_note', { lines: SLOT_LINES })}</p>
          <h3 className={styles.h3}>{t('lobby_paylines')}</h3>
          <div className={styles.paylines}>
            {SLOT_PAYLINES.map((rows, i) => (
              <Payline key={i} rows={rows} index={i} />
            ))}
          </div>
        </>
      )}
      {game === 'dice' && (
        <p className={styles.note}>
          {t('lobby_dice_limits', {
            underMin: hundredths(DICE_TARGET_LIMITS.under.min),
            underMax: hundredths(DICE_TARGET_LIMITS.under.max),
            overMin: hundredths(DICE_TARGET_LIMITS.over.min),
            overMax: hundredths(DICE_TARGET_LIMITS.over.max),
          })}
        </p>
      )}
      {game === 'crash' && (
        <p className={styles.note}>
          {t('lobby_cashout_limits', { min: multiplierText(CRASH_TARGET_LIMITS.min / 100), max: multiplierText(CRASH_TARGET_LIMITS.max / 100) })}
        </p>
      )}

      <h3 className={styles.h3}>{t('lobby_fair_title')}</h3>
      <ol className={styles.fairList}>
        <li>{t('lobby_fair_rule_commit')}</li>
        <li>{t('lobby_fair_rule_digest')}</li>
        <li>{t('lobby_fair_rule_outcome')}</li>
        <li>{t('lobby_fair_rule_reveal')}</li>
      </ol>
    </div>
  );
}
