import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';

/** Copies a text to the clipboard and says so for two seconds. */
export function CopyButton({ value, label }: { value: string; label?: string }) {
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
    >
      {copied ? t('ag_copied') : (label ?? t('ag_copy'))}
    </Button>
  );
}
