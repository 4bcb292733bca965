import type { RgStatusValue } from '@app/contract/responsible-gaming';
import type { ComponentType } from 'react';

/** What every section of the responsible-gaming page gets. */
export interface RgSectionProps {
  token: string;
  status: RgStatusValue;
}

/**
 * The page's sections, in order, each a tab: limits, then breaks and self-exclusion. Later tools (the reality check,
 * the activity statement) add an entry here with their own component; the page needs no other change.
 */
export interface RgSection {
  id: string;
  /** the tab's text key */
  title: string;
  load: () => Promise<ComponentType<RgSectionProps>>;
  /** shown only when the brand's pack offers the tool */
  offered?: (status: RgStatusValue) => boolean;
}

export const rgSections: RgSection[] = [
  { id: 'limits', title: 'rg_tab_limits', load: () => import('../components/limits-section').then((m) => m.LimitsSection) },
  { id: 'break', title: 'rg_tab_break', load: () => import('../components/break-section').then((m) => m.BreakSection) },
];
