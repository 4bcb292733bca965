import { t } from '@/lib/texts';
import styles from './linked-graph.module.css';

const W = 520;
const H = 280;
const R = 105;

/**
 * The accounts linked to a player, drawn around them: one node per other account, its line labelled with what they
 * share (an address, a device, a bank account, a payee name, a mobile). A picture for the eye; the list beside it
 * carries the same links for keyboards and screen readers (the image's name says them too).
 */
export function LinkedGraph({ username, linked }: { username: string; linked: ReadonlyArray<{ memberId: number; username: string; reason: string }> }) {
  const others = [...new Map(linked.map((l) => [l.memberId, { username: l.username, reasons: linked.filter((x) => x.memberId === l.memberId).map((x) => x.reason.replace(/_/g, ' ')) }])).values()];
  if (others.length === 0) return null;
  const cx = W / 2;
  const cy = H / 2;
  const at = (i: number) => {
    const angle = (2 * Math.PI * i) / others.length - Math.PI / 2;
    return { x: cx + R * 1.7 * Math.cos(angle), y: cy + R * Math.sin(angle) };
  };
  const name = t('linked_graph', { username, accounts: others.map((o) => `${o.username} (${o.reasons.join(', ')})`).join('; ') });
  return (
    <svg className={styles.graph} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={name}>
      {others.map((o, i) => {
        const p = at(i);
        return (
          <g key={o.username}>
            <line className={styles.edge} x1={cx} y1={cy} x2={p.x} y2={p.y} />
            <text className={styles.reason} x={(cx + p.x) / 2} y={(cy + p.y) / 2 - 4} textAnchor="middle">
              {o.reasons.join(', ')}
            </text>
          </g>
        );
      })}
      <circle className={styles.player} cx={cx} cy={cy} r={8} />
      <text className={styles.name} x={cx} y={cy + 24} textAnchor="middle">
        {username}
      </text>
      {others.map((o, i) => {
        const p = at(i);
        return (
          <g key={`n-${o.username}`}>
            <circle className={styles.other} cx={p.x} cy={p.y} r={6} />
            <text className={styles.name} x={p.x} y={p.y + 20} textAnchor="middle">
              {o.username}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
