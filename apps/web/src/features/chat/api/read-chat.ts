import { apiCall } from '@/lib/api-client';

/** The member has read a room up to a message; answers the unread count left. */
export const readChat = (token: string, roomId: string, lastId: number) => apiCall('chatRead', { token, body: { roomId, lastId } });
