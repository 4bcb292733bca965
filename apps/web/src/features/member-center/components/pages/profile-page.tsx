import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { Panel } from '@/components/ui/panel/panel';
import { useLanguage } from '@/lib/i18n';
import type { MemberPageProps } from '../../config/menu';
import { formatWhen } from '@/lib/format';
import { AvatarPicker } from '../profile/avatar-picker';
import { NicknameForm } from '../profile/nickname-form';
import { ProfileHero } from './profile-hero';
import styles from './pages.module.css';

const AGENT_TYPES = [1, 2, 41, 42];

/** The profile: everything the member info says about the member; the nickname and the avatar can be changed here. */
export function ProfilePage({ token, member, go }: MemberPageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [editing, setEditing] = useState(false);
  const none = <span className={styles.muted}>{t('mc_not_bound')}</span>;
  return (
    <div className={styles.stack}>
      <ProfileHero token={token} member={member} go={go}>
        {member.memberLabel.length > 0 && (
          <div className={styles.chips}>
            {member.memberLabel.map((label) => (
              <span key={label.labelName} className={styles.chip} style={{ color: label.color, background: label.color2 }}>
                {label.labelName}
              </span>
            ))}
          </div>
        )}
      </ProfileHero>
      <Panel
        title={t('mc_nickname')}
        testId="nickname-panel"
        action={
          <Button variant="outline" size="sm" onClick={() => setEditing((e) => !e)} aria-expanded={editing}>
            {editing ? t('mc_cancel') : t('mc_change_nickname')}
          </Button>
        }
      >
        {editing ? (
          <NicknameForm token={token} current={member.nickname} onDone={() => setTimeout(() => setEditing(false), 1200)} />
        ) : (
          <p className={styles.heroName}>{member.nickname || member.account}</p>
        )}
      </Panel>
      <Panel title={t('mc_avatar')} testId="avatar-panel">
        <AvatarPicker token={token} />
      </Panel>
      <Panel title={t('mc_details')} flush>
        <dl className={styles.details} data-testid="profile-details">
          <dt>{t('mc_nickname')}</dt>
          <dd>{member.nickname || <span className={styles.muted}>—</span>}</dd>
          <dt>{t('mc_account')}</dt>
          <dd>{member.account}</dd>
          <dt>{t('mc_member_type')}</dt>
          <dd>{t(AGENT_TYPES.includes(member.isAgent) ? 'mc_type_agent' : 'mc_type_member')}</dd>
          <dt>{t('mc_player_rank')}</dt>
          <dd>{member.clubLabel ? `${member.clubLabel.labelName} · ${t('mc_rank_level', { level: member.clubLabel.rankLevel })}` : <span className={styles.muted}>{t('mc_no_vip_label')}</span>}</dd>
          <dt>{t('mc_upline')}</dt>
          <dd>{member.uplineAccount ?? <span className={styles.muted}>—</span>}</dd>
          <dt>{t('mc_mobile')}</dt>
          <dd>{member.maskedMobile ?? none}</dd>
          <dt>{t('mc_email')}</dt>
          <dd>{member.maskedEmail ?? none}</dd>
          <dt>{t('mc_registered')}</dt>
          <dd>{formatWhen(member.registeredAt, language, false)}</dd>
          <dt>{t('mc_last_login')}</dt>
          <dd>{member.lastLoginAt ? formatWhen(member.lastLoginAt, language) : <span className={styles.muted}>—</span>}</dd>
        </dl>
      </Panel>
    </div>
  );
}
