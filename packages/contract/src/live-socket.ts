/*
 * The push channel (docs/live.md): one WebSocket per tab at LIVE_SOCKET_PATH. The tab sends its session token in the
 * first message (never in the URL, which logs keep); the server answers `ready` or closes the socket. Every message is
 * one JSON object with a `type` (live.ts). No zod here: the web client's first chunk imports these constants.
 */
export const LIVE_SOCKET_PATH = '/ws/live';

/** Close codes: 4401 no, an invalid or a revoked session; 4400 a message the server cannot read; 4408 no auth in time. */
export const liveCloseCodes = { unauthorized: 4401, badMessage: 4400, authTimeout: 4408 } as const;

/** How long the server waits for the auth message, and how often each side hears from the other when idle. */
export const LIVE_AUTH_TIMEOUT_MS = 5_000;
export const LIVE_HEARTBEAT_MS = 25_000;
/** At most this many games a tab follows (the lottery page follows its own one or two). */
export const LIVE_MAX_GAMES = 20;
