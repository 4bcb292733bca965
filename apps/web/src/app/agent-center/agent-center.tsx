import { AgentCenterModal } from '@/features/agent-center/components/agent-center-modal';
import { useAuth } from '@/features/auth/stores/auth-store';
import { agentPages } from './pages';

/** The agent centre for the session's agent (loaded the first time it opens; see routes/root.tsx). */
export function AgentCenter() {
  const { token, isAgent } = useAuth();
  return <AgentCenterModal token={token} isAgent={isAgent} pages={agentPages} />;
}
