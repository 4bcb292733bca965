import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** Sends a message to a room (the server checks the mute and the rate); the socket brings it to everyone. */
export const sendChatMessage = (token: string, roomId: string, text: string) => apiCall('chatSend', { token, body: { roomId, text } });

export const useSendChatMessage = (token: string, roomId: string) => useMutation({ mutationFn: (text: string) => sendChatMessage(token, roomId, text) });
