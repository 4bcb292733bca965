import { HELP_MODAL } from '@/config/modal-names';
import { Icon } from '../icon';
import { modals } from '../modal/modal-store';
import styles from './help-link.module.css';

interface HelpLinkProps {
  /** the help category the help modal opens on */
  topic: string;
  /** an article of it to open (its key) */
  article?: string;
  /** what the help explains, as the button's accessible name and tooltip ("How the betting requirement works") */
  label: string;
  /** shown beside the "?" (else the icon alone) */
  text?: string;
  className?: string;
}

/** A contextual "?" that opens the help centre's modal on the topic of the screen around it. */
export function HelpLink({ topic, article, label, text, className }: HelpLinkProps) {
  return (
    <button
      type="button"
      className={[styles.link, className].filter(Boolean).join(' ')}
      aria-label={text ? undefined : label}
      title={label}
      aria-haspopup="dialog"
      data-help-topic={topic}
      onClick={() => modals.open(HELP_MODAL, article ? { topic, article } : { topic })}
    >
      <Icon name="help" size={16} />
      {text && <span>{text}</span>}
    </button>
  );
}
