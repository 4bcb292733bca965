import { useCopyText } from '@app/web-kit/use-copy-text';
import { t } from '@/lib/texts';
import { Button } from '../button/button';

/** Copies a text to the clipboard and says so (to screen readers too). */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const { copied, copy } = useCopyText();
  return (
    <>
      <Button size="sm" onClick={() => copy(text)}>
        {label ?? t('copy')}
      </Button>
      <span role="status" className="visually-hidden">
        {copied ? t('copied') : ''}
      </span>
    </>
  );
}
