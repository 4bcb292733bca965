import type { MemberPageProps } from '@/features/member-center/config/menu';
import '@/features/player-activity/locales/texts';
import type { RgSection } from '@/features/responsible-gaming/config/sections';
import { ResponsibleGamingPage } from '@/features/responsible-gaming/components/responsible-gaming-page';

/** The player-activity feature's tools as tabs of the responsible-gaming page (the two features meet here). */
const activitySections: RgSection[] = [
  {
    id: 'realityCheck',
    title: 'pa_settings_title',
    load: () => import('@/features/player-activity/components/reality-check-settings').then((m) => m.RealityCheckSettings),
  },
  {
    id: 'statement',
    title: 'pa_statement_title',
    load: () => import('@/features/player-activity/components/activity-statement').then((m) => m.ActivityStatement),
  },
];

/** Responsible gaming (member centre): limits and breaks, then the reality check and the activity statement. */
export function ResponsibleGamingWithActivity({ token }: MemberPageProps) {
  return <ResponsibleGamingPage token={token} extraSections={activitySections} />;
}
