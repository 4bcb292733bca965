import type { SVGProps } from 'react';
import { LineIcon } from '@/components/ui/icon';

/**
 * Line icons of the member centre and wallet screens (24x24, currentColor). Kept apart from ui/icon.tsx, which is in
 * the first chunk: these load with the screens that draw them.
 */
const paths = {
  account: 'M12 3a4 4 0 1 1 0 8 4 4 0 0 1 0-8zM4 21a8 8 0 0 1 11.3-7.3M19 14l3 1.2v2.3c0 2-1.3 3.4-3 4-1.7-.6-3-2-3-4v-2.3z',
  wallet: 'M4 7h15a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1zm0 0V6a2 2 0 0 1 2-2h10v3m4 5h-4a2 2 0 0 0 0 4h4z',
  deposit: 'M12 3v11m0 0-4-4m4 4 4-4M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3',
  withdraw: 'M12 14V3m0 0L8 7m4-4 4 4M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3',
  upline: 'M9 4a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zM3 20a6 6 0 0 1 10-4.5M16 20l5-5m0 0h-4m4 0v4',
  ticket: 'M4 6h16v4a2 2 0 0 0 0 4v4H4v-4a2 2 0 0 0 0-4zm10 0v2m0 3v2m0 3v2',
  records: 'M6 3h9l4 4v14H6zm9 0v4h4M9 11h7M9 15h7M9 19h4',
  chart: 'M4 4v16h16M8 16v-4m4 4V8m4 8v-6',
  gift: 'M4 10h16v10a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1zm-1-4h18v4H3zm9 0v15M12 6C10.5 3 7 3 7 5s3 1 5 1zm0 0c1.5-3 5-3 5-1s-3 1-5 1z',
  trophy: 'M7 4h10v5a5 5 0 0 1-10 0zm0 2H4v1a3 3 0 0 0 3 3m10-4h3v1a3 3 0 0 1-3 3m-5 4v4m-4 3h8m-6-3h4',
  invite: 'M9 4a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zM3 20a6 6 0 0 1 12 0m4-11v6m-3-3h6',
  target: 'M12 3a9 9 0 1 0 9 9M12 7a5 5 0 1 0 5 5m-5 0 7-7m0 0v3m0-3h-3',
  mail: 'M3 6h18v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1zm0 0 9 7 9-7',
  rebate: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9 15l6-6M9.5 9h.01M14.5 15h.01',
  crown: 'M4 18h16M5 15 3 7l5 3 4-6 4 6 5-3-2 8z',
  back: 'm15 6-6 6 6 6',
  bank: 'M3 10h18M12 3l9 5H3zM5 10v8m4.5-8v8m5-8v8M19 10v8M3 21h18',
  ewallet: 'M7 3h10a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zm3 15h4M9 8h6v5H9z',
  crypto: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9.5 8h4a2 2 0 0 1 0 4h-4zm0 4h4.5a2 2 0 0 1 0 4H9.5zm1.5-6v2m0 8v2m2-12v2m0 8v2',
  check: 'm5 12.5 4.5 4.5L19 7.5',
  checkCircle: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm-4 9.5 2.8 2.8L16.5 9.5',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4.5V12l3 2',
  cross: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9 9l6 6m0-6-6 6',
  upload: 'M12 15V4m0 0-4 4m4-4 4 4M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3',
  image: 'M4 4h16v16H4zm0 12 4.5-4.5 4 4 2.5-2.5L20 18M15 8.5h.01',
  lock: 'M6 11h12v10H6zm2 0V8a4 4 0 0 1 8 0v3m-4 4v2',
  key: 'M14.5 3a6.5 6.5 0 1 1-5.7 9.7L3 18.5V21h3v-2h2v-2h2l1.3-1.3A6.5 6.5 0 0 1 14.5 3zm2 4h.01',
  card: 'M3 6h18v12H3zm0 4h18M6 15h4',
  phone: 'M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm3 17h2',
  email: 'M12 3a9 9 0 1 0 3.6 17.3M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm4 0v5a2.5 2.5 0 0 0 5 0v-1',
  inbox: 'M4 13 6.5 5h11L20 13v6H4zm0 0h5l1 2h4l1-2h5',
  alert: 'M12 3 2 20h20zm0 6v5m0 3h.01',
  info: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 8v5m0-8h.01',
  swap: 'M7 4 3 8l4 4M3 8h14m0 4 4 4-4 4m4-4H7',
  recall: 'M4 12h10m0 0-4-4m4 4-4 4M20 4v16',
  arrowRight: 'M5 12h14m0 0-5-5m5 5-5 5',
  refresh: 'M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6',
  calendar: 'M4 6h16v14H4zm0 4h16M8 3v5m8-5v5',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  star: 'm12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
  eye: 'M2.5 12S6 5 12 5s9.5 7 9.5 7-3.5 7-9.5 7-9.5-7-9.5-7zm9.5-3a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  eyeOff: 'M3 3l18 18M10.6 5.1A9.8 9.8 0 0 1 12 5c6 0 9.5 7 9.5 7a17 17 0 0 1-3 3.9M6.6 6.6C4 8.3 2.5 12 2.5 12s3.5 7 9.5 7c1.8 0 3.4-.6 4.8-1.5M9.9 9.9a3 3 0 0 0 4.2 4.2',
  shield: 'M12 3 4 6v5c0 5 3.4 8.6 8 10 4.6-1.4 8-5 8-10V6zm-3.5 9 2.5 2.5 4.5-4.5',
} as const;

export type GlyphName = keyof typeof paths;

export function Glyph({ name, size = 20, ...rest }: { name: GlyphName; size?: number } & SVGProps<SVGSVGElement>) {
  return <LineIcon d={paths[name]} size={size} {...rest} />;
}
