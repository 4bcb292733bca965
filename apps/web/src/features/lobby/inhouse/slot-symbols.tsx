import type { SlotSymbol } from '@app/contract/inhouse-games';
import { useId } from 'react';

/** The slot's seven symbols, drawn inline (no emoji fonts, no requests); 100x100 each. */
export function SlotSymbolArt({ symbol, size = '100%' }: { symbol: SlotSymbol; size?: number | string }) {
  const id = useId().replace(/:/g, '');
  const g = (name: string) => `${id}-${name}`;
  return (
    <svg viewBox="0 0 100 100" width={size} height={size} aria-hidden="true" focusable="false" data-symbol={symbol}>
      <defs>
        <linearGradient id={g('gold')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff3b0" />
          <stop offset="0.45" stopColor="#ffc93c" />
          <stop offset="1" stopColor="#c98a00" />
        </linearGradient>
        <linearGradient id={g('red')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ff7a7a" />
          <stop offset="0.5" stopColor="#f0243c" />
          <stop offset="1" stopColor="#a3001b" />
        </linearGradient>
        <radialGradient id={g('plum')} cx="0.35" cy="0.35" r="0.75">
          <stop offset="0" stopColor="#d9a6ff" />
          <stop offset="0.55" stopColor="#8a2be2" />
          <stop offset="1" stopColor="#4b0f86" />
        </radialGradient>
        <radialGradient id={g('lemon')} cx="0.35" cy="0.35" r="0.8">
          <stop offset="0" stopColor="#fffbc2" />
          <stop offset="0.55" stopColor="#ffe033" />
          <stop offset="1" stopColor="#d9a400" />
        </radialGradient>
        <radialGradient id={g('cherry')} cx="0.35" cy="0.3" r="0.8">
          <stop offset="0" stopColor="#ff9a9a" />
          <stop offset="0.5" stopColor="#e8112d" />
          <stop offset="1" stopColor="#8a0014" />
        </radialGradient>
        <linearGradient id={g('wild')} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff5fd2" />
          <stop offset="0.5" stopColor="#8f3dff" />
          <stop offset="1" stopColor="#2ec5ff" />
        </linearGradient>
      </defs>
      {symbol === 'SEVEN' && (
        <g>
          <path d="M24 22h54l-4 12C62 48 53 62 48 82H30c5-19 14-35 27-46H28z" fill={`url(#${g('red')})`} stroke={`url(#${g('gold')})`} strokeWidth="5" strokeLinejoin="round" />
          <path d="M31 27h38" stroke="#fff" strokeOpacity=".45" strokeWidth="3" strokeLinecap="round" />
        </g>
      )}
      {symbol === 'BAR' && (
        <g>
          {[22, 41, 60].map((y, i) => (
            <g key={y}>
              <rect x="14" y={y} width="72" height="17" rx="5" fill="#1b1f2a" stroke={`url(#${g('gold')})`} strokeWidth="3" />
              {i === 1 && (
                <text x="50" y={y + 13.5} textAnchor="middle" fontFamily="system-ui, sans-serif" fontWeight="900" fontSize="14" fill={`url(#${g('gold')})`} letterSpacing="2">
                  BAR
                </text>
              )}
            </g>
          ))}
        </g>
      )}
      {symbol === 'BELL' && (
        <g>
          <path d="M50 14c3 0 5 2 5 5v2c13 3 19 14 19 27v14l8 9H18l8-9V48c0-13 6-24 19-27v-2c0-3 2-5 5-5z" fill={`url(#${g('gold')})`} stroke="#8a5a00" strokeWidth="2.5" strokeLinejoin="round" />
          <circle cx="50" cy="79" r="7" fill="#c98a00" stroke="#8a5a00" strokeWidth="2.5" />
          <path d="M36 46c0-8 4-14 10-16" stroke="#fff" strokeOpacity=".6" strokeWidth="4" strokeLinecap="round" fill="none" />
        </g>
      )}
      {symbol === 'PLUM' && (
        <g>
          <path d="M52 22c4-8 12-11 20-9-3 8-10 12-20 9z" fill="#3fbf5a" stroke="#1f7a33" strokeWidth="2" />
          <path d="M50 28c0-4 1-7 3-9" stroke="#6b3f1f" strokeWidth="3" strokeLinecap="round" fill="none" />
          <ellipse cx="50" cy="57" rx="28" ry="30" fill={`url(#${g('plum')})`} />
          <path d="M50 30c-4 10-4 40 0 56" stroke="#3a0a6b" strokeOpacity=".4" strokeWidth="2" fill="none" />
          <ellipse cx="39" cy="45" rx="6" ry="9" fill="#fff" fillOpacity=".35" />
        </g>
      )}
      {symbol === 'LEMON' && (
        <g>
          <path d="M14 52c4-20 22-32 40-30 14 2 26 10 31 24 3 9 0 22-10 28-15 10-38 10-51 2-7-5-11-14-10-24z" fill={`url(#${g('lemon')})`} stroke="#b78900" strokeWidth="2.5" />
          <path d="M82 40l8-6M18 62l-8 5" stroke="#b78900" strokeWidth="4" strokeLinecap="round" />
          <ellipse cx="38" cy="42" rx="10" ry="6" fill="#fff" fillOpacity=".45" transform="rotate(-20 38 42)" />
        </g>
      )}
      {symbol === 'CHERRY' && (
        <g>
          <path d="M34 64C40 42 50 28 66 16M66 64c-2-18 0-34 0-48" stroke="#2f8f3f" strokeWidth="4" strokeLinecap="round" fill="none" />
          <path d="M66 16c8-4 16-2 20 4-8 4-15 3-20-4z" fill="#3fbf5a" stroke="#1f7a33" strokeWidth="2" />
          <circle cx="32" cy="70" r="17" fill={`url(#${g('cherry')})`} />
          <circle cx="66" cy="70" r="17" fill={`url(#${g('cherry')})`} />
          <circle cx="26" cy="64" r="4.5" fill="#fff" fillOpacity=".55" />
          <circle cx="60" cy="64" r="4.5" fill="#fff" fillOpacity=".55" />
        </g>
      )}
      {symbol === 'WILD' && (
        <g>
          <path d="M50 6l11 24 26-4-16 21 16 21-26-4-11 24-11-24-26 4 16-21L13 26l26 4z" fill={`url(#${g('wild')})`} stroke="#fff" strokeOpacity=".85" strokeWidth="2.5" strokeLinejoin="round" />
          <text x="50" y="55" textAnchor="middle" fontFamily="system-ui, sans-serif" fontWeight="900" fontSize="17" fill="#fff" stroke="#3b0a6e" strokeWidth="3" paintOrder="stroke" letterSpacing="1">
            WILD
          </text>
        </g>
      )}
    </svg>
  );
}
