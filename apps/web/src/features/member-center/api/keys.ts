import type { QueryClient } from '@tanstack/react-query';

/** The member centre's query keys start with 'member-center' (the token follows, so a logout drops them). */
export const MEMBER_CENTER_KEY = 'member-center' as const;

/**
 * The header's member info and avatar live under ['member', ..., token] (the accounts feature's calls), the member
 * centre's under [MEMBER_CENTER_KEY, ...]: after a nickname, avatar, phone or email change both refresh, so the
 * header shows the change at once (the same convention as the wallet's ['wallet'] root for every balance).
 */
export const MEMBER_QUERY_ROOT = ['member'] as const;

export const refreshMember = (queryClient: QueryClient, token: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_ROOT }),
    queryClient.invalidateQueries({ queryKey: [MEMBER_CENTER_KEY, 'profile', token] }),
    queryClient.invalidateQueries({ queryKey: [MEMBER_CENTER_KEY, 'avatar', token] }),
    queryClient.invalidateQueries({ queryKey: [MEMBER_CENTER_KEY, 'avatars', token] }),
  ]);
