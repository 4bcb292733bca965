import { useState } from 'react';
import { t } from '@/lib/texts';
import { Button } from '../button/button';

/** Copies a text to the clipboard and says so (to screen readers too). */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // no clipboard (an insecure origin): the text stays on screen to select by hand
    }
  };
  return (
    <>
      <Button size="sm" onClick={() => void copy()}>
        {label ?? t('copy')}
      </Button>
      <span role="status" className="visually-hidden">
        {copied ? t('copied') : ''}
      </span>
    </>
  );
}
