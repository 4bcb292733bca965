import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { ConfirmBar } from '@/components/ui/confirm-bar/confirm-bar';
import { Panel } from '@/components/ui/panel/panel';
import { ErrorState, failureText, LoadingState, Notice } from '@/components/ui/states/states';
import { t } from '@/lib/texts';
import { useBrandMoney } from '@/lib/use-brand-money';
import { useKycSettings, useSetKycSettings } from '../api/kyc';
import { enforcementText } from './kyc-words';
import layout from '@/components/ui/layout/layout.module.css';

/**
 * When the brand's players must verify their identity: its pack's rule, or off. Switched (after a confirmation) only
 * with settings.write; read only otherwise.
 */
export function KycEnforcement({ brandId, brandName: brand, canSet }: { brandId: string; brandName: string; canSet: boolean }) {
  const settings = useKycSettings(brandId);
  const money = useBrandMoney()(brandId);
  const save = useSetKycSettings();
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState('');
  if (brandId === '') return null;
  const next = settings.data?.enforcement === 'off' ? 'pack' : 'off';
  return (
    <Panel title={t('kyc_enforcement_title', { brand })}>
      {settings.isPending ? (
        <LoadingState rows={1} />
      ) : settings.isError ? (
        <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <div className={layout.form}>
          <p>
            <strong>{enforcementText(settings.data, money)}</strong>
          </p>
          <p className={layout.hint}>{t('kyc_enforcement_hint')}</p>
          {!canSet && <p className={layout.hint}>{t('kyc_enforcement_read_only')}</p>}
          {save.isError && <Notice tone="error">{failureText(save.error)}</Notice>}
          {done && <Notice>{done}</Notice>}
          {canSet &&
            (confirming ? (
              <ConfirmBar
                text={t(next === 'off' ? 'kyc_switch_off_confirm' : 'kyc_switch_on_confirm', { brand })}
                danger={next === 'off'}
                pending={save.isPending}
                onConfirm={() =>
                  save.mutate(
                    { brandId, enforcement: next },
                    {
                      onSuccess: () => setDone(t(next === 'off' ? 'kyc_switched_off' : 'kyc_switched_on', { brand })),
                      onSettled: () => setConfirming(false),
                    },
                  )
                }
                onCancel={() => setConfirming(false)}
              />
            ) : (
              <div>
                <Button
                  onClick={() => {
                    save.reset();
                    setDone('');
                    setConfirming(true);
                  }}
                >
                  {t(next === 'off' ? 'kyc_switch_off' : 'kyc_switch_on')}
                </Button>
              </div>
            ))}
        </div>
      )}
    </Panel>
  );
}
