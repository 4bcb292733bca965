import { useCopyText } from '@app/web-kit/use-copy-text';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';

/**
 * Copies a text to the clipboard and says so for two seconds (the agent's affiliate link, the invite link, a
 * transfer's account number). `name`: what a screen reader hears when several copy buttons share one visible word.
 */
export function CopyButton({ value, label, copiedLabel, name }: { value: string; label?: string; copiedLabel?: string; name?: string }) {
  const { t } = useTranslation();
  const { copied, copy } = useCopyText();
  return (
    <Button variant="outline" size="sm" onClick={() => copy(value)} aria-live="polite" aria-label={name} data-copied={copied ? 'true' : undefined}>
      {copied ? (copiedLabel ?? t('in_copied')) : (label ?? t('in_copy'))}
    </Button>
  );
}
