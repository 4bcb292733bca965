import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** The brand's rooms (the lobby, one per lottery game) with their unread counts, and the member's mute. */
export const getChatRooms = (token: string, signal?: AbortSignal) => apiCall('chatRooms', { signal, token });

export const getChatRoomsQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['chat', 'rooms', token], queryFn: ({ signal }) => getChatRooms(token, signal), staleTime: 30_000 });

export const useChatRooms = (token: string) => useQuery(getChatRoomsQueryOptions(token));
