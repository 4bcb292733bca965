import type { LotteryPlayTypeInfo } from '@app/contract/lottery';
import { formatMoney, type MoneyFormat } from '@app/contract/money';
import { type PlayType, quickPick } from '@app/contract/lottery-rules';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { Money } from '@/components/ui/money/money';
import { amountInputMode, amountInputText } from '@/lib/amount-input';
import type { slipFigures } from '../utils/bet-slip';
import { NumberPicker } from './number-picker';
import styles from './bet-slip.module.css';

/** The stake presets: multiples of the play type's minimum stake (₱1, ₱5 … ₱100 from ₱1), inside its maximum. */
const STAKE_PRESET_TIMES = [1, 5, 10, 50, 100];

/** The play types as a radio group: arrow keys move the choice (and the focus) around. */
export function PlayTypeChoices({ playTypes, value, onChoose }: { playTypes: readonly LotteryPlayTypeInfo[]; value: PlayType; onChoose: (code: PlayType) => void }) {
  const { t } = useTranslation();
  return (
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus -- roving tabindex: focus sits on the checked radio; arrow keys bubble up to the group
    <div
      role="radiogroup"
      aria-label={t('lottery_play_type')}
      className={styles.playTypes}
      onKeyDown={(event) => {
        const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
        if (!step) return;
        event.preventDefault();
        const index = playTypes.findIndex((p) => p.code === value);
        const next = playTypes[(index + step + playTypes.length) % playTypes.length]!;
        onChoose(next.code);
        event.currentTarget.querySelector<HTMLElement>(`[data-value="${next.code}"]`)?.focus();
      }}
    >
      {playTypes.map((p) => (
        <button
          key={p.code}
          type="button"
          role="radio"
          aria-checked={p.code === value}
          tabIndex={p.code === value ? 0 : -1}
          data-value={p.code}
          className={styles.playType}
          onClick={() => onChoose(p.code)}
        >
          {t(p.nameKey)}
        </button>
      ))}
    </div>
  );
}

interface StakeFieldProps {
  id: string;
  info: LotteryPlayTypeInfo;
  /** the brand's currency: its decimal places and how its amounts are written */
  money: MoneyFormat;
  stake: string;
  /** the typed stake in minor units, null while it is not one */
  stakeMinor: number | null;
  /** typed by the player (cleaned to digits, dots and commas) */
  onType: (stake: string) => void;
  onPreset: (stake: string) => void;
  invalid: boolean;
  describedBy: string | undefined;
}

/** The stake per bet: typed or one of the presets within the play type's limits. */
export function StakeField({ id, info, money, stake, stakeMinor, onType, onPreset, invalid, describedBy }: StakeFieldProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.stake}>
      <label htmlFor={id}>{t('lottery_stake_per_bet')}</label>
      <input
        id={id}
        inputMode={amountInputMode(money.digits)}
        autoComplete="off"
        value={stake}
        onChange={(e) => onType(e.target.value.replace(/[^\d.,]/g, '').slice(0, 16))}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
      />
      <div className={styles.presets}>
        {STAKE_PRESET_TIMES.map((times) => info.minStakeMinor * times)
          .filter((v) => v > 0 && v <= info.maxStakeMinor)
          .map((v) => (
            <button key={v} type="button" className={styles.preset} aria-pressed={stakeMinor === v} onClick={() => onPreset(amountInputText(v, money.digits))}>
              {formatMoney(v, money)}
            </button>
          ))}
      </div>
      <p className={styles.limits}>
        {t('lottery_stake_limits')}: <Money value={info.minStakeMinor} /> – <Money value={info.maxStakeMinor} />
      </p>
    </div>
  );
}

/** The bet count, total stake, odds and potential win, as the server will compute them. */
export function SlipFigures({ figures, odds }: { figures: ReturnType<typeof slipFigures>; odds: LotteryPlayTypeInfo['odds'] }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.figures} aria-live="polite" data-testid="slip-figures">
      <div>
        <dt>{t('lottery_bet_count')}</dt>
        <dd data-testid="slip-bets">{figures.betCount}</dd>
      </div>
      <div>
        <dt>{t('lottery_total_stake')}</dt>
        <dd data-testid="slip-total">
          <Money value={figures.totalMinor} />
        </dd>
      </div>
      <div>
        <dt>{t('lottery_odds')}</dt>
        <dd>×{odds}</dd>
      </div>
      <div>
        <dt>{t('lottery_potential_win')}</dt>
        <dd data-testid="slip-win" className={styles.win}>
          <Money value={figures.potentialWinMinor} />
        </dd>
      </div>
    </dl>
  );
}

interface PickAreaProps {
  info: LotteryPlayTypeInfo;
  picks: string[];
  onPicks: (picks: string[]) => void;
  onToggle: (pick: string) => void;
}

/** The picks: numbers or options of the play type, a quick pick, clear, and the numbers picked so far. */
export function PickArea({ info, picks, onPicks, onToggle }: PickAreaProps) {
  const { t } = useTranslation();
  return (
    <>
      <div className={styles.pickHead}>
        <span>{info.pickKind === 'numbers' ? t('lottery_picked_count', { count: picks.length }) : t('lottery_choose_option')}</span>
        <span className={styles.pickActions}>
          <Button variant="ghost" size="sm" onClick={() => onPicks(quickPick(info.code, info.minPicks, Math.random))}>
            {t('lottery_quick_pick')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => onPicks([])} disabled={picks.length === 0}>
            {t('lottery_clear')}
          </Button>
        </span>
      </div>

      {info.pickKind === 'options' ? (
        <div role="group" aria-label={t('lottery_options')} className={styles.options}>
          {(info.options ?? []).map((option) => (
            <button key={option} type="button" className={styles.option} aria-pressed={picks.includes(option)} onClick={() => onToggle(option)}>
              {t(`lottery_option_${option.toLowerCase()}`)}
            </button>
          ))}
        </div>
      ) : (
        <NumberPicker key={info.code} digits={info.digits === 3 ? 3 : 2} selected={picks} onToggle={onToggle} />
      )}

      {picks.length > 0 && info.pickKind === 'numbers' && (
        <p className={styles.picked} aria-live="polite">
          {t('lottery_your_numbers')}: <strong>{[...picks].sort().join(', ')}</strong>
        </p>
      )}
    </>
  );
}
