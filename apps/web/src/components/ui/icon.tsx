import type { SVGProps } from 'react';

/** A small set of line icons (24x24, currentColor) drawn inline: no icon font, no extra request. */
const paths = {
  home: 'M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z',
  lottery: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4.5 1.4 2.9 3.1.4-2.3 2.2.6 3.1L12 14.6l-2.8 1.5.6-3.1-2.3-2.2 3.1-.4z',
  live: 'M4 6h11a2 2 0 0 1 2 2v1.5L21 7v10l-4-2.5V16a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2z',
  sports: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 3.2 2.9 2.1-1.1 3.4h-3.6L9.1 8.3zM5.3 9.6l2.2.7 1.2 3.6-1.4 1.9-2.1-.2a7 7 0 0 1 .1-6zm13.4 0a7 7 0 0 1 .1 6l-2.1.2-1.4-1.9 1.2-3.6zM10 15.6h4l1.3 1.8-.7 2a7 7 0 0 1-5.2 0l-.7-2z',
  fish: 'M3 12c2.5-4 6-6 10-6 3.5 0 6 2 8 6-2 4-4.5 6-8 6-4 0-7.5-2-10-6zm0 0-1.5-3.5M3 12l-1.5 3.5M15.5 10.5h.01',
  slots: 'M4 4h16a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zm2 4v8h3V8zm4.5 0v8h3V8zm4.5 0v8h3V8z',
  cards: 'M8 3h9a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM12.5 7.5l2.5 3.5-2.5 3.5-2.5-3.5zM3 7v12a2 2 0 0 0 2 2h9',
  esports: 'M7 7h10a5 5 0 0 1 4.9 6l-.6 3a2.5 2.5 0 0 1-4.3 1.2L15 15H9l-2 2.2A2.5 2.5 0 0 1 2.7 16l-.6-3A5 5 0 0 1 7 7zm0 3v4m-2-2h4m6.5-1h.01m2 2h.01',
  star: 'm12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
  gift: 'M4 10h16v10a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1zm-1-4h18v4H3zm9 0v15M12 6C10.5 3 7 3 7 5s3 1 5 1zm0 0c1.5-3 5-3 5-1s-3 1-5 1z',
  globe: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm-9 9h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z',
  headset: 'M4 14v-2a8 8 0 0 1 16 0v2m-16 0a2 2 0 0 1 2-2h1v6H6a2 2 0 0 1-2-2zm16 0a2 2 0 0 0-2-2h-1v6h1a2 2 0 0 0 2-2zm-3 4c0 2-2 3-5 3',
  download: 'M12 3v12m0 0-4.5-4.5M12 15l4.5-4.5M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2',
  phone: 'M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm3 17h2',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8a.5.5 0 0 1 .5-.5z',
  instagram: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zm5-2h.01',
  telegram: 'm21 4-3 16-6.5-5-3.5 3v-5L18 6 6.5 12 3 10.5z',
  chevron: 'm9 6 6 6-6 6',
  chevronLeft: 'm15 6-6 6 6 6',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6 6 18',
  sun: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm0-6v2m0 16v2M4.9 4.9l1.4 1.4m11.4 11.4 1.4 1.4M2 12h2m16 0h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  moon: 'M20 14.5A8.5 8.5 0 0 1 9.5 4 8.5 8.5 0 1 0 20 14.5z',
  megaphone: 'M3 10v4a1 1 0 0 0 1 1h3l6 4V5L7 9H4a1 1 0 0 0-1 1zm13-1.5a4 4 0 0 1 0 7M7 15l1.5 5h2.5',
  help: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm-2.5 6.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5v.7m0 3h.01',
  refresh: 'M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6',
  wrench: 'M14.5 4.5a5 5 0 0 0-6.4 6.4L3 16l2.5 2.5 2.5 2.5 5.1-5.1a5 5 0 0 0 6.4-6.4l-3 3-2.8-.7-.7-2.8z',
  shield: 'M12 3 4 6v5c0 5 3.4 8.6 8 10 4.6-1.4 8-5 8-10V6zm-3 6 6 6m0-6-6 6',
  pause: 'M8 5h3v14H8zm5 0h3v14h-3z',
  play: 'M7 4.5v15l12-7.5z',
  collapse: 'M4 5h16M4 12h10M4 19h16m0-9-3 2 3 2',
  expand: 'M4 5h16M10 12h10M4 19h16M4 10l3 2-3 2',
  user: 'M12 3a4 4 0 1 1 0 8 4 4 0 0 1 0-8zM4 21a8 8 0 0 1 16 0',
  flame: 'M12 3c1 3 5 5 5 10a5 5 0 0 1-10 0c0-2 1-3.5 2-4.5 0 2 1 3 2 3 0-3-1-5.5 1-8.5z',
} as const;

export type IconName = keyof typeof paths;

/** The one drawing of a 24x24 line icon; icon sets that load with their own screens (glyph, auth icons) render it too. */
export function LineIcon({ d, size = 20, ...rest }: { d: string; size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={d} />
    </svg>
  );
}

export function Icon({ name, ...rest }: { name: IconName; size?: number } & SVGProps<SVGSVGElement>) {
  return <LineIcon d={paths[name]} {...rest} />;
}
