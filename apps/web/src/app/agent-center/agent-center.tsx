import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { modals } from '@/components/ui/modal/modal-store';
import { AGENT_CENTER_MODAL, MEMBER_CENTER_MODAL } from '@/config/modal-names';
import { AgentCenterModal } from '@/features/agent-center/components/agent-center-modal';
import { useAuth } from '@/features/auth/stores/auth-store';
import { ApiError } from '@/lib/api-client';
import { agentPages } from './pages';

/** The agent centre for the session's agent (loaded the first time it opens; see routes/root.tsx). */
export function AgentCenter() {
  const { token, isAgent } = useAuth();
  useEnrolWhenTwoFactorRequired();
  return <AgentCenterModal token={token} isAgent={isAgent} pages={agentPages} />;
}

/**
 * The brand requires an authenticator of its agents (issue 31): an agent-centre call answered TWO_FACTOR_REQUIRED,
 * so the agent centre closes and the member centre opens on the authenticator's set-up page.
 */
function useEnrolWhenTwoFactorRequired() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const required = (error: unknown) => error instanceof ApiError && error.code === 'TWO_FACTOR_REQUIRED';
    const enrol = () => {
      modals.close(AGENT_CENTER_MODAL);
      modals.open(MEMBER_CENTER_MODAL, { page: 'twoFactor' });
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && required(event.action.error)) enrol();
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && required(event.action.error)) enrol();
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
}
