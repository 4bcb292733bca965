import type { BankCard } from '@app/contract/wallet';
import { Glyph } from '@/components/ui/glyph/glyph';
import styles from '../wallet.module.css';

/** A bound bank card as the player recognises it: bank, account name and the masked number. */
export function CardFace({ card }: { card: Pick<BankCard, 'bankName' | 'accountName' | 'accountNumberMasked'> }) {
  return (
    <>
      <span className={styles.choiceIcon}>
        <Glyph name="card" size={20} />
      </span>
      <span className={styles.choiceText}>
        <strong>{card.bankName}</strong>
        <small>
          {card.accountName} · {card.accountNumberMasked}
        </small>
      </span>
    </>
  );
}
