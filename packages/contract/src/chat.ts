import { z } from 'zod';
import { languageSchema, SUPPORT_TOPIC_CODES } from './brand';
import { hasInvisibleCharacters, INVISIBLE_CHARACTERS_KEY } from './shown-text';
import { safeText } from './text';

// ---------------------------------------------------------------------------------------------------------------
// The chat room (brands with CBS3): rooms, messages, the chat URL and the unread count
// ---------------------------------------------------------------------------------------------------------------

/** The longest chat message, in characters. */
export const CHAT_MESSAGE_MAX = 500;
/** Messages a member may send per window (checked on the server, shared by every server process). */
export const CHAT_RATE = { max: 5, windowSeconds: 10 } as const;
export const CHAT_HISTORY_PAGE = 30;

/** `lobby`, or `game-<lottery game code>` for the room of one lottery game. */
export const chatRoomIdSchema = z.string().regex(/^(lobby|game-[A-Za-z0-9_]{1,40})$/, 'a room id: lobby or game-<code>');
export const LOBBY_ROOM = 'lobby';
export const gameRoomId = (gameCode: string) => `game-${gameCode}`;

export const chatRoomSchema = z.object({
  roomId: z.string(),
  kind: z.enum(['lobby', 'game']),
  /** the lottery game's code (game rooms) */
  gameCode: z.string().nullable(),
  /** the lottery game's name (game rooms); the lobby's name is a text-pack key on the client */
  name: z.string().nullable(),
  unReadCount: z.number().int().min(0),
});
export type ChatRoom = z.infer<typeof chatRoomSchema>;

/** The VIP (club) label beside a name: the tier's name in the reader's language and its colours. */
export const chatLabelSchema = z.object({ labelName: z.string(), color: z.string(), color2: z.string(), rankLevel: z.number().int() });

/**
 * A message's text in parts: plain text (the client shows it as text, never as HTML) and links, which are only
 * links when they point at the brand's own domain; any other address stays plain text.
 */
export const chatPartSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: z.string() }),
  z.object({ type: z.literal('link'), text: z.string(), href: z.string() }),
]);
export type ChatPart = z.infer<typeof chatPartSchema>;

export const chatMessageSchema = z.object({
  id: z.number().int(),
  roomId: z.string(),
  /** the sender's nickname (their username when they have none) */
  nickname: z.string(),
  clubLabel: chatLabelSchema.nullable(),
  /** true on the reader's own messages */
  mine: z.boolean(),
  text: z.string(),
  parts: z.array(chatPartSchema),
  /** ms since the epoch */
  sentAt: z.number().int(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatUrlQuerySchema = z.object({
  /** the spec's b2c flag: 1 (the player site) */
  b2c: z.enum(['0', '1']).default('1'),
  title: safeText(60, { trim: true }).optional(),
  language: languageSchema.optional(),
  /** #rrggbb, the chat window's header colour */
  headerColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a #rrggbb colour').optional(),
});
export const chatUrlValueSchema = z.object({ chatUrl: z.string() });
export const chatUnreadValueSchema = z.object({ unReadCount: z.number().int().min(0) });

export const chatRoomsValueSchema = z.object({
  rooms: z.array(chatRoomSchema),
  /** while set (ms since the epoch), the member is muted by an operator */
  mutedUntil: z.number().int().nullable(),
});

export const chatHistoryQuerySchema = z.object({
  roomId: chatRoomIdSchema,
  /** older than this message id (the next page up); the newest page without it */
  beforeId: z.coerce.number().int().positive().optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(CHAT_HISTORY_PAGE),
});
export const chatHistoryValueSchema = z.object({
  /** oldest first */
  list: z.array(chatMessageSchema),
  /** older messages exist (ask with beforeId = list[0].id) */
  hasMore: z.boolean(),
});

export const chatSendBodySchema = z.object({
  roomId: chatRoomIdSchema,
  /** the nickname's character rule: no bidi controls or zero-width characters (refused, not stripped: see shown-text.ts) */
  text: safeText(CHAT_MESSAGE_MAX, { trim: true })
    .refine((text) => !hasInvisibleCharacters(text), { message: INVISIBLE_CHARACTERS_KEY })
    .pipe(z.string().min(1, 'input_cannot_be_empty')),
});

export const chatReadBodySchema = z.object({ roomId: chatRoomIdSchema, lastId: z.number().int().min(0) });
export const chatReadValueSchema = z.object({ unReadCount: z.number().int().min(0) });

/**
 * The chat socket (GET /ws/chat, upgraded). The session token travels in the first message, never in the URL.
 * Client to server: auth, then join to switch rooms; ping keeps idle proxies from closing it.
 */
export const chatClientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(128), roomId: chatRoomIdSchema.optional(), language: languageSchema.optional() }),
  z.object({ type: z.literal('join'), roomId: chatRoomIdSchema }),
  z.object({ type: z.literal('ping') }),
]);
export type ChatClientFrame = z.infer<typeof chatClientFrameSchema>;

/** Server to client. `support` tells the member of their support conversations (see the support desk). */
export type ChatServerFrame =
  | { type: 'ready'; roomId: string | null; mutedUntil: number | null }
  | { type: 'message'; message: ChatMessage }
  | { type: 'deleted'; roomId: string; id: number }
  | { type: 'muted'; mutedUntil: number | null }
  | { type: 'support'; conversationId: number; kind: SupportEventKind }
  | { type: 'pong' }
  /** the socket is refused or ends: the same codes as the API (NOT_LOGGED_IN, TRIAL_ACCOUNT, OPERATION_NOT_ALLOWED ...) */
  | { type: 'error'; code: string };

// ---------------------------------------------------------------------------------------------------------------
// The support desk (customer service): conversations between a member and the brand's operators
// ---------------------------------------------------------------------------------------------------------------

/** The brand's canned topics (their titles come from the text packs: support_topic_<code>). */
export const supportTopicCodes = SUPPORT_TOPIC_CODES;
export const supportTopicSchema = z.enum(supportTopicCodes);
export type SupportTopic = z.infer<typeof supportTopicSchema>;
export const SUPPORT_MESSAGE_MAX = 1000;
/** an attachment: png or jpg, at most 5 MB (as a base64 or data: URL text) */
export const SUPPORT_BODY_BYTES = 9 * 1024 * 1024;
const attachmentInput = z.string().max(8 * 1024 * 1024);

export type SupportEventKind = 'message' | 'opened' | 'closed';

export const supportConversationSchema = z.object({
  id: z.number().int(),
  topic: supportTopicSchema,
  status: z.enum(['open', 'closed']),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  /** operator replies the member has not seen */
  unread: z.number().int().min(0),
});
export type SupportConversation = z.infer<typeof supportConversationSchema>;

export const supportMessageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  /** member: the player; operator: the desk (an operator's name is not shown to players) */
  author: z.enum(['member', 'operator']),
  text: z.string(),
  hasImage: z.boolean(),
  sentAt: z.number().int(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

export const supportTopicsValueSchema = z.object({ topics: z.array(supportTopicSchema) });
export const supportConversationsValueSchema = z.object({ list: z.array(supportConversationSchema) });

const supportText = safeText(SUPPORT_MESSAGE_MAX, { trim: true });
export const supportOpenBodySchema = z
  .object({ topic: supportTopicSchema, text: supportText, image: attachmentInput.optional() })
  .refine((b) => b.text.length > 0 || Boolean(b.image), { message: 'input_cannot_be_empty', path: ['text'] });
export const supportSendBodySchema = z
  .object({ conversationId: z.number().int().positive(), text: supportText, image: attachmentInput.optional() })
  .refine((b) => b.text.length > 0 || Boolean(b.image), { message: 'input_cannot_be_empty', path: ['text'] });

export const supportThreadQuerySchema = z.object({ conversationId: z.coerce.number().int().positive() });
export const supportThreadValueSchema = z.object({ conversation: supportConversationSchema, list: z.array(supportMessageSchema) });
export const supportOpenValueSchema = supportThreadValueSchema;

export const supportAttachmentQuerySchema = z.object({ messageId: z.coerce.number().int().positive() });
/** the image as a data: URL (the API's token header cannot ride on an <img> request) */
export const supportAttachmentValueSchema = z.object({ dataUrl: z.string() });

// ---------------------------------------------------------------------------------------------------------------
// The customer-service link (spec section 7): value.version.pathList; entries of type '3' are used
// ---------------------------------------------------------------------------------------------------------------

export const customerServiceLinkQuerySchema = z.object({ language: languageSchema.optional() });
export const customerServicePathSchema = z.object({
  /** '3': the web pop-up (the only type the web client uses) */
  type: z.string(),
  csType: z.enum(['VIP', 'LIVECHAT']),
  /** the encrypted path; see customer-service-cipher.ts (its last 8 characters are the key) */
  path: z.string(),
});
export const customerServiceLinkValueSchema = z.object({ version: z.object({ pathList: z.array(customerServicePathSchema) }) });
export type CustomerServiceLinkValue = z.infer<typeof customerServiceLinkValueSchema>;
