import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { SelectField } from '@/components/ui/field/field';
import { Panel } from '@/components/ui/panel/panel';
import { failureText, Notice } from '@/components/ui/states/states';
import { t, type TextKey } from '@/lib/texts';
import type { PlayerDetail } from '../api/get-player';
import { useMakeAgent } from '../api/make-agent';
import styles from './players.module.css';

const agentTypes = [1, 2, 41, 42] as const;

/**
 * Makes the player an agent: top-level when they have no upline, a sub-agent of their upline agent otherwise. Their
 * sessions end so the next sign-in opens the agent centre; asks once more before it happens.
 */
export function MakeAgentPanel({ player }: { player: PlayerDetail }) {
  const make = useMakeAgent();
  const [type, setType] = useState<(typeof agentTypes)[number]>(1);
  const [confirming, setConfirming] = useState(false);
  return (
    <Panel title={t('pa_make_agent_title')}>
      {player.kind === 'agent' && <p>{t('pa_is_agent')}</p>}
      {player.kind === 'member' && player.status !== 'active' && <p>{t('pa_make_agent_inactive')}</p>}
      {player.kind === 'member' && player.status === 'active' && (
        <>
          <p>{player.upline ? t('pa_make_agent_sub', { upline: player.upline }) : t('pa_make_agent_top')}</p>
          <div className={styles.actionForm}>
            <SelectField label={t('pa_agent_type')} value={String(type)} onChange={(e) => setType(Number(e.target.value) as typeof type)} options={agentTypes.map((a) => ({ value: String(a), label: t(`pa_agent_type.${a}` as TextKey) }))} />
            {confirming ? (
              <div className={styles.buttons}>
                <Button variant="primary" disabled={make.isPending} onClick={() => make.mutate({ memberId: player.id, type }, { onSettled: () => setConfirming(false) })}>
                  {t('pa_make_agent_confirm', { username: player.username })}
                </Button>
                <Button onClick={() => setConfirming(false)}>{t('cancel')}</Button>
              </div>
            ) : (
              <Button onClick={() => setConfirming(true)}>{t('pa_make_agent')}</Button>
            )}
          </div>
        </>
      )}
      {make.isError && <Notice tone="error">{failureText(make.error)}</Notice>}
      {make.isSuccess && <Notice>{t('pa_make_agent_done', { username: make.data.username, code: make.data.affiliateCode, sessions: make.data.endedSessions })}</Notice>}
    </Panel>
  );
}
