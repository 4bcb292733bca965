import { formatMoney } from '@app/contract/money';
import type { Withdrawal } from '@app/contract/wallet';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button/button';
import { Money } from '@/components/ui/money/money';
import { Segmented } from '@/components/ui/segmented/segmented';
import { useMoneyFormat } from '@/config/brand';
import { amountInputMode, amountInputText } from '@/lib/amount-input';
import { TextField } from '@/components/ui/form/field';
import { FormAlert, SubmitButton } from '@/components/ui/form/submit-button';
import { useProblemText } from '@/components/ui/form/problem';
import { useConfirmReceipt } from '../../api/confirm-receipt';
import { amountIssue, sentAmount, useMoneyForm } from '../../hooks/use-money-form';
import { checkAmount } from '../../utils/amount';
import { readAsDataUrl } from '@/lib/image-file';
import { ProofField } from './proof-field';
import { useProofImage } from './use-proof-image';
import styles from '../wallet.module.css';

type Result = 'received' | 'notReceived' | 'partlyReceived';
interface Fields {
  result: Result;
  amountReceived: string;
}

/**
 * The receipt confirmation of a paid-out withdrawal (spec section 4): received; not received, with a proof image
 * (png or jpg, at most 5 MB, checked before anything is sent, previewed); or partly received, with the amount that
 * arrived and the remaining amount shown as it is typed.
 */
export function ReceiptForm({ withdrawal, onClose }: { withdrawal: Withdrawal; onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const problemText = useProblemText();
  const confirm = useConfirmReceipt();
  const { proof, proofProblem, setProofProblem, pickFile, removeProof } = useProofImage();

  const schema = useMemo(
    () =>
      z.object({ result: z.enum(['received', 'notReceived', 'partlyReceived']), amountReceived: z.string() }).superRefine((v, ctx) => {
        if (v.result !== 'partlyReceived') return;
        // partly: something arrived, and less than the whole amount
        amountIssue(ctx, {
          path: 'amountReceived',
          text: v.amountReceived,
          limits: { maxMinor: withdrawal.amountMinor - 1 },
          money,
          rename: (problem) => (problem.key === 'wl_amount_max' ? { key: 'wl_partly_less', params: { amount: formatMoney(withdrawal.amountMinor, money) } } : problem),
        });
      }),
    [money, withdrawal.amountMinor],
  );
  const { form: f, problem, onSubmit } = useMoneyForm<Fields>({ schema, defaultValues: { result: 'received', amountReceived: '' }, serverFields: ['amountReceived'] });
  const result = f.watch('result');
  const typed = checkAmount(f.watch('amountReceived') ?? '', money);
  const receivedMinor = 'minor' in typed ? Math.min(typed.minor, withdrawal.amountMinor) : 0;

  const submit = onSubmit(async (v) => {
    if (v.result === 'notReceived' && !proof) {
      setProofProblem({ key: 'err_proof_required' });
      return;
    }
    const proofImage = proof && v.result !== 'received' ? await readAsDataUrl(proof.file) : undefined;
    const received = sentAmount(v.amountReceived, money);
    await confirm.mutateAsync({
      orderNo: withdrawal.orderNo,
      result: v.result,
      ...(v.result === 'partlyReceived' && received ? { amountReceived: received.amount } : {}),
      ...(proofImage ? { proofImage } : {}),
    });
    onClose();
  });

  return (
    <form className={styles.receipt} onSubmit={(e) => void submit(e)} noValidate aria-label={t('wl_confirm_receipt')} data-testid="receipt-form">
      <div className={styles.row}>
        <strong className={styles.grow}>{t('wl_receipt_question', { amount: formatMoney(withdrawal.amountMinor, money) })}</strong>
      </div>
      <Segmented
        label={t('wl_confirm_receipt')}
        stretch
        value={result}
        onChange={(r) => {
          f.setValue('result', r);
          setProofProblem(undefined);
        }}
        options={[
          { value: 'received', label: t('wl_received') },
          { value: 'notReceived', label: t('wl_not_received') },
          { value: 'partlyReceived', label: t('wl_partly_received') },
        ]}
      />
      {result === 'received' && <p className={`${styles.small} ${styles.muted}`}>{t('wl_received_text')}</p>}
      {result === 'partlyReceived' && (
        <>
          <TextField
            label={t('wl_amount_received')}
            inputMode={amountInputMode(money.digits)}
            autoComplete="off"
            placeholder={amountInputText(0, money.digits)}
            prefix={money.symbol}
            error={problemText(f.formState.errors.amountReceived?.message)}
            {...f.register('amountReceived')}
          />
          <div className={styles.note} data-testid="remaining-amount">
            <span>
              {t('wl_amount_received')}: <strong><Money value={receivedMinor} /></strong>
            </span>
            <span>
              {t('wl_amount_remaining')}: <strong><Money value={withdrawal.amountMinor - receivedMinor} /></strong>
            </span>
          </div>
        </>
      )}
      {result !== 'received' && (
        <ProofField proof={proof} problem={proofProblem} optional={result === 'partlyReceived'} onPick={(e) => void pickFile(e)} onRemove={removeProof} />
      )}
      <FormAlert message={problemText(problem.alert)} />
      <div className={styles.row}>
        <SubmitButton busy={confirm.isPending}>{t('wl_send_receipt')}</SubmitButton>
        <Button variant="ghost" onClick={onClose}>
          {t('wl_cancel')}
        </Button>
      </div>
    </form>
  );
}
