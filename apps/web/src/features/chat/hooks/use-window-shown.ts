import { type RefObject, useEffect, useState } from 'react';

/** The message the chat window sends its room frame when it is hidden or shown again. */
export interface ChatWindowShownMessage {
  type: 'chat-window-shown';
  shown: boolean;
}

/** The room frame asks the window (its parent) once it listens: a shown message sent before then is lost. */
const ASK = 'chat-window-ask';

/** Tells the room frame (same origin) whether the chat window shows it: a hidden room must not mark messages read. */
export function postWindowShown(frame: HTMLIFrameElement | null, shown: boolean) {
  const message: ChatWindowShownMessage = { type: 'chat-window-shown', shown };
  frame?.contentWindow?.postMessage(message, window.location.origin);
}

/** In the chat window: answers the frame's question with whether it is shown now. */
export function useAnswerFrame(frame: RefObject<HTMLIFrameElement | null>, shown: boolean) {
  useEffect(() => {
    postWindowShown(frame.current, shown);
    const onMessage = (event: MessageEvent<{ type?: string }>) => {
      if (event.origin === window.location.origin && event.data?.type === ASK && event.source === frame.current?.contentWindow) postWindowShown(frame.current, shown);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, shown]);
}

/**
 * Inside the room frame: whether the member can see it. The tab must be visible and, in the chat window, the window
 * not hidden (it says so by postWindowShown); opened on its own the room counts as shown while its tab is visible.
 */
export function useRoomShown() {
  const [windowShown, setWindowShown] = useState(true);
  const [tabVisible, setTabVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const onMessage = (event: MessageEvent<Partial<ChatWindowShownMessage>>) => {
      if (event.origin !== window.location.origin || event.data?.type !== 'chat-window-shown') return;
      setWindowShown(Boolean(event.data.shown));
    };
    const onVisibility = () => setTabVisible(document.visibilityState === 'visible');
    window.addEventListener('message', onMessage);
    document.addEventListener('visibilitychange', onVisibility);
    if (window.parent !== window) window.parent.postMessage({ type: ASK }, window.location.origin);
    return () => {
      window.removeEventListener('message', onMessage);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
  return windowShown && tabVisible;
}
