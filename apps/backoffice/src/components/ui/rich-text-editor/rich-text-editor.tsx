import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button/button';
import { t, type TextKey } from '@/lib/texts';
import styles from './rich-text-editor.module.css';

/**
 * The formatting the toolbar offers: exactly what the server's allow-list keeps (lib/html.ts on the server), so what
 * the editor shows is what players get.
 */
const tools: readonly { label: TextKey; command: string; value?: string; keys?: string }[] = [
  { label: 'rte_bold', command: 'bold', keys: 'Ctrl+B' },
  { label: 'rte_italic', command: 'italic', keys: 'Ctrl+I' },
  { label: 'rte_heading', command: 'formatBlock', value: 'h3' },
  { label: 'rte_paragraph', command: 'formatBlock', value: 'p' },
  { label: 'rte_bullets', command: 'insertUnorderedList' },
  { label: 'rte_numbers', command: 'insertOrderedList' },
  { label: 'rte_clear', command: 'removeFormat' },
];

/** An http(s) address or a path of the site: what the server keeps in a link's href. */
const LINK = /^(https?:\/\/|\/(?!\/))\S+$/i;

/**
 * A rich-text field: a toolbar and an editable region (role textbox, multi-line, named by its label). The HTML it
 * produces is reduced to the allow-list by the server when saved; the preview shows it in a sandboxed frame.
 * execCommand is deprecated but is still the only built-in editing command set, and Chromium, Firefox and Safari
 * keep it; an editor library would add 100 kB for the same seven commands.
 */
export function RichTextEditor({ label, value, onChange, error }: { label: string; value: string; onChange: (html: string) => void; error?: string }) {
  const id = useId();
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // only an outside change (a loaded promotion) is written in: rewriting on every keystroke would move the caret
    if (region.current && region.current.innerHTML !== value) region.current.innerHTML = value;
  }, [value]);
  const run = (command: string, argument?: string) => {
    region.current?.focus();
    document.execCommand('defaultParagraphSeparator', false, 'p');
    document.execCommand(command, false, argument);
    onChange(region.current?.innerHTML ?? '');
  };
  const addLink = () => {
    const href = window.prompt(t('rte_link_prompt'))?.trim();
    if (href && LINK.test(href)) run('createLink', href);
  };
  return (
    <div className={styles.editor}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <div role="toolbar" aria-label={t('rte_toolbar', { field: label })} className={styles.tools}>
        {tools.map((tool) => (
          // mousedown would take the selection away from the region before the command runs
          <Button key={tool.label} size="sm" variant="ghost" onMouseDown={(e) => e.preventDefault()} onClick={() => run(tool.command, tool.value)} title={tool.keys}>
            {t(tool.label)}
          </Button>
        ))}
        <Button size="sm" variant="ghost" onMouseDown={(e) => e.preventDefault()} onClick={addLink}>
          {t('rte_link')}
        </Button>
      </div>
      <div
        ref={region}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={`${id}-label`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        contentEditable
        suppressContentEditableWarning
        className={styles.region}
        onInput={(e) => onChange(e.currentTarget.innerHTML)}
      />
      {error && (
        <span id={`${id}-error`} role="alert" className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}
