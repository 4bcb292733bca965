import { SUPPORT_BODY_BYTES, SUPPORT_MESSAGE_MAX } from '@app/contract/chat';
import { safeText } from '@app/contract/text';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/call-router';
import { operatorOf } from '../../lib/operator-token';
import { deleteChatMessage } from '../../modules/chat/messages';
import { muteChatMember } from '../../modules/chat/mutes';
import { deskAttachment, deskClose, deskConversations, deskReply, deskThread } from '../../modules/support/desk';
import { parseAdminInput } from '../../lib/admin-input';

const listQuery = z.object({ brandId: z.string().max(64).optional(), status: z.enum(['open', 'closed']).default('open') });
const idParams = z.object({ id: z.coerce.number().int().positive() });
const replyBody = z
  .object({ text: safeText(SUPPORT_MESSAGE_MAX, { trim: true }), image: z.string().max(8 * 1024 * 1024).optional() })
  .refine((b) => b.text.length > 0 || Boolean(b.image), { message: 'input_cannot_be_empty', path: ['text'] });
const muteBody = z.object({ brandId: z.string().max(64), username: z.string().trim().min(1).max(64), minutes: z.number().int().min(0).max(60 * 24 * 365) });

/**
 * The support desk's and the chat room's operator levers (inside the admin plugin: the admin token is checked);
 * every change names its operator: the owner of the operator token the desk page and the admin CLI send.
 */
export async function supportAdminRoutes(app: FastifyInstance, opts: { dataDir: string }) {
  const { db } = app.database;

  app.get('/admin/support/conversations', async (request) => ok(await deskConversations(db, parseAdminInput(listQuery, request.query))));
  app.get('/admin/support/conversations/:id', async (request) => ok(await deskThread(db, parseAdminInput(idParams, request.params).id)));
  app.post('/admin/support/conversations/:id/reply', { bodyLimit: SUPPORT_BODY_BYTES }, async (request) => {
    const { actor } = operatorOf(request);
    return ok(await deskReply(db, opts.dataDir, parseAdminInput(idParams, request.params).id, parseAdminInput(replyBody, request.body ?? {}), actor));
  });
  app.post('/admin/support/conversations/:id/close', async (request) => {
    const { actor } = operatorOf(request);
    return ok(await deskClose(db, parseAdminInput(idParams, request.params).id, actor));
  });
  app.get('/admin/support/attachments/:id', async (request, reply) => {
    const { bytes, contentType } = await deskAttachment(db, opts.dataDir, parseAdminInput(idParams, request.params).id);
    return reply.type(contentType).header('cache-control', 'private, no-store').send(bytes);
  });

  /** Chat moderation: mute a member for some minutes (0 lifts it), delete a message for everyone. */
  app.post('/admin/chat/mute', async (request) => {
    const { actor } = operatorOf(request);
    const body = parseAdminInput(muteBody, request.body ?? {});
    if (!app.brands.byId(body.brandId)) throw new AppError('NOT_FOUND', { brandId: body.brandId });
    return ok(await muteChatMember(db, { ...body, actor }));
  });
  app.delete('/admin/chat/messages/:id', async (request) => {
    const { actor } = operatorOf(request);
    return ok(await deleteChatMessage(db, parseAdminInput(idParams, request.params).id, actor));
  });
}
