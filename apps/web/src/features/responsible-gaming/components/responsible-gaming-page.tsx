import { Suspense, useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/empty-state/empty-state';
import { HelpLink } from '@/components/ui/help-link/help-link';
import { Panel } from '@/components/ui/panel/panel';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { Tabs, tabPanelProps, useTabsId } from '@/components/ui/tabs/tabs';
import { ApiError } from '@/lib/api-client';
import { useRgStatus } from '../api/get-rg-status';
import { rgSections, type RgSection, type RgSectionProps } from '../config/sections';
import { BlockNotice } from './block-notice';
import '../locales/texts';
import styles from './rg.module.css';
import { lazyWithTexts } from '@/lib/feature-texts';

/** One lazy component per section id, made once (sections from other features come in through extraSections). */
const sectionComponents = new Map<string, ComponentType<RgSectionProps>>();
function sectionComponent(section: RgSection) {
  let component = sectionComponents.get(section.id);
  if (!component) {
    component = lazyWithTexts(() => section.load().then((loaded) => ({ default: loaded })));
    sectionComponents.set(section.id, component);
  }
  return component;
}

/**
 * The member centre's "Responsible gaming" page: the pack's intro and helpline, then one tab per section (limits,
 * breaks and self-exclusion; more sections come from config/sections.ts).
 */
export function ResponsibleGamingPage({ token, extraSections = [] }: { token: string; extraSections?: RgSection[] }) {
  const { t } = useTranslation();
  const status = useRgStatus(token);
  const sections = useMemo(
    () => [...rgSections, ...extraSections].filter((s) => !status.data || !s.offered || s.offered(status.data)),
    [status.data, extraSections],
  );
  const [tab, setTab] = useState(sections[0]!.id);
  const idBase = useTabsId();
  if (status.isPending) return <Skeleton height={320} />;
  if (status.isError)
    return <ErrorState message={t(status.error instanceof ApiError ? status.error.messageKey : 'err_network_error')} onRetry={() => void status.refetch()} />;
  const Section = sectionComponent(sections.find((s) => s.id === tab) ?? sections[0]!);
  return (
    <div className={styles.page} data-testid="rg-page">
      <Panel title={t('rg_title')} action={<HelpLink topic="responsible" label={t('rg_help_label')} text={t('rg_help')} />}>
        <p className={styles.intro}>{status.data.pack.intro}</p>
        <p className={styles.helpline}>{status.data.pack.helpline}</p>
      </Panel>
      {status.data.block && <BlockNotice block={status.data.block} helpline={status.data.pack.helpline} />}
      <Tabs label={t('rg_title')} items={sections.map((s) => ({ value: s.id, label: t(s.title) }))} value={tab} onChange={setTab} idBase={idBase} />
      <div {...tabPanelProps(idBase, tab)}>
        <Suspense fallback={<Skeleton height={240} />}>
          <Section token={token} status={status.data} />
        </Suspense>
      </div>
    </div>
  );
}
