import { useBalance } from '@/lib/shared-api/balance';
import { useAuth } from '@/features/auth/stores/auth-store';
import { GameFrame } from '@/features/lobby/components/game-frame';

/** The frame's balance is the header's (the shared balance query): one figure, refreshed together. */
function FramedWithBalance({ token }: { token: string }) {
  const balance = useBalance(token);
  return <GameFrame balance={{ minor: balance.data?.sumBalanceMinor ?? null, refreshing: balance.isFetching, onRefresh: () => void balance.refetch() }} />;
}

/** /game: a launched game in a frame with a back button and the balance. */
export function Component() {
  const { token } = useAuth();
  return token ? <FramedWithBalance token={token} /> : <GameFrame balance={null} />;
}
