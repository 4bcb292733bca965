import type { LotteryPlayTypeInfo } from '@app/contract/lottery';
import { type BetQuote, type LotteryLayout, quoteBet, validateSelection } from '@app/contract/lottery-rules';
import { formatMoney, type MoneyFormat } from '@app/contract/money';
import { parseAmountInput } from '@/lib/amount-input';

/** What the slip shows for the picks and the stake typed so far, as the server will compute it (lottery-rules). */
export interface SlipFigures {
  /** the quote when picks and stake are valid */
  quote: Extract<BetQuote, { ok: true }> | null;
  /** bets the picks make so far (0 while the selection is incomplete) */
  betCount: number;
  stakeMinor: number | null;
  totalMinor: number;
  potentialWinMinor: number;
  /** the first problem to show, as a text key and its values; null when the ticket can be placed */
  problem: { key: string; values?: Record<string, string | number> } | null;
}

/** `money`: the brand's currency (its decimal places, which the stake may have) and how its amounts are written. */
export function slipFigures(info: LotteryPlayTypeInfo, layout: LotteryLayout, picks: readonly string[], stakeText: string, money: MoneyFormat): SlipFigures {
  const parsed = stakeText.trim() ? parseAmountInput(stakeText, money.digits) : null;
  const stakeMinor = parsed && 'minor' in parsed ? parsed.minor : null;
  const quote = quoteBet({
    playType: info.code,
    layout,
    picks,
    unitStakeMinor: stakeMinor ?? 0,
    oddsThousandths: info.oddsThousandths,
    limits: { minStakeMinor: info.minStakeMinor, maxStakeMinor: info.maxStakeMinor },
  });
  if (quote.ok) return { quote, betCount: quote.betCount, stakeMinor, totalMinor: quote.stakeTotalMinor, potentialWinMinor: quote.potentialWinMinor, problem: null };

  // the selection may be fine while the stake is not: keep showing its bet count
  const selection = validateSelection(info.code, layout, picks);
  const betCount = selection.ok ? selection.betCount : 0;
  const totalMinor = stakeMinor ? stakeMinor * betCount : 0;
  let problem: SlipFigures['problem'];
  switch (quote.problem) {
    case 'STAKE_OUT_OF_RANGE':
      problem = !stakeText.trim()
        ? { key: 'lottery_enter_stake' }
        : stakeMinor === null
          ? { key: money.digits === 0 ? 'lottery_stake_invalid_whole' : 'lottery_stake_invalid' }
          : { key: 'lottery_stake_range', values: { min: formatMoney(info.minStakeMinor, money), max: formatMoney(info.maxStakeMinor, money) } };
      break;
    case 'TOO_FEW':
      problem = picks.length === 0 ? { key: 'lottery_pick_prompt', values: { min: quote.min ?? 1 } } : { key: 'lottery_too_few', values: { min: quote.min ?? 1 } };
      break;
    case 'TOO_MANY':
      problem = { key: 'lottery_too_many', values: { max: quote.max ?? 1 } };
      break;
    case 'DUPLICATE':
      problem = { key: 'lottery_duplicate', values: { pick: quote.pick ?? '' } };
      break;
    case 'WRONG_DIGIT_COUNT':
    case 'NOT_DIGITS':
      problem = { key: 'lottery_wrong_digits', values: { digits: info.digits ?? 2 } };
      break;
    default:
      problem = { key: 'err_invalid_selection' };
  }
  return { quote: null, betCount, stakeMinor, totalMinor, potentialWinMinor: 0, problem };
}
