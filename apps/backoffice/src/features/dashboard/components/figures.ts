import { formatAmount } from '@/lib/format';
import type { Figures } from '../api/get-dashboard';

/** The dashboard's figures in the order shown; money figures end in Minor. */
export const figureKeys = ['depositsMinor', 'withdrawalsMinor', 'betsMinor', 'winsMinor', 'ggrMinor', 'bonusCostMinor', 'ngrMinor', 'registrations', 'firstDepositors', 'activePlayers'] as const;
export type FigureKey = (typeof figureKeys)[number];

export const isFigure = (value: string): value is FigureKey => (figureKeys as readonly string[]).includes(value);
export const formatFigure = (key: FigureKey, figures: Figures) => (key.endsWith('Minor') ? formatAmount(figures[key]) : String(figures[key]));
export const csvFigure = (key: FigureKey, figures: Figures) => (key.endsWith('Minor') ? (figures[key] / 100).toFixed(2) : figures[key]);
