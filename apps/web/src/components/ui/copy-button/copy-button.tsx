import { useCopyText } from '@app/web-kit/use-copy-text';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';

/** Copies a text to the clipboard and says so for two seconds (the agent's affiliate link, the invite link). */
export function CopyButton({ value, label, copiedLabel }: { value: string; label?: string; copiedLabel?: string }) {
  const { t } = useTranslation();
  const { copied, copy } = useCopyText();
  return (
    <Button variant="outline" size="sm" onClick={() => copy(value)} aria-live="polite" data-copied={copied ? 'true' : undefined}>
      {copied ? (copiedLabel ?? t('in_copied')) : (label ?? t('in_copy'))}
    </Button>
  );
}
