import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { WarningDialogHost } from '@/components/ui/modal/warning-dialog-host';
import { SystemGate } from '@/features/brand/components/system-gate';
import { useAuth } from '@/features/auth/stores/auth-store';
import { lazyWithTexts } from '@/lib/feature-texts';

/** The push channel and what its events change: loaded once a member is logged in (a visitor's first screen skips it). */
const LiveUpdates = lazyWithTexts(() => import('./live-updates').then((m) => ({ default: m.LiveUpdates })));

function MemberLiveUpdates() {
  const { token } = useAuth();
  if (!token) return null;
  return (
    <Suspense fallback={null}>
      <LiveUpdates />
    </Suspense>
  );
}

/**
 * Everything every screen needs: queries, the boot gate (status, brand, language), the push channel of a logged-in
 * member, the warning dialog.
 */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SystemGate>
        <MemberLiveUpdates />
        {children}
      </SystemGate>
      <WarningDialogHost />
    </QueryClientProvider>
  );
}
