import { t } from '@/lib/texts';
import styles from './linked-graph.module.css';

const W = 640;
const H = 360;
/** the first ring's ellipse, and the second ring's beyond it */
const RING_ONE = { rx: 170, ry: 100 };
const RING_TWO = { rx: 290, ry: 160 };
/** the angle between two second-ring accounts reached through one first-ring account */
const SPREAD = 0.32;

type Link = { memberId: number; username: string; reason: string; ring?: number; via?: { memberId: number; username: string } };
type Node = { memberId: number; username: string; reasons: string[]; via?: { memberId: number; username: string } };

const words = (reason: string) => reason.replace(/_/g, ' ');

/** One node per account, with every reason it is linked by (a second-ring account keeps the first account it came through). */
function nodesOf(links: readonly Link[]): Node[] {
  const byMember = new Map<number, Node>();
  for (const l of links) {
    const node = byMember.get(l.memberId) ?? byMember.set(l.memberId, { memberId: l.memberId, username: l.username, reasons: [], via: l.via }).get(l.memberId)!;
    if (!node.reasons.includes(words(l.reason))) node.reasons.push(words(l.reason));
  }
  return [...byMember.values()];
}

/** The image's name: the first ring as before, then the second ring with whom each came through. */
function graphName(username: string, ringOne: Node[], ringTwo: Node[]) {
  const name = t('linked_graph', { username, accounts: ringOne.map((o) => `${o.username} (${o.reasons.join(', ')})`).join('; ') });
  if (!ringTwo.length) return name;
  return `${name}. ${t('linked_graph_second_ring', { accounts: ringTwo.map((o) => t('linked_second_ring', { username: o.username, reason: o.reasons.join(', '), via: o.via?.username ?? '?' })).join('; ') })}`;
}

/**
 * The accounts linked to a player, drawn around them: one node per other account, its line labelled with what they
 * share (an address, a device, a bank account, a payee name, a mobile); the second ring (accounts linked to those)
 * further out, on dashed lines from the account they came through. A picture for the eye; the list beside it carries
 * the same links for keyboards and screen readers (the image's name says them too).
 */
export function LinkedGraph({ username, linked }: { username: string; linked: readonly Link[] }) {
  const ringOne = nodesOf(linked.filter((l) => (l.ring ?? 1) === 1));
  const ringTwo = nodesOf(linked.filter((l) => l.ring === 2));
  if (ringOne.length === 0) return null;
  const cx = W / 2;
  const cy = H / 2;
  const angleOne = new Map(ringOne.map((o, i) => [o.memberId, (2 * Math.PI * i) / ringOne.length - Math.PI / 2]));
  const point = (angle: number, ring: typeof RING_ONE) => ({ x: cx + ring.rx * Math.cos(angle), y: cy + ring.ry * Math.sin(angle) });
  const placed = ringTwo.map((o) => {
    const siblings = ringTwo.filter((x) => x.via?.memberId === o.via?.memberId);
    const base = angleOne.get(o.via?.memberId ?? -1) ?? -Math.PI / 2;
    const angle = base + (siblings.indexOf(o) - (siblings.length - 1) / 2) * SPREAD;
    const from = angleOne.has(o.via?.memberId ?? -1) ? point(base, RING_ONE) : { x: cx, y: cy };
    return { node: o, at: point(angle, RING_TWO), from };
  });
  return (
    <svg className={styles.graph} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={graphName(username, ringOne, ringTwo)}>
      {placed.map(({ node, at, from }) => (
        <g key={`far-${node.memberId}`}>
          <line className={styles.edgeFar} x1={from.x} y1={from.y} x2={at.x} y2={at.y} />
          <text className={styles.reason} x={(from.x + at.x) / 2} y={(from.y + at.y) / 2 - 4} textAnchor="middle">
            {node.reasons.join(', ')}
          </text>
        </g>
      ))}
      {ringOne.map((o) => {
        const p = point(angleOne.get(o.memberId)!, RING_ONE);
        return (
          <g key={o.memberId}>
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
      {ringOne.map((o) => {
        const p = point(angleOne.get(o.memberId)!, RING_ONE);
        return (
          <g key={`n-${o.memberId}`}>
            <circle className={styles.other} cx={p.x} cy={p.y} r={6} />
            <text className={styles.name} x={p.x} y={p.y + 20} textAnchor="middle">
              {o.username}
            </text>
          </g>
        );
      })}
      {placed.map(({ node, at }) => (
        <g key={`nf-${node.memberId}`}>
          <circle className={styles.far} cx={at.x} cy={at.y} r={5} />
          <text className={styles.name} x={at.x} y={at.y + 18} textAnchor="middle">
            {node.username}
          </text>
        </g>
      ))}
    </svg>
  );
}
