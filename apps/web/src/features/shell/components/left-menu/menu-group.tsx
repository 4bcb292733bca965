import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type IconName } from '@/components/ui/icon';
import { allVendorsHref, categoryHref, vendorHref, type MenuCategory } from '../../utils/menu-categories';
import styles from './left-menu.module.css';

export interface GroupProps {
  open: boolean;
  mini: boolean;
  onToggle: () => void;
  onHover: (on: boolean) => void;
}

/** A menu entry with a child list: inline when the menu is full, a flyout on hover or focus when it is mini. */
export function MenuGroup({
  id,
  icon,
  label,
  open,
  mini,
  onToggle,
  onHover,
  link,
  active = false,
  children,
}: GroupProps & {
  id: string;
  icon: IconName;
  label: string;
  /** the entry itself navigates; a separate button shows the children */
  link?: { to: string; onClick?: () => void };
  active?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const listId = useId();
  return (
    <li
      className={styles.group}
      data-open={open ? 'true' : 'false'}
      data-group={id}
      onMouseEnter={() => onHover(true)}
      onMouseLeave={() => onHover(false)}
      onFocus={() => mini && onHover(true)}
      onBlur={(e) => mini && !e.currentTarget.contains(e.relatedTarget as Node | null) && onHover(false)}
    >
      <div className={styles.row}>
        {link ? (
          <Link to={link.to} className={styles.item} aria-current={active ? 'page' : undefined} onClick={link.onClick} title={mini ? label : undefined}>
            <Icon name={icon} />
            <span className={styles.label}>{label}</span>
          </Link>
        ) : (
          <button type="button" className={styles.item} aria-expanded={open} aria-controls={listId} onClick={onToggle} title={mini ? label : undefined}>
            <Icon name={icon} />
            <span className={styles.label}>{label}</span>
            {!mini && <Icon name="chevron" size={16} className={styles.chevronIcon} />}
          </button>
        )}
        {link && !mini && (
          <button
            type="button"
            className={styles.chevron}
            aria-expanded={open}
            aria-controls={listId}
            aria-label={t('in_show_list', { name: label })}
            onClick={onToggle}
          >
            <Icon name="chevron" size={16} className={styles.chevronIcon} />
          </button>
        )}
      </div>
      {open && (
        <div id={listId} className={mini ? styles.flyout : styles.children}>
          {mini && <p className={styles.flyoutTitle}>{label}</p>}
          <ul>{children}</ul>
        </div>
      )}
    </li>
  );
}

/** A game category: its lobby link, and its vendors as the children. */
export function CategoryGroup({
  category,
  active,
  activeVendor,
  onNavigate,
  ...group
}: GroupProps & { category: MenuCategory; active: boolean; activeVendor: string | null; onNavigate: () => void }) {
  const { t } = useTranslation();
  const label = t(category.titleKey);
  return (
    <MenuGroup
      id={category.gameType}
      icon={category.icon}
      label={label}
      link={{ to: categoryHref(category), onClick: onNavigate }}
      active={active}
      {...group}
    >
      <li>
        <Link to={allVendorsHref(category)} className={styles.child} aria-current={activeVendor === '' ? 'page' : undefined} onClick={onNavigate}>
          {t('in_all')}
        </Link>
      </li>
      {category.vendors.map((v) => (
        <li key={v.vassalage}>
          <Link to={vendorHref(category, v.vassalage)} className={styles.child} aria-current={activeVendor === v.vassalage ? 'page' : undefined} onClick={onNavigate}>
            <span translate="no">{v.name}</span>
            {v.isHot && <span className={styles.hot}>{t('in_hot')}</span>}
          </Link>
        </li>
      ))}
    </MenuGroup>
  );
}
