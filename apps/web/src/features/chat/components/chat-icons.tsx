import { LineIcon } from '@/components/ui/icon';

/** The chat's own line icons (24x24, currentColor), drawn like the shared set. */
const paths = {
  bubble: 'M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-9l-5 4v-4H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z',
  minus: 'M5 12h14',
  enlarge: 'M14 4h6v6M10 20H4v-6M20 4l-7 7M4 20l7-7',
  shrink: 'M4 14h6v6M20 10h-6V4M10 14l-7 7M14 10l7-7',
  close: 'M6 6l12 12M18 6 6 18',
  send: 'm4 12 16-8-6 16-2.5-6.5z',
  smile: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM8.5 14a4 4 0 0 0 7 0M9 9.5h.01M15 9.5h.01',
} as const;

export type ChatIconName = keyof typeof paths;
export const ChatIcon = ({ name, size = 18 }: { name: ChatIconName; size?: number }) => <LineIcon d={paths[name]} size={size} aria-hidden="true" />;
