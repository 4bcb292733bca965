import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { ShellSkeleton } from '@/components/layouts/shell-skeleton';
import { SiteConfigContext, type SiteConfig } from '@/config/brand';
import { ApiError } from '@/lib/api-client';
import { setImageCdns } from '@/lib/cdn';
import { loadLanguage, resolveLanguage, useLanguage } from '@/lib/i18n';
import { getPermissionQueryOptions, usePermission } from '../api/get-permission';
import { useDomainRoute } from '../api/get-domain-route';
import { getSystemStatusQueryOptions, useSystemStatus } from '../api/get-system-status';
import { ConnectionErrorScreen } from './connection-error-screen';
import { lazyWithTexts } from '@/lib/feature-texts';
import { pageUrl } from '@/lib/page-url';

// the blocking screens load only when needed: most visits never see them (the connection error screen is eager:
// when the server cannot be reached, neither can a chunk)
const MaintenanceScreen = lazyWithTexts(() => import('./maintenance-screen').then((m) => ({ default: m.MaintenanceScreen })));
const RegionScreen = lazyWithTexts(() => import('./region-screen').then((m) => ({ default: m.RegionScreen })));
const InvalidUrlScreen = lazyWithTexts(() => import('./invalid-url-screen').then((m) => ({ default: m.InvalidUrlScreen })));

const blockingCodes = new Set(['MAINTENANCE', 'REGION_RESTRICTED']);

/**
 * Customer service's pop-up is how a blocked player reaches the operator (the status screens' Contact us): it opens
 * whatever the site status, and the server answers its calls then too.
 */
const OPEN_WHEN_BLOCKED = new Set(['/support']);

/**
 * Boot: the system status and the brand's configuration decide what the visitor sees. Status 0 shows the app
 * (children), 1 the maintenance page, 2 the region-restriction page; a skeleton while loading, an error with retry
 * when the server cannot be reached. A host the domain check refuses shows the invalid-URL page instead of the site.
 */
export function SystemGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useSystemStatus();
  const permission = usePermission();
  // asked with the boot calls and never waited for: the site shows unless the answer says this host is invalid
  const domainRoute = useDomainRoute();
  const language = useLanguage();
  const [refreshing, setRefreshing] = useState(false);

  // a call answered MAINTENANCE or REGION_RESTRICTED: the site status changed under us, ask again
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const error = event.action.error;
        if (error instanceof ApiError && blockingCodes.has(error.code))
          void queryClient.invalidateQueries({ queryKey: getSystemStatusQueryOptions().queryKey });
      }),
    [queryClient],
  );

  const site = useMemo<SiteConfig | null>(
    () => (permission.data ? { ...permission.data.info, location: permission.data.location } : null),
    [permission.data],
  );
  // the brand decides the language once its configuration arrives: the stored choice if it offers it, else its
  // default; later choices in the picker are the visitor's
  const [languageSettledFor, setLanguageSettledFor] = useState<SiteConfig | null>(null);
  useEffect(() => {
    if (!site) return;
    let live = true;
    const wanted = resolveLanguage(site.brand);
    // the first screen's language is the brand's already (the usual case): ready as it is, no second render
    if (wanted === i18next.language) return;
    void loadLanguage(wanted).then(() => live && setLanguageSettledFor(site));
    return () => {
      live = false;
    };
  }, [site]);
  const languageReady = !!site && (languageSettledFor === site || resolveLanguage(site.brand) === language);
  // before any child renders an image (idempotent, so safe during render)
  if (site) setImageCdns(site.imageCDNs);

  const retry = async () => {
    setRefreshing(true);
    try {
      await Promise.all([
        queryClient.refetchQueries({ queryKey: getSystemStatusQueryOptions().queryKey }),
        queryClient.refetchQueries({ queryKey: getPermissionQueryOptions().queryKey }),
      ]);
    } finally {
      setRefreshing(false);
    }
  };

  if (!status.data || !site) {
    const error = status.error ?? permission.error;
    if (!error || status.isFetching || permission.isFetching) return <ShellSkeleton label={t('in_loading')} />;
    return (
      <ConnectionErrorScreen
        messageKey={error instanceof ApiError ? error.messageKey : 'err_network_error'}
        onRetry={() => void retry()}
        retrying={refreshing}
      />
    );
  }
  if (!languageReady) return <ShellSkeleton label={t('in_loading')} />;

  const brand = { name: site.brand.name, logo: site.brand.logo };
  let content: ReactNode = children;
  if (OPEN_WHEN_BLOCKED.has(pageUrl().pathname)) content = children;
  else if (domainRoute.data?.valid === false)
    content = <InvalidUrlScreen domain={domainRoute.data.domain} brand={brand} services={site.customerService} />;
  else if (status.data.status === 1)
    content = (
      <MaintenanceScreen
        endTime={status.data.maintenanceEndTime}
        brand={brand}
        services={site.customerService}
        onRefresh={() => void retry()}
        refreshing={refreshing}
      />
    );
  else if (status.data.status === 2)
    content = <RegionScreen location={status.data.location} brand={brand} services={site.customerService} />;

  return (
    <SiteConfigContext.Provider value={site}>
      <Suspense fallback={<ShellSkeleton label={t('in_loading')} />}>{content}</Suspense>
    </SiteConfigContext.Provider>
  );
}
