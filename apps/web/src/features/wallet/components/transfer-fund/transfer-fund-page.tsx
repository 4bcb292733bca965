import { formatMoney } from '@app/contract/money';
import type { VendorWallet } from '@app/contract/wallet';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EmptyState, ErrorState } from '@/components/ui/empty-state/empty-state';
import { Glyph } from '@/components/ui/glyph/glyph';
import { Money } from '@/components/ui/money/money';
import { Panel, Stat, StatGrid } from '@/components/ui/panel/panel';
import { Segmented } from '@/components/ui/segmented/segmented';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { useCurrencySymbol } from '@/config/brand';
import { ApiError } from '@/lib/api-client';
import { TextField } from '@/components/ui/form/field';
import { FormAlert, SubmitButton } from '@/components/ui/form/submit-button';
import { useProblemText } from '@/components/ui/form/problem';
import form from '@/components/ui/form/form.module.css';
import { useConsolidated } from '../../api/get-consolidated';
import { useMerchantWallet } from '../../api/get-merchant-wallet';
import { getBalanceQueryOptions, useBalance } from '@/lib/shared-api/balance';
import { useTransferWallet } from '../../api/transfer-wallet';
import { amountIssue, sentAmount, useMoneyForm } from '../../hooks/use-money-form';
import { amountText } from '../../utils/amount';
import type { WalletPageProps } from '../../types';
import { useRequestId } from '@/lib/request-id';
import styles from '../wallet.module.css';
import '../../locales/texts';

type Direction = 'toVendor' | 'toMain';
interface Fields {
  direction: Direction;
  vassalage: string;
  amount: string;
}

/** The categories in the lobby's order: vendor wallets are grouped by them. */
const categoryOrder = ['ELOTT', 'LIVE', 'SPORTS', 'ESPORTS', 'FISH', 'RNG', 'PVP', 'INHOUSE'];

/**
 * My wallet (transferFund): the main balance and one wallet per game vendor; money moves between main and a vendor
 * wallet in either direction, or every vendor wallet back to main at once.
 */
export function TransferFundPage({ token }: WalletPageProps) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const queryClient = useQueryClient();
  const balance = useBalance(token);
  const vendors = useMerchantWallet(token);
  const consolidated = useConsolidated(token);
  const funds = consolidated.data?.funds;
  const transfer = useTransferWallet();
  const recall = useTransferWallet();
  const requestId = useRequestId('tr');
  const recallId = useRequestId('rc');
  const problemText = useProblemText();
  const amountInput = useRef<HTMLInputElement | null>(null);

  const mainMinor = vendors.data?.mainBalanceMinor ?? balance.data?.mainBalanceMinor ?? 0;
  const byCode = useMemo(() => new Map((vendors.data?.list ?? []).map((v) => [v.vassalage, v])), [vendors.data]);
  const sourceOf = useRef<(f: Pick<Fields, 'direction' | 'vassalage'>) => number>(() => 0);
  sourceOf.current = (f) => (f.direction === 'toVendor' ? mainMinor : (byCode.get(f.vassalage)?.balanceMinor ?? 0));

  const schema = useMemo(
    () =>
      z
        .object({ direction: z.enum(['toVendor', 'toMain']), vassalage: z.string().min(1, 'wl_pick_wallet'), amount: z.string() })
        .superRefine((v, ctx) => amountIssue(ctx, { path: 'amount', text: v.amount, limits: { availableMinor: sourceOf.current(v) }, symbol })),
    [symbol],
  );
  const { form: f, problem, done, run, onSubmit } = useMoneyForm<Fields>({
    schema,
    defaultValues: { direction: 'toVendor', vassalage: '', amount: '' },
    serverFields: ['amount', 'vassalage'],
  });
  const direction = f.watch('direction');
  const vassalage = f.watch('vassalage');
  const selected = byCode.get(vassalage);
  const sourceMinor = sourceOf.current({ direction, vassalage });

  const pick = (vendor: VendorWallet) => {
    f.setValue('vassalage', vendor.vassalage, { shouldValidate: f.formState.isSubmitted });
    // a wallet with money and nothing in main: the likely move is back to main
    if (vendor.balanceMinor > 0 && mainMinor === 0) f.setValue('direction', 'toMain');
    amountInput.current?.focus();
  };

  const applyBalance = (value: Awaited<ReturnType<typeof transfer.mutateAsync>>) => {
    queryClient.setQueryData(getBalanceQueryOptions(token).queryKey, value.balance);
  };

  const submit = onSubmit(async (values) => {
    const sent = sentAmount(values.amount);
    if (!sent) return;
    const { amount } = sent;
    const value = await transfer.mutateAsync({
      action: values.direction,
      vassalage: values.vassalage,
      amount,
      requestId: requestId.idFor(`${values.direction}:${values.vassalage}:${amount}`),
    });
    requestId.done();
    applyBalance(value);
    f.reset({ ...values, amount: '' });
    const name = byCode.get(values.vassalage)?.name ?? values.vassalage;
    return t(values.direction === 'toVendor' ? 'wl_moved_to_vendor' : 'wl_moved_to_main', { amount: formatMoney(sent.minor, symbol), name });
  });

  const recallAll = () =>
    run(async () => {
      const value = await recall.mutateAsync({ action: 'recallAll', requestId: recallId.idFor('recallAll') });
      recallId.done();
      applyBalance(value);
      const total = value.moved.reduce((sum, m) => sum + m.amountMinor, 0);
      return total ? t('wl_recalled', { amount: formatMoney(total, symbol) }) : t('wl_nothing_to_recall');
    });

  const groups = useMemo(() => {
    const map = new Map<string, VendorWallet[]>();
    for (const v of vendors.data?.list ?? []) {
      const type = v.gameTypes[0] ?? 'OTHER';
      map.set(type, [...(map.get(type) ?? []), v]);
    }
    return [...map.entries()].sort(([a], [b]) => rank(a) - rank(b));
  }, [vendors.data]);

  const vendorSum = (balance.data?.sumBalanceMinor ?? 0) - (balance.data?.mainBalanceMinor ?? 0);
  const amountField = f.register('amount');

  return (
    <div className={styles.stack}>
      <div className={styles.balanceHero} data-testid="wallet-summary">
        <div className={styles.heroFigure}>
          <span className={styles.heroLabel}>{t('wl_total_balance')}</span>
          <span className={styles.heroValue} data-updating={balance.isFetching ? 'true' : undefined} data-testid="wallet-total">
            {balance.data ? <Money value={balance.data.sumBalanceMinor} /> : balance.isError ? '—' : t('wl_updating')}
          </span>
          <div className={styles.heroParts}>
            <span>
              <small>{t('wl_main_wallet')}</small>
              <strong data-testid="wallet-main">{balance.data ? <Money value={balance.data.mainBalanceMinor} /> : '…'}</strong>
            </span>
            <span>
              <small>{t('wl_game_wallets')}</small>
              <strong>{balance.data ? <Money value={vendorSum} /> : '…'}</strong>
            </span>
            {balance.data && balance.data.heldMinor > 0 && (
              <span>
                <small>{t('wl_on_hold')}</small>
                <strong>
                  <Money value={balance.data.heldMinor} />
                </strong>
              </span>
            )}
          </div>
        </div>
        <div className={styles.heroActions}>
          <button type="button" className={styles.heroButton} onClick={() => void balance.refetch()} data-busy={balance.isFetching ? 'true' : undefined} aria-label={t('wl_refresh_balance')}>
            <Glyph name="refresh" size={16} />
          </button>
          <button type="button" className={styles.heroButton} onClick={() => void recallAll()} disabled={recall.isPending || vendorSum <= 0} data-busy={recall.isPending ? 'true' : undefined}>
            <Glyph name={recall.isPending ? 'refresh' : 'recall'} size={16} />
            {t('wl_recall_all')}
          </button>
        </div>
      </div>

      {(funds || consolidated.isPending) && (
        <StatGrid columns={3}>
          {(
            [
              ['wl_total_deposits', funds?.totalDepositMinor],
              ['wl_total_withdrawals', funds?.totalWithdrawalMinor],
              ['wl_total_bonuses', funds?.totalBonusMinor],
            ] as const
          ).map(([label, minor]) => (
            <Stat key={label} label={t(label)} value={minor === undefined ? <Skeleton width={96} height={22} /> : <Money value={minor} />} />
          ))}
        </StatGrid>
      )}

      <Panel title={t('wl_transfer')}>
        <form className={form.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t('wl_transfer')}>
          <Segmented
            label={t('wl_direction')}
            stretch
            value={direction}
            onChange={(v) => f.setValue('direction', v, { shouldValidate: f.formState.isSubmitted })}
            options={[
              { value: 'toVendor', label: t('wl_to_game_wallet') },
              { value: 'toMain', label: t('wl_to_main_wallet') },
            ]}
          />
          <div className={styles.route}>
            <RouteEnd label={t('wl_from')} name={direction === 'toVendor' ? t('wl_main_wallet') : (selected?.name ?? t('wl_pick_below'))} minor={direction === 'toVendor' ? mainMinor : selected?.balanceMinor} />
            <button
              type="button"
              className={styles.swap}
              onClick={() => f.setValue('direction', direction === 'toVendor' ? 'toMain' : 'toVendor', { shouldValidate: f.formState.isSubmitted })}
              aria-label={t('wl_swap_direction')}
            >
              <Glyph name="swap" size={18} />
            </button>
            <RouteEnd label={t('wl_to')} name={direction === 'toMain' ? t('wl_main_wallet') : (selected?.name ?? t('wl_pick_below'))} minor={direction === 'toMain' ? mainMinor : selected?.balanceMinor} />
          </div>
          {f.formState.errors.vassalage && <FormAlert message={problemText(f.formState.errors.vassalage.message)} />}
          <TextField
            label={t('wl_amount')}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            prefix={symbol}
            aside={
              <>
                {t('wl_available')}: {formatMoney(sourceMinor, symbol)}
              </>
            }
            error={problemText(f.formState.errors.amount?.message)}
            {...amountField}
            ref={(el) => {
              amountField.ref(el);
              amountInput.current = el;
            }}
            suffix={
              <button type="button" className={form.suffixButton} onClick={() => f.setValue('amount', amountText(sourceMinor), { shouldValidate: true })} disabled={sourceMinor <= 0}>
                {t('wl_all')}
              </button>
            }
          />
          <FormAlert message={problemText(problem.alert)} />
          <FormAlert message={done} tone="success" />
          <SubmitButton busy={transfer.isPending}>{t('wl_transfer_now')}</SubmitButton>
        </form>
      </Panel>

      <Panel title={t('wl_game_wallets')} testId="vendor-wallets">
        {vendors.isPending ? (
          <div className={styles.tiles}>
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} height={54} radius={10} />
            ))}
          </div>
        ) : vendors.isError ? (
          <ErrorState compact message={t(vendors.error instanceof ApiError ? vendors.error.messageKey : 'err_network_error')} onRetry={() => void vendors.refetch()} />
        ) : groups.length === 0 ? (
          <EmptyState compact icon="wallet" title={t('wl_no_vendors')} />
        ) : (
          groups.map(([type, list]) => (
            <div key={type}>
              <h4 className={styles.groupTitle}>{t(`in_category_${type.toLowerCase()}`, { defaultValue: type })}</h4>
              <ul className={styles.tiles}>
                {list.map((v) => (
                  <li key={v.vassalage}>
                    <button
                      type="button"
                      className={styles.tile}
                      aria-pressed={vassalage === v.vassalage}
                      data-funded={v.balanceMinor > 0 ? 'true' : undefined}
                      data-vendor={v.vassalage}
                      onClick={() => pick(v)}
                    >
                      <span className={styles.tileName}>{v.name}</span>
                      <span className={styles.tileBalance}>
                        <Money value={v.balanceMinor} />
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ))
        )}
      </Panel>
    </div>
  );
}

const rank = (type: string) => {
  const i = categoryOrder.indexOf(type);
  return i < 0 ? categoryOrder.length : i;
};

function RouteEnd({ label, name, minor }: { label: string; name: string; minor: number | undefined }) {
  return (
    <div className={styles.routeEnd}>
      <small>{label}</small>
      <strong>{name}</strong>
      <span>{minor === undefined ? '—' : <Money value={minor} />}</span>
    </div>
  );
}
