import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button/button';
import { ConfirmBar } from '@/components/ui/confirm-bar/confirm-bar';
import { Panel } from '@/components/ui/panel/panel';
import { failureText, Notice } from '@/components/ui/states/states';
import { paths } from '@/config/paths';
import { formatTime } from '@/lib/format';
import { t } from '@/lib/texts';
import { type MobileCollisionGroup, useMobileCollisions, useResolveMobileCollision } from '../api/mobile-collisions';
import styles from './players.module.css';

function CollisionGroup({ group, canResolve }: { group: MobileCollisionGroup; canResolve: boolean }) {
  const resolve = useResolveMobileCollision();
  const [keeping, setKeeping] = useState<MobileCollisionGroup['members'][number] | null>(null);
  const others = group.members.filter((m) => m !== keeping).map((m) => m.username);
  return (
    <li>
      <p>
        <strong>{group.number}</strong>
      </p>
      <ul aria-label={t('mobile_collision_members', { number: group.number })}>
        {group.members.map((m) => (
          <li key={m.collisionId}>
            <Link to={paths.player(m.memberId)}>{m.username}</Link> · {t('mobile_collision_stored', { stored: m.storedAs })} ·{' '}
            {m.lastLoginAt ? t('mobile_collision_last_login', { when: formatTime(m.lastLoginAt) }) : t('mobile_collision_never')}{' '}
            {canResolve && !keeping && (
              <Button onClick={() => setKeeping(m)} aria-label={t('mobile_collision_keep_for', { number: group.number, username: m.username })}>
                {t('mobile_collision_keep')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {keeping && (
        <ConfirmBar
          text={t('mobile_collision_confirm', { number: group.number, username: keeping.username, others: others.join(', ') })}
          pending={resolve.isPending}
          onConfirm={() => resolve.mutate(keeping.collisionId, { onSuccess: () => setKeeping(null) })}
          onCancel={() => setKeeping(null)}
        />
      )}
      {resolve.isError && <Notice tone="error">{failureText(resolve.error)}</Notice>}
    </li>
  );
}

/**
 * Numbers two members stored in two spellings (09171234567 and 9171234567) before numbers were normalised: each
 * stays as it was until an operator keeps the number for one member (the others bind a number again). Shown only
 * while there are some.
 */
export function MobileCollisions({ brandId, canResolve }: { brandId: string | undefined; canResolve: boolean }) {
  const collisions = useMobileCollisions(brandId);
  const groups = collisions.data?.groups ?? [];
  if (!groups.length) return null;
  return (
    <Panel title={t('mobile_collisions', { n: groups.length })}>
      <p className={styles.hint}>{t('mobile_collisions_hint')}</p>
      <ul className={styles.collisions}>
        {groups.map((g) => (
          <CollisionGroup key={`${g.brandId}|${g.number}`} group={g} canResolve={canResolve} />
        ))}
      </ul>
    </Panel>
  );
}
