import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon';
import { useSiteConfig } from '@/config/brand';
import { useLanguage } from '@/lib/i18n';
import { useActivityRules } from '@/lib/shared-api/activity-rules';
import { useCustomerService } from '../hooks/use-customer-service';
import styles from './footer.module.css';

/**
 * About, affiliates and customer service, payment methods, responsible gaming (the pack's minimum age, the way to the
 * responsible-gaming page), providers, copyright with the operator company and its licence from the brand file, in
 * the player's language.
 */
export function Footer({ onResponsibleGaming }: { onResponsibleGaming?: () => void }) {
  const { t } = useTranslation();
  const { brand, resources } = useSiteConfig();
  const language = useLanguage();
  const service = useCustomerService();
  const affiliate = resources.find((r) => r.resourceType === 'AFFILIATELINK');
  const { footer } = brand;
  // the brand's jurisdiction pack sets the minimum age (18 until it is known)
  const minimumAge = useActivityRules().data?.age.minimum ?? 18;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <section className={styles.about}>
            <div className={styles.brand}>
              <img src={brand.logo} alt="" width={32} height={32} />
              <span>{brand.name}</span>
            </div>
            <p data-testid="footer-about">{footer.about[language]}</p>
            <div className={styles.buttons}>
              {affiliate &&
                (affiliate.url.startsWith('/') ? (
                  <Link to={affiliate.url} className={styles.pill}>
                    {t('in_affiliates')}
                  </Link>
                ) : (
                  <a href={affiliate.url} target="_blank" rel="noopener noreferrer" className={styles.pill}>
                    {t('in_affiliates')}
                  </a>
                ))}
              {service.available && (
                <Button variant="outline" size="sm" onClick={service.open}>
                  <Icon name="headset" size={16} />
                  {t('in_customer_service')}
                </Button>
              )}
            </div>
          </section>
          <section className={styles.column} aria-labelledby="footer-payments">
            <h2 id="footer-payments">{t('in_payment_methods')}</h2>
            <ul className={styles.chips}>
              {footer.paymentMethods.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </section>
          <section className={styles.column} aria-labelledby="footer-providers">
            <h2 id="footer-providers">{t('in_game_providers')}</h2>
            <ul className={styles.chips}>
              {footer.gameProviders.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </section>
        </div>
        <div className={styles.responsible}>
          <span className={styles.age} aria-label={t('in_adults_only', { age: minimumAge })} data-testid="footer-age">
            {minimumAge}+
          </span>
          <p>{footer.responsibility[language]}</p>
          {onResponsibleGaming && (
            <Button variant="outline" size="sm" onClick={onResponsibleGaming} data-testid="footer-responsible-gaming">
              {t('in_responsible_gaming')}
            </Button>
          )}
        </div>
        <p className={styles.copyright}>
          © {new Date().getFullYear()} {footer.company} <span aria-hidden="true">·</span> {t('in_all_rights')}{' '}
          <span aria-hidden="true">·</span> <span data-testid="footer-licence">{footer.licence[language]}</span>
        </p>
      </div>
    </footer>
  );
}
