import type { Mission } from '@app/contract/loyalty';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { useProblemText, type Problem } from '@/components/ui/form/problem';
import { problemOf } from '@/components/ui/form/problem-of';
import { FormAlert } from '@/components/ui/form/submit-button';
import { Glyph } from '@/components/ui/glyph/glyph';
import { StatusPill, type PillTone } from '@/components/ui/panel/panel';
import { ProgressBar } from '@/components/ui/progress/progress';
import { toasts } from '@/components/ui/toast/toast-store';
import { newRequestId } from '@/lib/request-id';
import { useClaimMission } from '../../api/claim-mission';
import { useMoney } from '../../hooks/use-money';
import { useNow } from '../../hooks/use-now';
import { durationText, progressText } from '../../utils/missions';
import { rewardText } from '../../utils/reward';
import styles from './missions.module.css';

const tones: Record<Mission['status'], PillTone> = { in_progress: 'info', ready: 'warning', claimed: 'success' };

/**
 * One mission: what it asks, how far the member has come (a bar in its unit, count or money), what it pays (a
 * bonus with its wagering), when it resets, and the claim button once it is ready. A claim refreshes the balance,
 * the points and the bonuses.
 */
export function MissionCard({ mission }: { mission: Mission }) {
  const { t } = useTranslation();
  const money = useMoney();
  const problemText = useProblemText();
  const now = useNow();
  const claim = useClaimMission();
  const [problem, setProblem] = useState<Problem>();
  const progress = progressText(mission, money);
  const reward = rewardText(t, mission.reward, money);

  const onClaim = async () => {
    setProblem(undefined);
    try {
      await claim.mutateAsync({ missionId: mission.id, requestId: newRequestId('mission') });
      toasts.show(t('lo_claimed', { title: mission.title, reward: reward.title }));
    } catch (error) {
      setProblem(problemOf(error).problem);
    }
  };

  return (
    <li className={styles.mission} data-status={mission.status} data-testid="mission" data-code={mission.code}>
      <div className={styles.missionHead}>
        <strong className={styles.missionTitle}>{mission.title}</strong>
        <StatusPill tone={tones[mission.status]} testId="mission-status">
          {t(`lo_mission_${mission.status}`)}
        </StatusPill>
      </div>
      {mission.description && <p className={styles.description}>{mission.description}</p>}
      <div className={styles.progress}>
        <div className={styles.progressText}>
          <span>{t('lo_progress')}</span>
          <span data-testid="mission-progress">{progress}</span>
        </div>
        <ProgressBar value={mission.progress} max={mission.target} label={t('lo_progress_of', { title: mission.title })} valueText={progress} />
      </div>
      <div className={styles.missionFoot}>
        <div className={styles.reward}>
          <Glyph name="gift" size={16} />
          <span>
            <span className="visually-hidden">{t('lo_reward')}: </span>
            <strong data-testid="mission-reward">{reward.title}</strong>
            {reward.wagering && <small>{reward.wagering}</small>}
          </span>
        </div>
        {mission.resetsAt !== null && mission.status !== 'ready' && (
          <span className={styles.reset}>
            <Glyph name="clock" size={14} />
            {t('lo_resets_in', { time: durationText(t, mission.resetsAt - now) })}
          </span>
        )}
        {mission.status === 'ready' && (
          <Button variant="accent" size="sm" onClick={() => void onClaim()} disabled={claim.isPending} aria-busy={claim.isPending || undefined}>
            {t('lo_claim')}
          </Button>
        )}
      </div>
      <FormAlert message={problemText(problem)} />
    </li>
  );
}
