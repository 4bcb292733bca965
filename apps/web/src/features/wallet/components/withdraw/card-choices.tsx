import type { BankCard } from '@app/contract/wallet';
import { Glyph } from '@/components/ui/glyph/glyph';
import { CardFace } from '../security/card-face';
import styles from '../wallet.module.css';

interface CardChoicesProps {
  cards: BankCard[];
  selectedId: number;
  onSelect: (id: number) => void;
  /** id of the element that names the group */
  labelledBy: string;
}

/** The bound bank cards as a radio group: the one a withdrawal is paid to. */
export function CardChoices({ cards, selectedId, onSelect, labelledBy }: CardChoicesProps) {
  return (
    <div className={styles.choices} role="radiogroup" aria-labelledby={labelledBy}>
      {cards.map((c) => (
        <button
          key={c.id}
          type="button"
          role="radio"
          aria-checked={selectedId === c.id}
          className={styles.choice}
          onClick={() => onSelect(c.id)}
          data-testid="withdraw-card"
        >
          <CardFace card={c} />
          {selectedId === c.id && <Glyph name="checkCircle" size={18} className={styles.check} />}
        </button>
      ))}
    </div>
  );
}
