import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { EmptyState, ErrorState } from '@/components/ui/empty-state/empty-state';
import { Panel } from '@/components/ui/panel/panel';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { ApiError } from '@/lib/api-client';
import { FormAlert } from '@/components/ui/form/submit-button';
import { useBankCards } from '../../api/get-bank-cards';
import { useWithdrawSettings } from '../../api/get-withdraw-settings';
import { BindCardForm } from './bind-card-form';
import { CardFace } from './card-face';
import styles from '../wallet.module.css';
import '../../locales/texts';

/** The member's bound bank cards (masked) and binding another, up to the brand's maximum. */
export function BankCardsPanel({ token }: { token: string }) {
  const { t } = useTranslation();
  const cards = useBankCards(token);
  const settings = useWithdrawSettings(token);
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState(false);
  const list = cards.data?.list ?? [];
  const full = cards.data ? list.length >= cards.data.maxCards : true;
  const noPassword = settings.data && !settings.data.paymentPasswordSet;
  return (
    <Panel
      title={t('wl_bank_cards')}
      testId="bank-cards"
      action={
        cards.data && (
          <>
            <span className={`${styles.small} ${styles.muted}`}>{t('wl_cards_count', { count: list.length, max: cards.data.maxCards })}</span>
            {!full && (
              <Button variant={adding ? 'ghost' : 'outline'} size="sm" onClick={() => setAdding((a) => !a)} aria-expanded={adding}>
                {adding ? t('wl_cancel') : t('wl_add_card')}
              </Button>
            )}
          </>
        )
      }
    >
      {cards.isPending ? (
        <Skeleton height={62} radius={10} />
      ) : cards.isError ? (
        <ErrorState compact message={t(cards.error instanceof ApiError ? cards.error.messageKey : 'err_network_error')} onRetry={() => void cards.refetch()} />
      ) : (
        <div className={styles.stack}>
          {list.length === 0 && !adding && (
            <EmptyState compact icon="card" title={t('wl_no_cards')} text={t('wl_no_cards_text')} />
          )}
          {list.length > 0 && <CardList cards={list} />}
          {added && <FormAlert tone="success" message={t('wl_card_bound')} />}
          {adding &&
            (noPassword ? (
              <FormAlert tone="info" message={t('err_payment_password_not_set')} />
            ) : (
              <BindCardForm
                onDone={() => {
                  setAdding(false);
                  setAdded(true);
                }}
              />
            ))}
        </div>
      )}
    </Panel>
  );
}

export function CardList({ cards }: { cards: { id: number; bankName: string; accountName: string; accountNumberMasked: string }[] }) {
  return (
    <div className={styles.choices}>
      {cards.map((c) => (
        <div key={c.id} className={styles.choice} data-testid="bank-card">
          <CardFace card={c} />
        </div>
      ))}
    </div>
  );
}
