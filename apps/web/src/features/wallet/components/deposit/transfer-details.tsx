import type { DepositOrder, DepositTransfer } from '@app/contract/wallet';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/ui/copy-button/copy-button';
import { Money } from '@/components/ui/money/money';
import { FormAlert, SubmitButton } from '@/components/ui/form/submit-button';
import { useProblemText } from '@/components/ui/form/problem';
import { useMoneyFormat } from '@/config/brand';
import { amountInputText } from '@/lib/amount-input';
import { ApiError } from '@/lib/api-client';
import { formatWhen } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { readAsDataUrl } from '@/lib/image-file';
import { useSendDepositReceipt } from '../../api/send-deposit-receipt';
import { ProofField } from '../withdraw/proof-field';
import { useProofImage } from '../withdraw/use-proof-image';
import styles from '../wallet.module.css';

/** One line of the transfer's facts, with a copy button for what the player types into the bank app. */
function Fact({ label, value, copy, testId }: { label: string; value: React.ReactNode; copy?: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <dt>{label}</dt>
      <dd className={styles.copyRow}>
        <span data-testid={testId}>{value}</span>
        {copy !== undefined && <CopyButton value={copy} name={`${t('in_copy')}: ${label}`} />}
      </dd>
    </>
  );
}

/**
 * A manual transfer: where to send the money (the brand's account, its QR code), the exact amount and the
 * reference to write in the transfer, then the receipt picture (png or jpg, checked before it is sent).
 */
export function TransferDetails({ token, order, transfer, open }: { token: string; order: DepositOrder; transfer: DepositTransfer; open: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const problemText = useProblemText();
  const send = useSendDepositReceipt(token);
  const { proof, proofProblem, setProofProblem, pickFile, removeProof } = useProofImage();
  const money = useMoneyFormat();
  const canSend = open || order.status === 'submitted';
  // the exact amount to type into the bank app: digits and the decimal point only
  const amount = amountInputText(order.amountMinor, money.digits);

  const submit = async () => {
    if (!proof) return setProofProblem({ key: 'wl_receipt_needed' });
    try {
      await send.mutateAsync({ orderNo: order.orderNo, image: await readAsDataUrl(proof.file) });
      removeProof();
    } catch {
      // shown below from the mutation's error
    }
  };
  const failure = send.error instanceof ApiError ? { key: send.error.messageKey } : send.error ? { key: 'err_network_error' } : undefined;
  return (
    <div className={styles.transfer} data-testid="transfer-details">
      <dl className={styles.facts}>
        <Fact label={t('wl_transfer_to')} value={transfer.institution} />
        <Fact label={t('wl_transfer_account_name')} value={transfer.accountName} copy={transfer.accountName} />
        <Fact label={t('wl_transfer_account_number')} value={<span className="mono">{transfer.accountNumber}</span>} copy={transfer.accountNumber.replace(/\s+/g, '')} testId="transfer-account" />
        <Fact label={t('wl_transfer_amount')} value={<Money value={order.amountMinor} />} copy={amount} />
        <Fact label={t('wl_transfer_reference')} value={<strong className="mono">{transfer.reference}</strong>} copy={transfer.reference} testId="transfer-reference" />
      </dl>
      {transfer.qrImage && <img className={styles.transferQr} src={transfer.qrImage} alt={t('wl_transfer_qr', { name: transfer.institution })} width={180} height={180} />}
      {transfer.instructions && <p className={`${styles.small} ${styles.muted}`}>{transfer.instructions}</p>}
      {transfer.receiptAt !== null && <p className={styles.small}>{t('wl_receipt_sent_at', { when: formatWhen(transfer.receiptAt, language) })}</p>}
      {canSend && (
        <form
          className={styles.receipt}
          noValidate
          aria-label={t('wl_receipt_title')}
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <ProofField proof={proof} problem={proofProblem} optional={false} onPick={(e) => void pickFile(e)} onRemove={removeProof} />
          <FormAlert message={problemText(failure)} />
          <SubmitButton busy={send.isPending}>{t('wl_send_transfer_receipt')}</SubmitButton>
        </form>
      )}
    </div>
  );
}
