/**
 * The admin CLI's chat-room moderation: one operator call each to the running server (operatorMuteChat,
 * operatorDeleteChatMessage; support.write), with the operator's API key (their name goes with it). Every value
 * printed goes through terminalSafe.
 *   chat-mute USERNAME --minutes N [--brand ID]   (0 lifts the mute; the member's open chat hears of it at once)
 *   chat-delete MESSAGEID                         (the message disappears for everyone, live)
 */
import type { CommandContext } from './admin-promotion-commands';
import { terminalSafe } from './admin-format';

export const CHAT_USAGE = '       npm run admin -- chat-mute USERNAME --minutes N [--brand ID] | chat-delete MESSAGEID';

/** Runs a chat moderation command; false when the command is not one of them. */
export async function runChatCommand(command: string | undefined, ctx: CommandContext): Promise<boolean> {
  switch (command) {
    case 'chat-mute': {
      const [username] = ctx.positional;
      const minutes = Number(ctx.flags.get('minutes'));
      if (!username || !ctx.flags.has('minutes') || !Number.isInteger(minutes) || minutes < 0) throw new Error('Usage: npm run admin -- chat-mute USERNAME --minutes N [--brand ID]');
      const result = await ctx.call('operatorMuteChat', { body: { brandId: ctx.brandId, username, minutes } });
      console.log(terminalSafe(result.mutedUntil ? `${result.username} is muted in the chat until ${new Date(result.mutedUntil).toISOString()}` : `${result.username} may talk in the chat again`));
      return true;
    }
    case 'chat-delete': {
      const [id] = ctx.positional;
      if (!id || !/^\d+$/.test(id)) throw new Error('Usage: npm run admin -- chat-delete MESSAGEID');
      const row = await ctx.call('operatorDeleteChatMessage', { body: { messageId: Number(id) } });
      console.log(terminalSafe(`Message ${row.id} deleted from ${row.roomId}`));
      return true;
    }
    default:
      return false;
  }
}
