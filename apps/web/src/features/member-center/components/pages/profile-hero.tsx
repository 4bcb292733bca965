import type { MemberInfo } from '@app/contract/session';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Glyph } from '@/components/ui/glyph/glyph';
import { useMemberIcon } from '@/lib/shared-api/member-icon';
import type { MemberPageKey } from '../../config/menu';
import { VipLabel } from '../vip-label';
import styles from './pages.module.css';

/** The member's picture, name, account and VIP label at the top of the account pages. */
export function ProfileHero({ token, member, go, children }: { token: string; member: MemberInfo; go: (page: MemberPageKey) => void; children?: ReactNode }) {
  const { t } = useTranslation();
  const avatar = useMemberIcon(token);
  return (
    <div className={styles.hero}>
      <button type="button" className={styles.heroAvatar} onClick={() => go('profile')} aria-label={t('mc_profile')}>
        {avatar.data ? <img src={avatar.data.url} alt="" width={72} height={72} /> : <Glyph name="account" size={30} />}
      </button>
      <div className={styles.heroText}>
        <p className={styles.heroName}>{member.nickname || member.account}</p>
        <div className={styles.heroMeta}>
          <span>
            {t('mc_account')}: <strong>{member.account}</strong>
          </span>
          <VipLabel label={member.clubLabel} onClick={() => go(member.clubLabel ? 'playerRank' : 'securityCenter')} />
        </div>
        {children}
      </div>
    </div>
  );
}
