import type { Language } from '@app/contract/brand';
import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from '@/components/ui/states/states';
import { useBrandLanguages } from '@/lib/shared-api/get-brand-languages';

/**
 * A form that writes to players in each language of the brand, shown once those languages are known: the loading
 * state until then, the error state with a retry when they cannot be read.
 */
export function BrandLanguagesGate({ brandId, children }: { brandId: string; children: (languages: readonly Language[]) => ReactNode }) {
  const languages = useBrandLanguages(brandId);
  if (languages.isPending) return <LoadingState />;
  if (languages.isError) return <ErrorState error={languages.error} onRetry={() => void languages.refetch()} />;
  return children(languages.data);
}
