/**
 * The words of the account messages the platform sends by SMS and email (issue 31), per language: a brand's member
 * reads them in the member's language, anyone else in the brand's default one. An email's HTML part is the same
 * words in the brand's name and colours (emailHtml); its plain-text part is the text itself.
 */
import type { BrandConfig, Language } from '@app/contract/brand';
import { languageTag } from '@app/contract/language-tag';

type Params = Record<string, string | number>;
interface MessageText {
  subject: (p: Params) => string;
  /** the SMS, and the email's plain-text part */
  text: (p: Params) => string;
}

const texts: Record<'verification_code' | 'login_verification' | 'password_reset' | 'new_device_login' | 'email_verification', Record<Language, MessageText>> = {
  verification_code: {
    EN: {
      subject: (p) => `${p.brand} verification code`,
      text: (p) => `[${p.brand}] Your verification code is ${p.code}. It expires in ${p.minutes} minutes. Never share it.`,
    },
    TY: {
      subject: (p) => `${p.brand} verification code`,
      text: (p) => `[${p.brand}] Ang iyong verification code ay ${p.code}. Mawawalan ito ng bisa sa loob ng ${p.minutes} minuto. Huwag itong ibahagi kahit kanino.`,
    },
    vi: {
      subject: (p) => `Mã xác minh ${p.brand}`,
      text: (p) => `[${p.brand}] Mã xác minh của bạn là ${p.code}. Mã hết hạn sau ${p.minutes} phút. Tuyệt đối không chia sẻ mã này.`,
    },
  },
  login_verification: {
    EN: {
      subject: (p) => `${p.brand} login verification`,
      text: (p) => `[${p.brand}] Login from a new device. Your verification code is ${p.code}. If this was not you, change your password.`,
    },
    TY: {
      subject: (p) => `${p.brand} login verification`,
      text: (p) => `[${p.brand}] May nag-login mula sa bagong device. Ang iyong verification code ay ${p.code}. Kung hindi ikaw ito, palitan ang iyong password.`,
    },
    vi: {
      subject: (p) => `Xác minh đăng nhập ${p.brand}`,
      text: (p) => `[${p.brand}] Có đăng nhập từ thiết bị mới. Mã xác minh của bạn là ${p.code}. Nếu không phải bạn, hãy đổi mật khẩu.`,
    },
  },
  email_verification: {
    EN: {
      subject: (p) => `${p.brand}: confirm your email address`,
      text: (p) =>
        `Hello ${p.username},\n\nOpen this link to confirm that this address is yours: ${p.link}\nIt works once, for ` +
        `${p.hours} hours. If you did not give this address to ${p.brand}, ignore this email.`,
    },
    TY: {
      subject: (p) => `${p.brand}: kumpirmahin ang iyong email address`,
      text: (p) =>
        `Kumusta ${p.username},\n\nBuksan ang link na ito para kumpirmahing sa iyo ang address na ito: ${p.link}\nGumagana ` +
        `ito nang isang beses, sa loob ng ${p.hours} oras. Kung hindi mo ibinigay ang address na ito sa ${p.brand}, huwag pansinin ang email na ito.`,
    },
    vi: {
      subject: (p) => `${p.brand}: xác nhận địa chỉ email của bạn`,
      text: (p) =>
        `Xin chào ${p.username},\n\nHãy mở liên kết này để xác nhận địa chỉ email này thuộc về bạn: ${p.link}\nLiên kết chỉ dùng được một lần, ` +
        `trong vòng ${p.hours} giờ. Nếu bạn không cung cấp địa chỉ này cho ${p.brand}, vui lòng bỏ qua email này.`,
    },
  },
  new_device_login: {
    EN: {
      subject: (p) => `${p.brand}: a login from a new device`,
      text: (p) =>
        `[${p.brand}] ${p.username} logged in from a new device: ${p.device}, address ${p.ip}, at ${p.when}. If this was you, ` +
        `nothing to do. If not, change your password now and end that session in My account > Devices and sessions.`,
    },
    TY: {
      subject: (p) => `${p.brand}: may nag-login mula sa bagong device`,
      text: (p) =>
        `[${p.brand}] Nag-login ang ${p.username} mula sa bagong device: ${p.device}, address ${p.ip}, noong ${p.when}. Kung ikaw ito, ` +
        `wala kang kailangang gawin. Kung hindi, palitan agad ang iyong password at tapusin ang session na iyon sa Aking account > Mga device at session.`,
    },
    vi: {
      subject: (p) => `${p.brand}: đăng nhập từ thiết bị mới`,
      text: (p) =>
        `[${p.brand}] ${p.username} đã đăng nhập từ một thiết bị mới: ${p.device}, địa chỉ IP ${p.ip}, lúc ${p.when}. Nếu đó là bạn, ` +
        `bạn không cần làm gì. Nếu không, hãy đổi mật khẩu ngay và đăng xuất phiên đó tại Tài khoản của tôi > Thiết bị và phiên đăng nhập.`,
    },
  },
  password_reset: {
    EN: {
      subject: (p) => `${p.brand} password reset`,
      text: (p) =>
        `Hello ${p.nickname},\n\nSomeone asked to reset the password of ${p.username}. Log in within 30 minutes with this ` +
        `temporary password: ${p.password}\nYou will then choose a new password. If it was not you, ignore this email: ` +
        `your password is unchanged.`,
    },
    TY: {
      subject: (p) => `${p.brand} password reset`,
      text: (p) =>
        `Kumusta ${p.nickname},\n\nMay humiling na i-reset ang password ng ${p.username}. Mag-login sa loob ng 30 minuto gamit ang ` +
        `pansamantalang password: ${p.password}\nPagkatapos ay pipili ka ng bagong password. Kung hindi ikaw ito, huwag pansinin ` +
        `ang email na ito: hindi nagbago ang iyong password.`,
    },
    vi: {
      subject: (p) => `Đặt lại mật khẩu ${p.brand}`,
      text: (p) =>
        `Xin chào ${p.nickname},\n\nCó người đã yêu cầu đặt lại mật khẩu của ${p.username}. Hãy đăng nhập trong vòng 30 phút bằng ` +
        `mật khẩu tạm thời này: ${p.password}\nSau đó, bạn sẽ chọn mật khẩu mới. Nếu không phải bạn, hãy bỏ qua email này: ` +
        `mật khẩu của bạn vẫn không thay đổi.`,
    },
  },
};
export type MessageKey = keyof typeof texts;

/** The language a message to this person is written in: theirs when the brand speaks it, else the brand's default. */
export function messageLanguage(brand: Pick<BrandConfig, 'defaultLanguage' | 'languages'>, preferred?: string | null): Language {
  return brand.languages.find((l) => l === preferred) ?? brand.defaultLanguage;
}

export function messageText(key: MessageKey, language: Language, params: Params) {
  const text = texts[key][language] ?? texts[key].EN;
  return { subject: text.subject(params), text: text.text(params), language: text === texts[key][language] ? language : 'EN' };
}

/** The line under every email, in the email's language. */
const emailFooters: Record<Language, string> = {
  EN: 'This message was sent about your account.',
  TY: 'Ipinadala ang mensaheng ito tungkol sa iyong account.',
  vi: 'Thư này được gửi đến bạn liên quan đến tài khoản của bạn.',
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** An email's HTML part: the brand's name on its colour, the text's paragraphs, a footer saying why it came. */
export function emailHtml(brand: Pick<BrandConfig, 'name' | 'themes'>, message: { subject: string; text: string; language: Language }) {
  const { subject, text, language } = message;
  const colours = brand.themes.light;
  const paragraphs = text
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
  return (
    `<!doctype html><html lang="${languageTag(language)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="margin:0;padding:24px;background:${colours.background};color:${colours.text};font-family:Arial,Helvetica,sans-serif">` +
    `<div style="max-width:560px;margin:0 auto;background:${colours.surface};border:1px solid ${colours.border};border-radius:8px;overflow:hidden">` +
    `<div style="background:${colours.primary};color:${colours.onPrimary};padding:16px 24px;font-size:20px;font-weight:bold">${escapeHtml(brand.name)}</div>` +
    `<div style="padding:24px">${paragraphs}</div>` +
    `<div style="padding:12px 24px;border-top:1px solid ${colours.border};color:${colours.textMuted};font-size:12px">` +
    `${escapeHtml(brand.name)} · ${escapeHtml(emailFooters[language] ?? emailFooters.EN)}</div></div></body></html>`
  );
}
