import type { MemberInfo } from '@app/contract/session';
import { useTranslation } from 'react-i18next';
import { Glyph } from '@/components/ui/glyph/glyph';
import styles from './member-center.module.css';

/** The member's VIP label in its colours (text color, background color2); a plain chip when there is none. */
export function VipLabel({ label, onClick, size = 'md' }: { label: MemberInfo['clubLabel']; onClick?: () => void; size?: 'md' | 'lg' }) {
  const { t } = useTranslation();
  const style = label ? { color: label.color, background: `linear-gradient(135deg, ${label.color2}, color-mix(in srgb, ${label.color2} 55%, #000))` } : undefined;
  const content = (
    <>
      <Glyph name="crown" size={size === 'lg' ? 16 : 13} />
      {label ? label.labelName : t('mc_no_vip_label')}
    </>
  );
  if (!onClick)
    return (
      <span className={styles.vip} data-size={size} data-empty={label ? undefined : 'true'} style={style}>
        {content}
      </span>
    );
  return (
    <button type="button" className={styles.vip} data-size={size} data-empty={label ? undefined : 'true'} style={style} onClick={onClick} data-testid="member-vip-label">
      {content}
    </button>
  );
}
