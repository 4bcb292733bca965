import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { CheckboxField, TextField } from '@/components/ui/field/field';
import { Panel } from '@/components/ui/panel/panel';
import { failureText, Notice } from '@/components/ui/states/states';
import { localInput } from '@/lib/format';
import { t } from '@/lib/texts';
import { type SiteStatusRow, useSetSiteStatus } from '../api/settings';
import styles from '@/components/ui/layout/layout.module.css';

const listText = (items: readonly string[]) => items.join(', ');
const listOf = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Maintenance and region rules of the brand: the operator's switches win over the brand file's until cleared. The
 * site shows the maintenance page (with its end time) or the region notice to visitors within seconds.
 */
export function SiteStatusPanel({ row, canWrite }: { row: SiteStatusRow; canWrite: boolean }) {
  const save = useSetSiteStatus();
  const now = row.override ?? row.file;
  const [maintenance, setMaintenance] = useState(now.maintenance.enabled);
  const [endTime, setEndTime] = useState(now.maintenance.endTime === null ? '' : localInput(new Date(now.maintenance.endTime)));
  const [region, setRegion] = useState(now.regionRestriction.enabled);
  const [countries, setCountries] = useState(listText(now.regionRestriction.blockedCountries));
  const [ranges, setRanges] = useState(listText(now.regionRestriction.blockedIpRanges));
  return (
    <Panel title={t('set_status_title')}>
      <form
        className={styles.form}
        noValidate
        aria-label={t('set_status_title')}
        onSubmit={(e) => {
          e.preventDefault();
          const status = {
            maintenance: { enabled: maintenance, endTime: endTime ? new Date(endTime).getTime() : null },
            regionRestriction: { enabled: region, blockedCountries: listOf(countries).map((c) => c.toUpperCase()), blockedIpRanges: listOf(ranges) },
          };
          save.mutate({ brandId: row.brandId, status });
        }}
      >
        <p className={styles.hint}>{row.override ? t('set_status_override') : t('set_status_file')}</p>
        <CheckboxField label={t('set_maintenance')} checked={maintenance} disabled={!canWrite} onChange={(e) => setMaintenance(e.target.checked)} />
        <TextField label={t('set_maintenance_end')} type="datetime-local" value={endTime} disabled={!canWrite} onChange={(e) => setEndTime(e.target.value)} />
        <CheckboxField label={t('set_region')} checked={region} disabled={!canWrite} onChange={(e) => setRegion(e.target.checked)} />
        <div className={styles.grid}>
          <TextField label={t('set_region_countries')} hint={t('set_region_countries_hint')} value={countries} disabled={!canWrite} onChange={(e) => setCountries(e.target.value)} />
          <TextField label={t('set_region_ranges')} hint={t('set_region_ranges_hint')} value={ranges} disabled={!canWrite} onChange={(e) => setRanges(e.target.value)} />
        </div>
        {save.isError && <Notice tone="error">{failureText(save.error)}</Notice>}
        {save.isSuccess && <Notice>{t('set_saved')}</Notice>}
        {canWrite && (
          <div className={styles.buttons}>
            <Button type="submit" variant="primary" disabled={save.isPending}>
              {t('save')}
            </Button>
            {row.override && (
              <Button disabled={save.isPending} onClick={() => save.mutate({ brandId: row.brandId, status: null })}>
                {t('set_status_clear')}
              </Button>
            )}
          </div>
        )}
      </form>
    </Panel>
  );
}
