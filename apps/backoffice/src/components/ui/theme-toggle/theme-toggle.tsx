import { nextTheme, setTheme, useTheme } from '@/lib/theme';
import { t, type TextKey } from '@/lib/texts';
import { Button } from '../button/button';

const names: Record<string, TextKey> = { system: 'theme_system', light: 'theme_light', dark: 'theme_dark' };

/** Steps through the system's theme, light and dark; the choice is remembered in this browser. */
export function ThemeToggle() {
  const theme = useTheme();
  const name = t(names[theme]!);
  return (
    <Button size="sm" variant="ghost" onClick={() => setTheme(nextTheme(theme))} aria-label={t('theme_toggle', { theme: name })}>
      <span aria-hidden="true">{theme === 'dark' ? '☾' : theme === 'light' ? '☀' : '◐'}</span> {name}
    </Button>
  );
}
