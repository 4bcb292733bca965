import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { CopyButton } from '@/components/ui/copy-button/copy-button';
import { CheckboxField, TextField } from '@/components/ui/field/field';
import { Panel } from '@/components/ui/panel/panel';
import { failureText, Notice } from '@/components/ui/states/states';
import { formatTime } from '@/lib/format';
import { t } from '@/lib/texts';
import { type PaymentGateway, usePaymentGateways, useSetPaymentGateway } from '../api/gateways';
import styles from '@/components/ui/layout/layout.module.css';

/** PayMongo's key shapes (as the contract checks them): refused here before they travel */
const SECRET_KEY = /^sk_(live|test)_[A-Za-z0-9_-]{8,128}$/;
const PUBLIC_KEY = /^pk_(live|test)_[A-Za-z0-9_-]{8,128}$/;
const WEBHOOK_SECRET = /^whsk_[A-Za-z0-9_-]{8,128}$/;

/**
 * A brand's payment gateways (issue 32): where the keys in use come from (stored here, or the server's environment),
 * live or test, the secret key's last 4, and the webhook to register at the gateway. An owner (settings.write) stores
 * the brand's own keys; the server seals them and never shows them again, so the form always starts empty.
 */
export function PaymentGatewaysPanel({ brandId, canWrite }: { brandId: string; canWrite: boolean }) {
  const gateways = usePaymentGateways(brandId);
  if (!gateways.data) return gateways.isError ? <Notice tone="error">{failureText(gateways.error)}</Notice> : null;
  const { canStore, list } = gateways.data;
  return (
    <Panel title={t('set_gateways_title')}>
      <p className={styles.hint}>{t('set_gateways_intro')}</p>
      {list.map((gateway) => (
        <GatewayBlock key={`${brandId}:${gateway.provider}`} brandId={brandId} gateway={gateway} canWrite={canWrite} canStore={canStore} />
      ))}
    </Panel>
  );
}

function sourceText(gateway: PaymentGateway) {
  if (gateway.unreadable) return t('set_gateway_source_unreadable');
  if (gateway.configured === 'backoffice') return t('set_gateway_source_backoffice');
  if (gateway.configured === 'environment') return t('set_gateway_source_environment');
  return t('set_gateway_source_none');
}

function GatewayBlock({ brandId, gateway, canWrite, canStore }: { brandId: string; gateway: PaymentGateway; canWrite: boolean; canStore: boolean }) {
  return (
    <section aria-label={gateway.name}>
      <h3>{gateway.name}</h3>
      <dl className={styles.figures} aria-label={t('set_gateway_state', { name: gateway.name })}>
        <div>
          <dt>{t('set_gateway_source')}</dt>
          <dd>{sourceText(gateway)}</dd>
        </div>
        <div>
          <dt>{t('set_gateway_mode')}</dt>
          <dd>{gateway.mode === 'live' ? t('set_gateway_mode_live') : gateway.mode === 'test' ? t('set_gateway_mode_test') : '—'}</dd>
        </div>
        <div>
          <dt>{t('set_gateway_key')}</dt>
          <dd className="mono">{gateway.secretKeyLast4 ? `••••${gateway.secretKeyLast4}` : '—'}</dd>
        </div>
        <div>
          <dt>{t('set_gateway_stored')}</dt>
          <dd>{gateway.updatedBy ? t('set_gateway_stored_by', { by: gateway.updatedBy, at: formatTime(gateway.updatedAt), state: gateway.enabled ? t('set_gateway_on') : t('set_gateway_off') }) : '—'}</dd>
        </div>
      </dl>
      {gateway.unreadable && <Notice tone="error">{t('set_gateway_unreadable')}</Notice>}
      {!gateway.configured && !gateway.unreadable && <Notice tone="warning">{t('set_gateway_none')}</Notice>}
      <p className={styles.hint}>{t('set_gateway_webhook', { events: gateway.webhookEvents.join(', ') })}</p>
      <p>
        <span className="mono">{gateway.webhookUrl}</span> <CopyButton text={gateway.webhookUrl} label={t('set_gateway_copy_webhook')} />
      </p>
      {canWrite && (canStore ? <GatewayKeysForm brandId={brandId} gateway={gateway} /> : <Notice tone="warning">{t('set_gateway_no_secrets_key')}</Notice>)}
    </section>
  );
}

/** The brand's own keys, typed in full each time (what is stored is never sent back). */
function GatewayKeysForm({ brandId, gateway }: { brandId: string; gateway: PaymentGateway }) {
  const save = useSetPaymentGateway();
  const [secretKey, setSecretKey] = useState('');
  const [webhookSecret, setWebhookSecret] = useState('');
  const [publicKey, setPublicKey] = useState('');
  const [enabled, setEnabled] = useState(true);
  const [problem, setProblem] = useState<{ field: 'secretKey' | 'webhookSecret' | 'publicKey'; text: string } | null>(null);
  const submit = () => {
    const keys = { secretKey: secretKey.trim(), webhookSecret: webhookSecret.trim(), publicKey: publicKey.trim() };
    if (!SECRET_KEY.test(keys.secretKey)) return setProblem({ field: 'secretKey', text: t('set_gateway_secret_key_format') });
    if (!WEBHOOK_SECRET.test(keys.webhookSecret)) return setProblem({ field: 'webhookSecret', text: t('set_gateway_webhook_secret_format') });
    if (keys.publicKey && !PUBLIC_KEY.test(keys.publicKey)) return setProblem({ field: 'publicKey', text: t('set_gateway_public_key_format') });
    if (keys.publicKey && keys.publicKey.split('_')[1] !== keys.secretKey.split('_')[1]) return setProblem({ field: 'publicKey', text: t('set_gateway_modes_differ') });
    setProblem(null);
    save.mutate(
      { brandId, provider: gateway.provider, secretKey: keys.secretKey, webhookSecret: keys.webhookSecret, publicKey: keys.publicKey || null, enabled },
      {
        onSuccess: () => {
          setSecretKey('');
          setWebhookSecret('');
          setPublicKey('');
        },
      },
    );
  };
  const errorOf = (field: 'secretKey' | 'webhookSecret' | 'publicKey') => (problem?.field === field ? problem.text : undefined);
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('set_gateway_form', { name: gateway.name })}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <p className={styles.hint}>{t('set_gateway_form_hint')}</p>
      <div className={styles.grid}>
        <TextField label={t('set_gateway_secret_key')} type="password" autoComplete="off" spellCheck={false} value={secretKey} error={errorOf('secretKey')} onChange={(e) => setSecretKey(e.target.value)} />
        <TextField label={t('set_gateway_webhook_secret')} type="password" autoComplete="off" spellCheck={false} value={webhookSecret} error={errorOf('webhookSecret')} onChange={(e) => setWebhookSecret(e.target.value)} />
        <TextField label={t('set_gateway_public_key')} hint={t('set_gateway_optional')} autoComplete="off" spellCheck={false} value={publicKey} error={errorOf('publicKey')} onChange={(e) => setPublicKey(e.target.value)} />
      </div>
      <CheckboxField label={t('set_gateway_enabled')} hint={t('set_gateway_enabled_hint')} checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
      {save.isError && <Notice tone="error">{failureText(save.error)}</Notice>}
      {save.isSuccess && <Notice>{t('set_gateway_saved')}</Notice>}
      <div className={styles.buttons}>
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {t('set_gateway_save')}
        </Button>
      </div>
    </form>
  );
}
