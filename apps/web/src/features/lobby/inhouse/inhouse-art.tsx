import type { InhouseGame } from '@app/contract/inhouse-games';
import { SlotSymbolArt } from './slot-symbols';
import styles from './inhouse-lobby.module.css';

/** The feature cards' illustrations, drawn inline. */
export function InhouseArt({ game }: { game: InhouseGame }) {
  if (game === 'slot')
    return (
      <div className={styles.artSlot} aria-hidden="true">
        {(['SEVEN', 'WILD', 'SEVEN'] as const).map((s, i) => (
          <span key={i} className={styles.artReel}>
            <SlotSymbolArt symbol={s} />
          </span>
        ))}
      </div>
    );
  if (game === 'dice')
    return (
      <svg className={styles.artSvg} viewBox="0 0 160 120" aria-hidden="true">
        <defs>
          <linearGradient id="inhouse-die" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ffffff" />
            <stop offset="1" stopColor="#cfd8ff" />
          </linearGradient>
        </defs>
        <g transform="rotate(-14 55 62)">
          <rect x="22" y="28" width="66" height="66" rx="14" fill="url(#inhouse-die)" stroke="#8fa0ff" strokeWidth="2" />
          {[
            [40, 46],
            [70, 46],
            [55, 61],
            [40, 76],
            [70, 76],
          ].map(([x, y]) => (
            <circle key={`${x}-${y}`} cx={x} cy={y} r="6" fill="#2b2f8f" />
          ))}
        </g>
        <g transform="rotate(12 112 58)">
          <rect x="86" y="24" width="56" height="56" rx="12" fill="url(#inhouse-die)" stroke="#8fa0ff" strokeWidth="2" />
          {[
            [100, 38],
            [128, 66],
            [114, 52],
          ].map(([x, y]) => (
            <circle key={`${x}-${y}`} cx={x} cy={y} r="5.5" fill="#d6246e" />
          ))}
        </g>
      </svg>
    );
  return (
    <svg className={styles.artSvg} viewBox="0 0 160 120" aria-hidden="true">
      <defs>
        <linearGradient id="inhouse-curve" x1="0" y1="1" x2="1" y2="0">
          <stop offset="0" stopColor="#ffd166" stopOpacity="0.2" />
          <stop offset="1" stopColor="#ffd166" />
        </linearGradient>
      </defs>
      <path d="M10 110 C 70 108, 110 90, 138 24" fill="none" stroke="url(#inhouse-curve)" strokeWidth="6" strokeLinecap="round" />
      <path d="M10 110 C 70 108, 110 90, 138 24 L 138 110 Z" fill="#ffd166" fillOpacity="0.12" />
      <g transform="translate(132 18) rotate(35)">
        <path d="M0 -18 C 8 -10 8 6 5 14 L -5 14 C -8 6 -8 -10 0 -18 Z" fill="#ffffff" stroke="#ff6a3d" strokeWidth="2" />
        <circle cx="0" cy="-3" r="4" fill="#2ec5ff" />
        <path d="M-5 8 L-11 18 L-4 15 Z M5 8 L11 18 L4 15 Z" fill="#ff6a3d" />
        <path d="M-3 16 L0 28 L3 16 Z" fill="#ffd166" />
      </g>
    </svg>
  );
}
