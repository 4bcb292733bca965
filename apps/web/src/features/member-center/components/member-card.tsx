import type { MemberInfo } from '@app/contract/session';
import { useTranslation } from 'react-i18next';
import { Glyph } from '@/components/ui/glyph/glyph';
import { Money } from '@/components/ui/money/money';
import { useBalance } from '@/lib/shared-api/balance';
import { useMemberIcon } from '@/lib/shared-api/member-icon';
import type { MemberPageKey } from '../config/menu';
import { VipLabel } from './vip-label';
import styles from './member-center.module.css';

/**
 * The member at the top of the menu: avatar and nickname (open the profile), the VIP label (opens playerRank when
 * the member has one, else the account page), and the total balance with an on-demand refresh.
 */
export function MemberCard({ token, member, go }: { token: string; member: MemberInfo; go: (page: MemberPageKey) => void }) {
  const { t } = useTranslation();
  const avatar = useMemberIcon(token);
  const balance = useBalance(token);
  return (
    <div className={styles.card}>
      <div className={styles.cardTop}>
        <button type="button" className={styles.avatar} onClick={() => go('profile')} aria-label={t('mc_profile')}>
          {avatar.data ? <img src={avatar.data.url} alt="" width={48} height={48} /> : <Glyph name="account" size={22} />}
        </button>
        <div className={styles.who}>
          <button type="button" className={styles.nickname} onClick={() => go('profile')} data-testid="member-nickname">
            {member.nickname || member.account}
          </button>
          <span className={styles.account}>{member.account}</span>
        </div>
      </div>
      <div className={styles.cardRow}>
        <VipLabel label={member.clubLabel} onClick={() => go(member.clubLabel ? 'playerRank' : 'securityCenter')} />
      </div>
      <div className={styles.balanceRow}>
        <div className={styles.balanceText}>
          <span className={styles.balanceLabel}>{t('mc_total_balance')}</span>
          <span className={styles.balanceValue} aria-live="polite" data-testid="member-balance">
            {balance.data ? <Money value={balance.data.sumBalanceMinor} symbol={balance.data.currencySymbol || undefined} /> : balance.isError ? '—' : t('mc_updating')}
          </span>
        </div>
        <button
          type="button"
          className={styles.refresh}
          onClick={() => void balance.refetch()}
          aria-label={t('mc_refresh_balance')}
          aria-busy={balance.isFetching || undefined}
          data-spinning={balance.isFetching ? 'true' : undefined}
        >
          <Glyph name="refresh" size={16} />
        </button>
      </div>
    </div>
  );
}
