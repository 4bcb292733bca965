import type { PromotionDetail } from '@app/contract/promotions';
import { raffleWinners, seedMatchesHash } from '@app/contract/raffle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { FormAlert } from '@/components/ui/form/submit-button';
import styles from './detail.module.css';

type Raffle = NonNullable<PromotionDetail['raffle']>;
type Outcome = 'checking' | 'ok' | 'seed_mismatch' | 'winners_mismatch' | 'unavailable';

/** Tickets are numbered T000001, T000002, ... in claim order: the count gives the whole list. */
const ticketNumbers = (count: number) => Array.from({ length: count }, (_, i) => `T${String(i + 1).padStart(6, '0')}`);

/** The draw recomputed here: the revealed seed against the hash published before, then the winners from the seed. */
async function checkDraw(raffle: Raffle): Promise<Outcome> {
  if (!raffle.seed || !globalThis.crypto?.subtle) return 'unavailable';
  if (!(await seedMatchesHash(raffle.seed, raffle.seedHash))) return 'seed_mismatch';
  const winners = await raffleWinners(raffle.seed, ticketNumbers(raffle.tickets), raffle.winnersCount);
  const drawn = raffle.winners.map((w) => w.ticketNo);
  return winners.length === drawn.length && winners.every((ticket, i) => ticket === drawn[i]) ? 'ok' : 'winners_mismatch';
}

/** After the draw: a button that checks it in the browser, with the same functions the server drew with. */
export function RaffleCheck({ raffle }: { raffle: Raffle }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>();
  const run = () => {
    setOutcome('checking');
    checkDraw(raffle).then(setOutcome, () => setOutcome('unavailable'));
  };
  return (
    <div>
      <Button variant="outline" size="sm" onClick={run} disabled={outcome === 'checking'} aria-busy={outcome === 'checking' || undefined}>
        {t('promo_raffle_check')}
      </Button>
      {outcome && outcome !== 'checking' && (
        <div className={styles.checkResult}>
          <FormAlert tone={outcome === 'ok' ? 'success' : outcome === 'unavailable' ? 'info' : 'error'} message={t(`promo_raffle_check_${outcome}`)} />
        </div>
      )}
    </div>
  );
}
