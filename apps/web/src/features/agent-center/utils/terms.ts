import type { ContractKind, ContractTerms } from '@app/contract/agent-contracts';
import { formatMoney, type MoneyFormat } from '@app/contract/money';

/** Basis points as a percentage: 150 -> "1.5%". */
export const ratePercent = (bp: number) => `${(bp / 100).toLocaleString('en', { maximumFractionDigits: 2 })}%`;

/** The conditions of a contract's terms, each as a text key and its values (only those set). */
export function termLines(kind: ContractKind, terms: ContractTerms, format: MoneyFormat): { key: string; params: Record<string, string | number> }[] {
  const money = (minor: number) => formatMoney(minor, format);
  const lines: { key: string; params: Record<string, string | number> }[] = [
    { key: kind === 'dividend' ? 'ag_term_rate_dividend' : 'ag_term_rate_salary', params: { rate: ratePercent(terms.rateBp) } },
  ];
  if (terms.period) lines.push({ key: 'ag_term_period', params: { period: terms.period } });
  if (terms.minValidBetMinor > 0) lines.push({ key: 'ag_term_min_valid_bet', params: { amount: money(terms.minValidBetMinor) } });
  if (terms.minProfitLossMinor !== null) lines.push({ key: 'ag_term_min_profit_loss', params: { amount: money(terms.minProfitLossMinor) } });
  if (terms.minActiveMembers > 0) lines.push({ key: 'ag_term_min_active', params: { count: terms.minActiveMembers } });
  if (terms.dailyBetMinor !== null) lines.push({ key: 'ag_term_daily_bet', params: { amount: money(terms.dailyBetMinor) } });
  if (terms.hourlyBetMinor !== null) lines.push({ key: 'ag_term_hourly_bet', params: { amount: money(terms.hourlyBetMinor) } });
  return lines;
}

/** Which optional terms a kind takes (the server refuses the others). */
export const kindTakes = (kind: ContractKind) => ({
  period: kind === 'dividend',
  dailyBet: kind === 'daily_salary' || kind === 'real_time_salary',
  hourlyBet: kind === 'hourly_salary' || kind === 'real_time_salary',
});
