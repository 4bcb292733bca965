import type { SVGProps } from 'react';
import { LineIcon } from '@/components/ui/icon';

/** Line icons of the auth screens (24x24, currentColor); kept here so they load with these screens only. */
const paths = {
  user: 'M12 3a4 4 0 1 1 0 8 4 4 0 0 1 0-8zM4 21a8 8 0 0 1 16 0',
  lock: 'M6 10h12a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1zm2 0V7a4 4 0 0 1 8 0v3m-4 4.5v3',
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zm10-3a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  eyeOff: 'M3 3l18 18M10.6 5.1A10.7 10.7 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.2M6.6 6.6A17.4 17.4 0 0 0 2 12s3.5 7 10 7a9.6 9.6 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2',
  phone: 'M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm3 17h2',
  mail: 'M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm-1 1.5 9 6.5 9-6.5',
  key: 'M14.5 3a6.5 6.5 0 1 1-4.6 11.1L8 16H6v2H4v2H2v-3.4l7.9-7.9A6.5 6.5 0 0 1 14.5 3zm2 3.5h.01',
  shield: 'M12 3 4 6v5c0 5 3.4 8.6 8 10 4.6-1.4 8-5 8-10V6zm-3.5 9 2.5 2.5 4.5-5',
  check: 'M5 12.5 10 17.5 19 7',
  refresh: 'M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6',
  chevronDown: 'm6 9 6 6 6-6',
  wallet: 'M4 6h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a3 3 0 0 1 3-3h11m-1 10h.01M20 11h-5a2 2 0 0 0 0 4h5',
  deposit: 'M12 4v11m0 0-4-4m4 4 4-4M4 19h16',
  withdraw: 'M12 15V4m0 0-4 4m4-4 4 4M4 19h16',
  logout: 'M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 16l4-4-4-4m4 4H3',
  record: 'M7 3h10a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm2 5h6m-6 4h6m-6 4h4',
  ticket: 'M3 8a2 2 0 0 0 0 4v0a2 2 0 0 1 0 4v2a1 1 0 0 0 1 1h16a1 1 0 0 0 1-1v-2a2 2 0 0 1 0-4 2 2 0 0 1 0-4V6a1 1 0 0 0-1-1H4a1 1 0 0 0-1 1zm11-3v14',
  team: 'M9 4a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zM2 20a7 7 0 0 1 14 0m0-15.5a3.5 3.5 0 0 1 0 6.5M18 14a6 6 0 0 1 4 6',
  home: 'M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z',
  gift: 'M4 10h16v10a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1zm-1-4h18v4H3zm9 0v15M12 6C10.5 3 7 3 7 5s3 1 5 1zm0 0c1.5-3 5-3 5-1s-3 1-5 1z',
  crown: 'M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5zm2 11h14',
  sparkle: 'M12 3v4m0 10v4M3 12h4m10 0h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6',
  message: 'M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H9l-5 4V6a1 1 0 0 1 1-1z',
  robot: 'M12 3v3m-5 2h10a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2zm2 5h.01m5.99 0h.01M9.5 16h5',
  alert: 'M12 3 2 20h20zm0 6v5m0 3h.01',
} as const;

export type AuthIconName = keyof typeof paths;

export function AuthIcon({ name, size = 18, ...rest }: { name: AuthIconName; size?: number } & SVGProps<SVGSVGElement>) {
  return <LineIcon d={paths[name]} size={size} {...rest} />;
}
