import { SUPPORT_BODY_BYTES, supportConversationSchema } from '../chat';
import { operatorFileValueSchema } from '../operators';
import * as desk from '../operators-desk';
import { type CallDef, call } from './define';
import { opsPath, signedInOperator } from './operator-call';

/**
 * Operator calls (issue 28): the support desk and its attachments, chat moderation, agent contract settlement and settings. Merged into the operator table (operators.ts); each names the permission it needs.
 */
export const deskOperatorCalls = {
  // --- the support desk (the /ops/support page) ---
  operatorDeskConversations: call({ method: 'GET', path: opsPath('/support/conversations'), ...signedInOperator, permission: 'support.write', query: desk.deskConversationsQuerySchema, response: desk.deskConversationsValueSchema }),
  operatorDeskThread: call({ method: 'GET', path: opsPath('/support/thread'), ...signedInOperator, permission: 'support.write', query: desk.deskConversationQuerySchema, response: desk.deskThreadValueSchema }),
  operatorDeskReply: call({ method: 'POST', path: opsPath('/support/reply'), ...signedInOperator, permission: 'support.write', body: desk.deskReplyBodySchema, response: desk.deskMessageSchema, maxBodyBytes: SUPPORT_BODY_BYTES }),
  operatorDeskClose: call({ method: 'POST', path: opsPath('/support/close'), ...signedInOperator, permission: 'support.write', body: desk.deskCloseBodySchema, response: supportConversationSchema }),
  operatorDeskAttachment: call({ method: 'GET', path: opsPath('/support/attachment'), ...signedInOperator, permission: 'support.write', query: desk.deskAttachmentQuerySchema, response: operatorFileValueSchema }),
  // --- chat moderation ---
  operatorMuteChat: call({ method: 'POST', path: opsPath('/chat/mute'), ...signedInOperator, permission: 'support.write', body: desk.muteChatBodySchema, response: desk.muteChatValueSchema }),
  operatorDeleteChatMessage: call({ method: 'POST', path: opsPath('/chat/messages/delete'), ...signedInOperator, permission: 'support.write', body: desk.deleteChatMessageBodySchema, response: desk.deletedChatMessageValueSchema }),
  // --- agent contracts ---
  operatorSettleContracts: call({ method: 'POST', path: opsPath('/agent-contracts/settle'), ...signedInOperator, permission: 'agents.write', body: desk.settleContractsBodySchema, response: desk.settleContractsValueSchema }),
  operatorContractSettings: call({ method: 'GET', path: opsPath('/agent-contracts/settings'), ...signedInOperator, permission: 'agents.write', response: desk.contractSettingsValueSchema }),
  operatorSetContractSettings: call({ method: 'POST', path: opsPath('/agent-contracts/settings'), ...signedInOperator, permission: 'agents.write', body: desk.setContractSettingsBodySchema, response: desk.setContractSettingsValueSchema }),
} satisfies Record<string, CallDef>;
