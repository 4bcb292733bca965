import { useEffect } from 'react';
import { modals, useModalEntry } from '@/components/ui/modal/modal-store';
import { MEMBER_CENTER_MODAL, PLACEHOLDER_MODAL } from '@/config/modal-names';
import type { MemberCenterOpenProps } from '@/features/member-center/components/member-center-modal';
import { PlaceholderModal } from '@/features/shell/components/placeholder-modal';

/**
 * The logged-in bar (accounts feature) still opens member-centre pages as placeholders by their label key. Those that
 * exist now open the member centre at the right page instead; anything else (agent centre...) stays a placeholder.
 * Remove once the bar opens MEMBER_CENTER_MODAL itself.
 */
const memberPageOf: Record<string, MemberCenterOpenProps> = {
  in_my_account: {},
  in_member_center: {},
  in_increase_deposit: { page: 'depositv2' },
  in_increase_withdrawal: { page: 'withdraw' },
  in_account_record: { page: 'transactionHistory' },
  in_betting_record: { page: 'personalHistoryCopy' },
  in_player_rank: { page: 'playerRank' },
  in_profile: { page: 'profile' },
  in_platform_information: { page: 'messageV2' },
};

export function PlaceholderOrMemberCenter() {
  const titleKey = useModalEntry(PLACEHOLDER_MODAL)?.props.titleKey;
  const target = typeof titleKey === 'string' ? memberPageOf[titleKey] : undefined;
  useEffect(() => {
    if (!target) return;
    modals.close(PLACEHOLDER_MODAL);
    modals.open(MEMBER_CENTER_MODAL, { ...target });
  }, [target]);
  return target ? null : <PlaceholderModal />;
}
