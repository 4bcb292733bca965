import type { ReferralSummaryValue } from '@app/contract/loyalty';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/ui/copy-button/copy-button';
import { Panel, Stat, StatGrid } from '@/components/ui/panel/panel';
import { QrCode } from '@/components/ui/qr-code/qr-code';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { wholeNumber } from '@/lib/format';
import { useReferralSummary } from '../../api/get-referral-summary';
import { useMoney } from '../../hooks/use-money';
import type { LoyaltyPageProps } from '../../types';
import { inviteLink } from '../../utils/invite';
import { rewardText } from '../../utils/reward';
import { QueryBody } from '../query-body';
import { FriendsList } from './friends-list';
import { ShareButtons } from './share-buttons';
import shared from '../loyalty.module.css';
import styles from './referral.module.css';
import '../../locales/texts';

/** The member's invite link (this site's origin + the server's path), its QR code, copy and share. */
function InviteCard({ summary }: { summary: ReferralSummaryValue }) {
  const { t } = useTranslation();
  const link = inviteLink(summary.invitePath, window.location.origin);
  return (
    <Panel title={t('lo_invite_link')} testId="invite-link">
      <div className={styles.invite}>
        <QrCode value={link} label={t('lo_invite_qr')} />
        <div className={styles.inviteText}>
          <p className={styles.code}>
            {t('lo_referral_code')} <strong data-testid="referral-code">{summary.referralCode}</strong>
          </p>
          <p className={styles.link} data-testid="invite-url">
            {link}
          </p>
          <div className={styles.actions}>
            <CopyButton value={link} label={t('lo_copy_link')} />
          </div>
          <ShareButtons url={link} text={t('lo_share_text')} />
        </div>
      </div>
    </Panel>
  );
}

/** The brand's rules: what a qualified friend brings, what qualifies them, and how many friends are rewarded. */
function Rules({ summary }: { summary: ReferralSummaryValue }) {
  const { t } = useTranslation();
  const money = useMoney(summary.currency);
  const { rules } = summary;
  const reward = rewardText(t, rules.reward, money);
  return (
    <Panel title={t('lo_referral_rules')} testId="referral-rules">
      {!rules.enabled && <p className={shared.note}>{t('lo_referral_paused')}</p>}
      <ol className={styles.steps}>
        <li>
          <strong>{t('lo_step_share')}</strong>
          {t('lo_step_share_text')}
        </li>
        <li>
          <strong>{t('lo_step_deposit')}</strong>
          {t('lo_step_deposit_text', { amount: money(rules.qualifyDepositMinor) })}
        </li>
        <li>
          <strong>{t('lo_step_reward')}</strong>
          {t('lo_step_reward_text', { reward: reward.title })}
          {reward.wagering && <small>{reward.wagering}</small>}
        </li>
      </ol>
      <p className={styles.ruleNote}>
        {rules.maxRewardedFriends !== null ? t('lo_referral_max', { count: rules.maxRewardedFriends }) : t('lo_referral_once')}
      </p>
    </Panel>
  );
}

function Totals({ summary }: { summary: ReferralSummaryValue }) {
  const { t } = useTranslation();
  const money = useMoney(summary.currency);
  const { totals } = summary;
  const earned = [totals.rewardMinor > 0 ? money(totals.rewardMinor) : null, totals.rewardPoints > 0 ? t('lo_points_n', { count: totals.rewardPoints, points: wholeNumber(totals.rewardPoints) }) : null].filter(Boolean);
  return (
    <StatGrid columns={4}>
      <Stat label={t('lo_friends_registered')} value={wholeNumber(totals.registered)} testId="total-registered" />
      <Stat label={t('lo_friends_deposited')} value={wholeNumber(totals.deposited)} />
      <Stat label={t('lo_friends_qualified')} value={wholeNumber(totals.qualified)} />
      <Stat label={t('lo_rewards_earned')} value={earned.length ? earned.join(' + ') : money(0)} tone="accent" />
    </StatGrid>
  );
}

/**
 * referral (invite friends): the member's invite link with its QR code (size 200, margin 20, level M), copy and share
 * buttons, the brand's rules, the totals, and the friends who registered through it with their status and reward.
 */
export function ReferralPage({ token }: Pick<LoyaltyPageProps, 'token'>) {
  const summary = useReferralSummary(token);
  return (
    <div className={shared.stack}>
      <QueryBody
        query={summary}
        compact={false}
        skeleton={
          <div className={shared.stack} data-testid="referral-loading">
            <Skeleton height={260} radius={16} />
            <Skeleton height={80} radius={16} />
          </div>
        }
      >
        {(value) => (
          <>
            <InviteCard summary={value} />
            <Totals summary={value} />
            <Rules summary={value} />
            <FriendsList token={token} currency={value.currency} />
          </>
        )}
      </QueryBody>
    </div>
  );
}
