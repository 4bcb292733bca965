import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';

/** Copies a text to the clipboard and says so for two seconds (the agent's affiliate link, the invite link). */
export function CopyButton({ value, label, copiedLabel }: { value: string; label?: string; copiedLabel?: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => void navigator.clipboard?.writeText(value).then(() => setCopied(true), () => undefined)}
      aria-live="polite"
      data-copied={copied ? 'true' : undefined}
    >
      {copied ? (copiedLabel ?? t('in_copied')) : (label ?? t('in_copy'))}
    </Button>
  );
}
