import { formatMoney, minorToMajor, type MoneyFormat } from '@app/contract/money';
import type { DepositChannel, DepositOrder } from '@app/contract/wallet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EmptyState, ErrorState } from '@/components/ui/empty-state/empty-state';
import { Glyph, type GlyphName } from '@/components/ui/glyph/glyph';
import { Money } from '@/components/ui/money/money';
import { HelpLink } from '@/components/ui/help-link/help-link';
import { Panel, StatusPill } from '@/components/ui/panel/panel';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { useMoneyFormat } from '@/config/brand';
import { amountInputMode, amountInputText } from '@/lib/amount-input';
import { ApiError } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { TextField } from '@/components/ui/form/field';
import { FormAlert, SubmitButton } from '@/components/ui/form/submit-button';
import { useProblemText } from '@/components/ui/form/problem';
import form from '@/components/ui/form/form.module.css';
import { useCreateDeposit } from '../../api/create-deposit';
import { useDepositChannels } from '../../api/get-deposit-channels';
import { useDepositOrders } from '../../api/get-deposit-orders';
import { amountIssue, sentAmount, useMoneyForm } from '../../hooks/use-money-form';
import type { WalletPageProps } from '../../types';
import { quickAmounts } from '../../utils/amount';
import { formatWhen } from '@/lib/format';
import { useRequestId } from '@/lib/request-id';
import { isKycRequired, KycRequiredAlert } from '../kyc-required-alert';
import { DepositStatus, depositTone } from './deposit-status';
import styles from '../wallet.module.css';
import '../../locales/texts';

const channelIcon: Record<DepositChannel['type'], GlyphName> = { BANK: 'bank', EWALLET: 'ewallet', CRYPTO: 'crypto' };

interface Fields {
  channelId: number;
  amount: string;
}

/** Opens the provider's pay page in a new tab; false when the browser blocked it. */
function openPayPage(url: string) {
  const tab = window.open(url, '_blank');
  if (!tab) return false;
  // the provider's page must not reach back into ours
  try {
    tab.opener = null;
  } catch {
    /* cross-origin already */
  }
  return true;
}

/**
 * Deposit (depositv2): a channel (bank transfer, e-wallet, crypto, each with its min and max), an amount, then the
 * provider's pay page in a new tab while this page follows the order until it is paid, failed or expired.
 */
export function DepositPage({ token, go }: WalletPageProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const channels = useDepositChannels(token);
  const create = useCreateDeposit();
  const requestId = useRequestId('dp');
  const problemText = useProblemText();
  const [order, setOrder] = useState<{ order: DepositOrder; blocked: boolean } | null>(null);

  const list = channels.data?.list ?? [];
  const limitsOf = useRef<(id: number) => DepositChannel | undefined>(() => undefined);
  limitsOf.current = (id) => list.find((c) => c.id === id);
  const schema = useMemo(
    () =>
      z
        .object({ channelId: z.number().int().positive('wl_pick_channel'), amount: z.string() })
        .superRefine((v, ctx) => {
          const channel = limitsOf.current(v.channelId);
          amountIssue(ctx, { path: 'amount', text: v.amount, limits: channel ? { minMinor: channel.minMinor, maxMinor: channel.maxMinor } : {}, money });
        }),
    [money],
  );
  const { form: f, problem, onSubmit } = useMoneyForm<Fields>({ schema, defaultValues: { channelId: 0, amount: '' }, serverFields: ['amount', 'channelId'] });
  const firstChannel = list.find((c) => c.open)?.id;
  const channelId = f.watch('channelId') || firstChannel || 0;
  const channel = list.find((c) => c.id === channelId);
  useEffect(() => {
    if (firstChannel && !f.getValues('channelId')) f.setValue('channelId', firstChannel);
  }, [firstChannel, f]);

  const submit = onSubmit(async (values) => {
    const sent = sentAmount(values.amount, money);
    if (!sent) return;
    const { amount } = sent;
    const created = await create.mutateAsync({ channelId: values.channelId, amount, requestId: requestId.idFor(`${values.channelId}:${amount}`) });
    requestId.done();
    // a manual transfer has no pay page: the order shows the account and the reference
    const opened = created.payUrl ? openPayPage(created.payUrl) : created.flow === 'manual';
    setOrder({ order: created, blocked: !opened });
    f.reset({ channelId: values.channelId, amount: '' });
  });

  if (order)
    return (
      <div className={styles.stack}>
        <DepositStatus token={token} initial={order.order} popupBlocked={order.blocked} onNew={() => setOrder(null)} onRecords={() => go('transactionHistory')} />
        <RecentDeposits token={token} onShow={(o) => setOrder({ order: o, blocked: false })} />
      </div>
    );

  const quick = channel ? quickAmounts(channel, money.digits) : [];
  return (
    <div className={styles.stack}>
      <Panel title={t('wl_deposit_channel')} action={<HelpLink topic="deposit" label={t('wl_help_deposit')} text={t('wl_help')} />}>
        {channels.isPending ? (
          <div className={styles.choices}>
            <Skeleton height={66} radius={10} />
            <Skeleton height={66} radius={10} />
            <Skeleton height={66} radius={10} />
          </div>
        ) : channels.isError ? (
          <ErrorState compact message={t(channels.error instanceof ApiError ? channels.error.messageKey : 'err_network_error')} onRetry={() => void channels.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState compact icon="bank" title={t('wl_no_channels')} />
        ) : (
          <form className={form.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t('in_increase_deposit')}>
            <div className={styles.choices} role="radiogroup" aria-label={t('wl_deposit_channel')}>
              {list.map((c) => (
                <ChannelChoice key={c.id} channel={c} checked={c.id === channelId} money={money} onPick={() => f.setValue('channelId', c.id, { shouldValidate: f.formState.isSubmitted })} />
              ))}
            </div>
            <TextField
              label={t('wl_amount')}
              inputMode={amountInputMode(money.digits)}
              autoComplete="off"
              placeholder={amountInputText(0, money.digits)}
              prefix={money.symbol}
              aside={channel ? t('wl_limits', { min: formatMoney(channel.minMinor, money), max: formatMoney(channel.maxMinor, money) }) : undefined}
              error={problemText(f.formState.errors.amount?.message)}
              {...f.register('amount')}
            />
            {quick.length > 0 && (
              <div className={styles.quick} aria-label={t('wl_quick_amounts')} role="group">
                {quick.map((a) => (
                  <button key={a} type="button" className={styles.quickButton} onClick={() => f.setValue('amount', amountInputText(a, money.digits), { shouldValidate: true })}>
                    {/* round amounts without their zero decimals: ₱100, 50.000 ₫ */}
                    {formatMoney(minorToMajor(a, money.digits), { ...money, digits: 0 })}
                  </button>
                ))}
              </div>
            )}
            <p className={`${styles.small} ${styles.muted}`}>{channel?.flow === 'manual'
                ? t('wl_deposit_hint_manual', { minutes: channels.data?.transferWindowMinutes ?? 120 })
                : t('wl_deposit_hint', { minutes: channels.data?.expiryMinutes ?? 30 })}</p>
            {isKycRequired(problem.alert?.key) ? (
              <KycRequiredAlert message={problemText(problem.alert)} onVerify={() => go('verifyIdentity')} />
            ) : (
              <FormAlert message={problemText(problem.alert)} />
            )}
            <SubmitButton busy={create.isPending} variant="accent">
              {t('wl_deposit_now')}
            </SubmitButton>
          </form>
        )}
      </Panel>
      <RecentDeposits token={token} onShow={(o) => setOrder({ order: o, blocked: false })} />
    </div>
  );
}

/** One channel of the radio group: its name and limits, or its hours while it is closed (then it cannot be picked). */
function ChannelChoice({ channel: c, checked, money, onPick }: { channel: DepositChannel; checked: boolean; money: MoneyFormat; onPick: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" role="radio" aria-checked={checked} aria-disabled={!c.open || undefined} className={styles.choice} onClick={() => c.open && onPick()} data-channel={c.code}>
      <span className={styles.choiceIcon}>
        <Glyph name={channelIcon[c.type]} size={20} />
      </span>
      <span className={styles.choiceText}>
        <strong>{c.name}</strong>
        <small>{c.open ? `${formatMoney(c.minMinor, money)} – ${formatMoney(c.maxMinor, money)}` : t('wl_channel_closed', { from: c.openFrom, until: c.openUntil })}</small>
      </span>
      {checked && <Glyph name="checkCircle" size={18} className={styles.check} />}
    </button>
  );
}

/** The last orders; an open one can be shown again (and paid). */
function RecentDeposits({ token, onShow }: { token: string; onShow: (order: DepositOrder) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const orders = useDepositOrders(token, { pageNo: 1, pageSize: 5 });
  if (orders.isPending || orders.isError || !orders.data.list.length) return null;
  return (
    <Panel title={t('wl_recent_deposits')} flush>
      <ul className={styles.orders}>
        {orders.data.list.map((o) => (
          <li key={o.orderNo} className={styles.order}>
            <div className={styles.orderMain}>
              <span className={styles.orderIcon}>
                <Glyph name={channelIcon[o.channelType]} size={18} />
              </span>
              <span className={styles.orderText}>
                <span className={styles.orderTitle}>
                  <Money value={o.amountMinor} />
                </span>
                <span className={styles.orderMeta}>
                  {o.channelName} · {formatWhen(o.createdAt, language)} · {o.orderNo}
                </span>
              </span>
              <span className={styles.orderSide}>
                <StatusPill tone={depositTone(o.status)}>{t(`wl_deposit_${o.status}`)}</StatusPill>
                {(o.payUrl || (o.transfer && (o.status === 'pending' || o.status === 'submitted'))) && (
                  <button type="button" className={form.suffixButton} onClick={() => onShow(o)}>
                    {t('wl_show')}
                  </button>
                )}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
