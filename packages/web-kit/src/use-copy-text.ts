import { useCallback, useEffect, useState } from 'react';

/**
 * Copies a text to the clipboard; `copied` is true for two seconds after it worked, for the button to say so. Where
 * there is no clipboard (an insecure origin, a refused permission) nothing changes: the text stays on screen to
 * select by hand.
 */
export function useCopyText(): { copied: boolean; copy: (text: string) => void } {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = useCallback((text: string) => {
    void navigator.clipboard?.writeText(text).then(
      () => setCopied(true),
      () => undefined,
    );
  }, []);
  return { copied, copy };
}
