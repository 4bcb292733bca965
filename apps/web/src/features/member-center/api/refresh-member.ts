import type { QueryClient } from '@tanstack/react-query';
import { MEMBER_QUERY_ROOT } from '@/config/query-keys';
import { getAvatarsQueryOptions } from './get-avatars';

/**
 * After a nickname, avatar, phone or email change: the member's info and avatar (the shared queries under
 * ['member', ..., token], read by the header and the member centre) and the avatar choices refresh, so the header
 * shows the change at once.
 */
export const refreshMember = (queryClient: QueryClient, token: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_ROOT }),
    queryClient.invalidateQueries({ queryKey: getAvatarsQueryOptions(token).queryKey }),
  ]);
