import { formatMoney } from '@app/contract/money';
import type { VendorWallet } from '@app/contract/wallet';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Glyph } from '@/components/ui/glyph/glyph';
import { Money } from '@/components/ui/money/money';
import { Panel, Stat, StatGrid } from '@/components/ui/panel/panel';
import { Segmented } from '@/components/ui/segmented/segmented';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { useMoneyFormat } from '@/config/brand';
import { amountInputMode, amountInputText } from '@/lib/amount-input';
import { TextField } from '@/components/ui/form/field';
import { FormAlert, SubmitButton } from '@/components/ui/form/submit-button';
import { useProblemText } from '@/components/ui/form/problem';
import form from '@/components/ui/form/form.module.css';
import { useConsolidated } from '../../api/get-consolidated';
import { useMerchantWallet } from '../../api/get-merchant-wallet';
import { useBalance } from '@/lib/shared-api/balance';
import type { WalletPageProps } from '../../types';
import { BalanceHero } from './balance-hero';
import { useTransferForm } from './use-transfer-form';
import { VendorWalletList } from './vendor-wallet-list';
import styles from '../wallet.module.css';
import '../../locales/texts';

/**
 * My wallet (transferFund): the main balance and one wallet per game vendor; money moves between main and a vendor
 * wallet in either direction, or every vendor wallet back to main at once.
 */
export function TransferFundPage({ token }: WalletPageProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const balance = useBalance(token);
  const vendors = useMerchantWallet(token);
  const consolidated = useConsolidated(token);
  const funds = consolidated.data?.funds;
  const problemText = useProblemText();
  const amountInput = useRef<HTMLInputElement | null>(null);

  const mainMinor = vendors.data?.mainBalanceMinor ?? balance.data?.mainBalanceMinor ?? 0;
  const byCode = useMemo(() => new Map((vendors.data?.list ?? []).map((v) => [v.vassalage, v])), [vendors.data]);
  const { form: f, problem, done, submit, recallAll, sourceOf, transferring, recalling } = useTransferForm(token, mainMinor, byCode);
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

  const vendorSum = (balance.data?.sumBalanceMinor ?? 0) - (balance.data?.mainBalanceMinor ?? 0);
  const amountField = f.register('amount');

  return (
    <div className={styles.stack}>
      <BalanceHero balance={balance} vendorSum={vendorSum} recalling={recalling} onRecallAll={() => void recallAll()} />

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
            inputMode={amountInputMode(money.digits)}
            autoComplete="off"
            placeholder={amountInputText(0, money.digits)}
            prefix={money.symbol}
            aside={
              <>
                {t('wl_available')}: {formatMoney(sourceMinor, money)}
              </>
            }
            error={problemText(f.formState.errors.amount?.message)}
            {...amountField}
            ref={(el) => {
              amountField.ref(el);
              amountInput.current = el;
            }}
            suffix={
              <button type="button" className={form.suffixButton} onClick={() => f.setValue('amount', amountInputText(sourceMinor, money.digits), { shouldValidate: true })} disabled={sourceMinor <= 0}>
                {t('wl_all')}
              </button>
            }
          />
          <FormAlert message={problemText(problem.alert)} />
          <FormAlert message={done} tone="success" />
          <SubmitButton busy={transferring}>{t('wl_transfer_now')}</SubmitButton>
        </form>
      </Panel>

      <Panel title={t('wl_game_wallets')} testId="vendor-wallets">
        <VendorWalletList vendors={vendors} selected={vassalage} onPick={pick} />
      </Panel>
    </div>
  );
}

function RouteEnd({ label, name, minor }: { label: string; name: string; minor: number | undefined }) {
  return (
    <div className={styles.routeEnd}>
      <small>{label}</small>
      <strong>{name}</strong>
      <span>{minor === undefined ? '—' : <Money value={minor} />}</span>
    </div>
  );
}
