import type { Language } from '@app/contract/brand';
import type { ChatMessage, ChatServerFrame } from '@app/contract/chat';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { connectChatSocket, type ChatSocketStatus } from '@/lib/chat-socket';
import { chatHistoriesKey, chatHistoryKey, type ChatHistoryPage } from '../api/get-chat-history';
import { readChat } from '../api/read-chat';

type History = InfiniteData<ChatHistoryPage, number | undefined>;

/** Adds a live message to the newest page (once: the sender's own answer may have put it there already). */
function withMessage(data: History | undefined, message: ChatMessage): History | undefined {
  if (!data?.pages.length || data.pages.some((p) => p.list.some((m) => m.id === message.id))) return data;
  const [newest, ...older] = data.pages;
  return { ...data, pages: [{ ...newest!, list: [...newest!.list, message] }, ...older] };
}
const withoutMessage = (data: History | undefined, id: number): History | undefined =>
  data && { ...data, pages: data.pages.map((p) => ({ ...p, list: p.list.filter((m) => m.id !== id) })) };

/**
 * The live side of a room: the socket (token in its first message), messages and deletes folded into the history's
 * cache as they come, the member's mute, and the read mark moved to the newest message shown. After a reconnect the
 * history is fetched again (what came while offline).
 */
export function useChatRoom(token: string, roomId: string, language: Language) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<ChatSocketStatus>('connecting');
  const [mutedUntil, setMutedUntil] = useState<number | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const socket = useRef<ReturnType<typeof connectChatSocket> | null>(null);
  const room = useRef(roomId);
  room.current = roomId;

  useEffect(() => {
    let opened = false;
    const onFrame = (frame: ChatServerFrame) => {
      const key = chatHistoryKey(token, room.current);
      if (frame.type === 'ready') {
        setMutedUntil(frame.mutedUntil);
        setRefused(null);
        if (opened) void queryClient.invalidateQueries({ queryKey: chatHistoriesKey(token) });
        opened = true;
      } else if (frame.type === 'message' && frame.message.roomId === room.current) {
        queryClient.setQueryData<History>(key, (data) => withMessage(data, frame.message));
      } else if (frame.type === 'deleted') {
        queryClient.setQueryData<History>(chatHistoryKey(token, frame.roomId), (data) => withoutMessage(data, frame.id));
      } else if (frame.type === 'muted') setMutedUntil(frame.mutedUntil);
      else if (frame.type === 'error') setRefused(frame.code);
    };
    const s = connectChatSocket({ token, roomId: room.current, language, onFrame, onStatus: setStatus });
    socket.current = s;
    return () => s.close();
  }, [token, language, queryClient]);

  useEffect(() => {
    socket.current?.join(roomId);
  }, [roomId]);

  /** marks the room read up to a message (at most once per id) */
  const lastRead = useRef(0);
  const markRead = (lastId: number) => {
    if (lastId <= lastRead.current) return;
    lastRead.current = lastId;
    void readChat(token, roomId, lastId).catch(() => undefined);
  };
  useEffect(() => {
    lastRead.current = 0;
  }, [roomId]);

  return { status, mutedUntil: mutedUntil && mutedUntil > Date.now() ? mutedUntil : null, refused, markRead, setMutedUntil };
}
