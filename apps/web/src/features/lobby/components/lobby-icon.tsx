import type { SVGProps } from 'react';

/** The lobby's own line icons (24x24, currentColor), loaded with the lobby's chunks. */
const paths = {
  heart: 'M12 20.5s-7.5-4.6-9.3-9.2C1.4 7.9 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.6 3.4 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z',
  search: 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zm9.5 16-4.6-4.6',
  play: 'M8 5.5v13l10.5-6.5z',
  wrench: 'M14.5 4.5a5 5 0 0 0-6.4 6.4L3 16l2.5 2.5 2.5 2.5 5.1-5.1a5 5 0 0 0 6.4-6.4l-3 3-2.8-.7-.7-2.8z',
  back: 'm15 6-6 6 6 6',
  chevronLeft: 'm15 6-6 6 6 6',
  chevron: 'm9 6 6 6-6 6',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4.5V12l3 2',
  flame: 'M12 3c1 3 5 5 5 10a5 5 0 0 1-10 0c0-2 1-3.5 2-4.5 0 2 1 3 2 3 0-3-1-5.5 1-8.5z',
  grid: 'M4 4h7v7H4zm9 0h7v7h-7zM4 13h7v7H4zm9 0h7v7h-7z',
  users: 'M9 4a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zM3 20a6 6 0 0 1 12 0m1-15.5a3.5 3.5 0 0 1 0 6.5M21 20a6 6 0 0 0-3.5-5.5',
  refresh: 'M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6',
  expand: 'M4 9V4h5M20 9V4h-5M4 15v5h5m11-5v5h-5',
  external: 'M14 4h6v6m0-6-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  swap: 'M4 8h13l-4-4m7 12H7l4 4',
  shield: 'M12 3 4 6v5c0 5 3.4 8.6 8 10 4.6-1.4 8-5 8-10V6zm-3.5 9 2.5 2.5 4.5-5',
  close: 'M6 6l12 12M18 6 6 18',
  megaphone: 'M4 10v4h3l7 4.5v-13L7 10zm13.5-2a5 5 0 0 1 0 8',
  sparkle: 'M12 3.5 13.9 9l5.6 2-5.6 2L12 18.5 10.1 13l-5.6-2 5.6-2z',
  filter: 'M4 5h16l-6 7.5V19l-4 1.5v-8z',
  check: 'm5 12.5 4.5 4.5L19 7.5',
  cross: 'M6 6l12 12M18 6 6 18',
  info: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 8v5m0-8.5h.01',
  copy: 'M9 9h10v11H9zM5 15V4h10',
  rotate: 'M4 12a8 8 0 0 1 14-5.3L20 9m0-5v5h-5m5 3a8 8 0 0 1-14 5.3L4 15m0 5v-5h5',
  history: 'M3 12a9 9 0 1 0 3-6.7L3 8m0-5v5h5m4-1v5l3.5 2',
  book: 'M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zm0 0v16m4-14h7',
  rocket: 'M12 15l-3-3c1-4 4-8 10-9-1 6-5 9-9 10zm-3-3-3.5.5L4 15l4 1m1-4 1 4 .5 3.5L13 18l-.5-3.5M15.5 8.5h.01M6 18c-1 .5-1.5 2-1.5 3.5C6 21.5 7.5 21 8 20',
  dice: 'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm3 4.5h.01M16 7.5h.01M12 12h.01M8 16.5h.01m8 0h.01',
  slots: 'M4 4h16a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zm2 4v8h3V8zm4.5 0v8h3V8zm4.5 0v8h3V8z',
} as const;

export type LobbyIconName = keyof typeof paths;

export function LobbyIcon({ name, size = 20, filled = false, ...rest }: { name: LobbyIconName; size?: number; filled?: boolean } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={paths[name]} />
    </svg>
  );
}
