import { modals } from '@/components/ui/modal/modal-store';
import { CHANGE_PASSWORD_MODAL } from '@/config/modal-names';
import type { MemberPageProps } from '@/features/member-center/config/menu';
import { SecurityCenter } from '@/features/member-center/components/pages/security-center';
import { BankCardsPanel } from '@/features/wallet/components/security/bank-cards-panel';
import { PaymentPasswordRow } from '@/features/wallet/components/security/payment-password-row';

/**
 * My account (securityCenter): the member centre's account page with the wallet's payment password and bank cards,
 * and the accounts feature's password change (its modal opens over the member centre).
 */
export function SecurityCenterPage(props: MemberPageProps) {
  return (
    <SecurityCenter
      {...props}
      onChangePassword={() => modals.open(CHANGE_PASSWORD_MODAL)}
      paymentPassword={<PaymentPasswordRow token={props.token} />}
      bankCards={<BankCardsPanel token={props.token} />}
    />
  );
}
