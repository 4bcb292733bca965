import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { WarningDialogHost } from '@/components/ui/modal/warning-dialog-host';
import { SystemGate } from '@/features/brand/components/system-gate';
import { LiveUpdates } from './live-updates';

/**
 * Everything every screen needs: queries, the boot gate (status, brand, language), the push channel of a logged-in
 * member, the warning dialog.
 */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SystemGate>
        <LiveUpdates />
        {children}
      </SystemGate>
      <WarningDialogHost />
    </QueryClientProvider>
  );
}
