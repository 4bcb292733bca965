import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { t } from '@/lib/texts';
import { stubFetch } from '@/testing/envelope';
import { renderWithApp } from '@/testing/render';
import type { PaymentGateways } from '../api/gateways';
import { PaymentGatewaysPanel } from './payment-gateways-panel';

const fromEnvironment: PaymentGateways = {
  brandId: 'demo',
  canStore: true,
  list: [
    {
      provider: 'paymongo',
      name: 'PayMongo',
      configured: 'environment',
      mode: 'test',
      secretKeyLast4: '4471',
      enabled: false,
      unreadable: false,
      updatedBy: null,
      updatedAt: null,
      webhookUrl: 'https://lucky9.example/wps/payment/callback/paymongo',
      webhookEvents: ['checkout_session.payment.paid'],
    },
  ],
};
/** key-shaped values drawn per run: no key, even a test one, is written in the code */
const drawn = (prefix: string, suffix = '') => `${prefix}${crypto.randomUUID().replace(/-/g, '').slice(0, 16)}${suffix}`;
const publishableKey = drawn('pk_test_');
const secretKey = drawn('sk_test_brand', '9C2d');
const webhookSecret = drawn('whsk_brand');
const stored: PaymentGateways = { ...fromEnvironment, list: [{ ...fromEnvironment.list[0]!, configured: 'backoffice', secretKeyLast4: '9C2d', enabled: true, updatedBy: 'owner1', updatedAt: '2026-11-24T09:38:05.000Z' }] };

describe('PaymentGatewaysPanel', () => {
  it('shows where the keys come from, their last 4 and the webhook to register, and stores typed keys without showing them again', async () => {
    const fetch = stubFetch({ value: fromEnvironment }, { value: stored });
    renderWithApp(<PaymentGatewaysPanel brandId="demo" canWrite />);
    expect(await screen.findByText(t('set_gateway_source_environment'))).toBeTruthy();
    expect(screen.getByText('••••4471')).toBeTruthy();
    expect(screen.getByText('https://lucky9.example/wps/payment/callback/paymongo')).toBeTruthy();

    // a publishable key typed as the secret key is stopped here, before it travels
    await userEvent.type(screen.getByLabelText(t('set_gateway_secret_key')), publishableKey);
    await userEvent.type(screen.getByLabelText(t('set_gateway_webhook_secret')), webhookSecret);
    await userEvent.click(screen.getByRole('button', { name: t('set_gateway_save') }));
    expect(await screen.findByText(t('set_gateway_secret_key_format'))).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);

    await userEvent.clear(screen.getByLabelText(t('set_gateway_secret_key')));
    await userEvent.type(screen.getByLabelText(t('set_gateway_secret_key')), secretKey);
    await userEvent.click(screen.getByRole('button', { name: t('set_gateway_save') }));
    expect(await screen.findByText(t('set_gateway_saved'))).toBeTruthy();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(JSON.parse(String(fetch.mock.calls[1]![1]!.body))).toEqual({ brandId: 'demo', provider: 'paymongo', secretKey, webhookSecret, publicKey: null, enabled: true });
    expect(await screen.findByText('••••9C2d')).toBeTruthy();
    expect((screen.getByLabelText(t('set_gateway_secret_key')) as HTMLInputElement).value).toBe('');
  });

  it('offers no form without settings.write, and says why keys cannot be stored on a server without PAYMENT_SECRETS_KEY', async () => {
    stubFetch({ value: { ...fromEnvironment, canStore: false } });
    const { unmount } = renderWithApp(<PaymentGatewaysPanel brandId="demo" canWrite={false} />);
    expect(await screen.findByText('••••4471')).toBeTruthy();
    expect(screen.queryByLabelText(t('set_gateway_secret_key'))).toBeNull();
    unmount();
    stubFetch({ value: { ...fromEnvironment, canStore: false } });
    renderWithApp(<PaymentGatewaysPanel brandId="demo" canWrite />);
    expect(await screen.findByText(t('set_gateway_no_secrets_key'))).toBeTruthy();
    expect(screen.queryByLabelText(t('set_gateway_secret_key'))).toBeNull();
  });
});
