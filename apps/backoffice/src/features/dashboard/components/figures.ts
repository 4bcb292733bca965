import { amountText, formatAmount, type MoneyFormat, plainMoney } from '@/lib/money';
import { t } from '@/lib/texts';
import type { Figures } from '../api/get-dashboard';

/** The dashboard's figures in the order shown; money figures end in Minor. */
export const figureKeys = ['depositsMinor', 'withdrawalsMinor', 'betsMinor', 'winsMinor', 'ggrMinor', 'bonusCostMinor', 'ngrMinor', 'registrations', 'firstDepositors', 'activePlayers'] as const;
export type FigureKey = (typeof figureKeys)[number];

export const isFigure = (value: string): value is FigureKey => (figureKeys as readonly string[]).includes(value);
export const isMoneyFigure = (key: FigureKey) => key.endsWith('Minor');

/**
 * A figure as shown: a count as it is, money in `money`. `money` null: the figure adds up brands of different
 * currencies (pesos and đồng), a sum that means nothing, so its money is not shown ("—"); the brands' rows show theirs.
 */
export const formatFigure = (key: FigureKey, figures: Figures, money: MoneyFormat | null) =>
  !isMoneyFigure(key) ? String(figures[key]) : money ? formatAmount(figures[key], money) : t('none');

/** A figure in the CSV: money as major units of its currency's decimals; empty where `money` is null (see formatFigure). */
export const csvFigure = (key: FigureKey, figures: Figures, money: MoneyFormat | null) => (!isMoneyFigure(key) ? figures[key] : money ? amountText(figures[key], money.digits) : '');

/**
 * The money format the brands share (the one brand in view, or several in one currency), or null when they differ;
 * plainMoney for no brand (nothing to add up).
 */
export function sharedMoney(formats: readonly MoneyFormat[]): MoneyFormat | null {
  const [first] = formats;
  if (!first) return plainMoney;
  return formats.every((f) => f.symbol === first.symbol && f.digits === first.digits) ? first : null;
}
