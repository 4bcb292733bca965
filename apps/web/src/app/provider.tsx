import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { WarningDialogHost } from '@/components/ui/modal/warning-dialog-host';
import { SystemGate } from '@/features/brand/components/system-gate';

/** Everything every screen needs: queries, the boot gate (status, brand, language), the warning dialog. */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SystemGate>{children}</SystemGate>
      <WarningDialogHost />
    </QueryClientProvider>
  );
}
