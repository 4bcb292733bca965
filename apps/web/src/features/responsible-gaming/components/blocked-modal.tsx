import type { RgPlayBlock } from '@app/contract/responsible-gaming';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { Modal } from '@/components/ui/modal/modal';
import { modals } from '@/components/ui/modal/modal-store';
import { LOGOUT_MODAL, MEMBER_CENTER_MODAL, RG_BLOCKED_MODAL } from '@/config/modal-names';
import { useRgPack } from '@/lib/shared-api/rg-pack';
import { BlockNotice } from './block-notice';
import '../locales/texts';
import styles from './rg.module.css';

/**
 * What a blocked member sees at login (and when a break starts): the block's end, the support contacts, and the two
 * ways on: withdraw the balance, or log out. After a break starts the session is already over: back to the home page.
 */
export function BlockedModal() {
  const { t } = useTranslation();
  const pack = useRgPack();
  return (
    <Modal name={RG_BLOCKED_MODAL} title={t('rg_blocked_title')} width={520} showClose={false}>
      {(props) => {
        const { block, loggedOut } = props as { block: RgPlayBlock; loggedOut?: boolean };
        return (
          <div className={styles.page} data-testid="rg-blocked">
            <BlockNotice block={block} helpline={pack.data?.helpline} />
            <div className={styles.choices}>
              {loggedOut ? (
                <Button onClick={() => window.location.assign('/')}>{t('rg_ok')}</Button>
              ) : (
                <>
                  <Button
                    onClick={() => {
                      modals.close(RG_BLOCKED_MODAL);
                      modals.open(MEMBER_CENTER_MODAL, { page: 'withdraw' });
                    }}
                  >
                    {t('rg_withdraw_balance')}
                  </Button>
                  <Button
                    variant="outline"
                    onClick={() => {
                      modals.close(RG_BLOCKED_MODAL);
                      modals.open(LOGOUT_MODAL);
                    }}
                  >
                    {t('rg_log_out')}
                  </Button>
                </>
              )}
            </div>
          </div>
        );
      }}
    </Modal>
  );
}
