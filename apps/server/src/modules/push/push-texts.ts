import { languageCodeOf } from '@app/contract/language-tag';
import type { Language } from '@app/contract/brand';
import type { PushKind } from '@app/contract/push';

/**
 * The texts of the notifications that are not platform messages (a platform message's push shows the message itself,
 * modules/inbox/message-texts.ts), in the member's language. A notification shows on a lock screen: it says what
 * happened, never what a conversation says.
 */
export type PushParams = Record<string, string>;
export interface PushText {
  title: string;
  body: string;
}
type Template = (p: PushParams) => PushText;

const texts = {
  // p.amount: the total won in this settlement; p.game, p.drawNo: the draw
  lottery_win: {
    EN: (p) => ({ title: 'You won!', body: `Your ticket in ${p.game} draw ${p.drawNo} won ${p.amount}. It is in your main wallet.` }),
    TY: (p) => ({ title: 'Nanalo ka!', body: `Nanalo ng ${p.amount} ang iyong ticket sa ${p.game} draw ${p.drawNo}. Nasa iyong pangunahing wallet na ito.` }),
    vi: (p) => ({ title: 'Bạn đã trúng thưởng!', body: `Vé cược ${p.game} kỳ ${p.drawNo} của bạn đã trúng ${p.amount}. Số tiền đã vào ví chính của bạn.` }),
  },
  support_reply: {
    EN: () => ({ title: 'Customer service replied', body: 'There is a new reply to your message. Tap to read it.' }),
    TY: () => ({ title: 'Sumagot ang customer service', body: 'May bagong sagot sa iyong mensahe. I-tap para basahin.' }),
    vi: () => ({ title: 'Chăm sóc khách hàng đã phản hồi', body: 'Tin nhắn của bạn có phản hồi mới. Chạm để xem.' }),
  },
  test: {
    EN: () => ({ title: 'Notifications are on', body: 'This is a test. You will get notifications like this one on this device.' }),
    TY: () => ({ title: 'Naka-on ang mga notification', body: 'Isa itong pagsubok. Makakatanggap ka ng mga notification na tulad nito sa device na ito.' }),
    vi: () => ({ title: 'Đã bật thông báo', body: 'Đây là thông báo thử. Bạn sẽ nhận được các thông báo như thế này trên thiết bị này.' }),
  },
} satisfies Record<string, Record<Language, Template>>;

export type PushTextKey = keyof typeof texts;

export function renderPushText(key: PushTextKey, params: PushParams, language: Language): PushText {
  return texts[key][language](params);
}

/**
 * The app's page a click opens, per kind: the member centre's page (the web app opens it from ?memberPage=), or the
 * support conversation.
 */
export const pushUrlOf: Record<PushKind | 'test', string> = {
  deposit: '/?memberPage=depositv2',
  withdrawal: '/?memberPage=withdraw',
  lottery_win: '/?memberPage=personalHistoryCopy',
  support_reply: '/support',
  platform_message: '/?memberPage=messageV2',
  test: '/?memberPage=notifications',
};

/** The language a member's notifications are written in: the one they chose (every login sends it), else English. */
export const pushLanguage = (language: string | null | undefined): Language => languageCodeOf(language) ?? 'EN';
