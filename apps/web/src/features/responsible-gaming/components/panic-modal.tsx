import type { RgPlayBlock } from '@app/contract/responsible-gaming';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/empty-state/empty-state';
import { Modal } from '@/components/ui/modal/modal';
import { modals } from '@/components/ui/modal/modal-store';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { RG_BLOCKED_MODAL, RG_PANIC_MODAL } from '@/config/modal-names';
import { ApiError } from '@/lib/api-client';
import { takeBreak } from '../api/take-break';
import '../locales/texts';

/**
 * The header menu's panic button (packs with timeOut.panicButton, GlüStV): one tap blocks play for 24 hours at once,
 * without a further question, then shows the block's end.
 */
export function PanicModal() {
  const { t } = useTranslation();
  return (
    <Modal name={RG_PANIC_MODAL} label={t('rg_panic_button')} width={420} showClose={false}>
      {(props) => <PanicRun token={String((props as { token?: string }).token ?? '')} />}
    </Modal>
  );
}

function PanicRun({ token }: { token: string }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string>();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    takeBreak(token, { duration: '24h' })
      .then(({ block }: { block: RgPlayBlock }) => {
        modals.close(RG_PANIC_MODAL);
        modals.open(RG_BLOCKED_MODAL, { block, loggedOut: true });
      })
      .catch((e: unknown) => setError(e instanceof ApiError ? e.messageKey : 'err_network_error'));
  }, [token]);
  return error ? <ErrorState message={t(error)} /> : <Skeleton height={80} />;
}
