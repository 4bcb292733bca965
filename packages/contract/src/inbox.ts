import { z } from 'zod';
import { pageQueryShape, pageValueShape } from './wallet';

/** Platform messages: the member's inbox (INBOX3). */
export const unreadCountValueSchema = z.object({ count: z.number().int() });
export const messagesQuerySchema = z.object({ ...pageQueryShape, unreadOnly: z.enum(['true', 'false']).optional() });
/** A platform message: title and content in the request's language (Language header); messageKey and params name the text (null for old rows). */
export const messageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  messageKey: z.string().nullable(),
  params: z.record(z.string(), z.string()),
  category: z.string(),
  createdAt: z.number(),
  read: z.boolean(),
});
export const messagesValueSchema = z.object({ list: z.array(messageSchema), unread: z.number().int(), ...pageValueShape });
export const readMessagesBodySchema = z
  .object({ ids: z.array(z.number().int().positive()).max(100).optional(), all: z.boolean().optional() })
  .refine((b) => b.all || (b.ids && b.ids.length > 0), { message: 'input_cannot_be_empty', path: ['ids'] });
export const readMessagesValueSchema = z.object({ updated: z.number().int(), unread: z.number().int() });

/**
 * The member's choice about marketing messages (issue 29): true receives them, false opts out (an operator's marketing
 * campaign then skips the member; service messages about the account still arrive).
 */
export const marketingPreferenceSchema = z.object({ marketingMessages: z.boolean() }).strict();
