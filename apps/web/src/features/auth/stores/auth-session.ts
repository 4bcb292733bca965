import type { MemberInfo } from '@app/contract/session';
import { session } from '@/lib/storage';
import { authStore, landingSearch } from './auth-store';
import { pageUrl } from '@/lib/page-url';

/** A new session: the token, the account and the member type (the spec's session keys), and the merchant keys. */
export function signIn(value: { token: string; account: string; isAgent: number }, merchant?: { id: string; merchantCode: string }) {
  session.set('token', value.token);
  session.set('account', value.account);
  session.set('isAgent', String(value.isAgent));
  if (merchant) {
    session.set('merchant', merchant.id);
    session.set('merchantCode', merchant.merchantCode);
  }
  authStore.notify();
}

/** Member info of the current session: roles and the VIP label as the spec's session keys. */
export function rememberMember(token: string, info: MemberInfo) {
  if (session.get('token') !== token) return;
  session.set('account', info.account);
  session.set('isAgent', String(info.isAgent));
  session.set('customerId', String(info.id));
  if (info.clubLabel) {
    session.set('memberLabel', info.clubLabel.labelName);
    session.set('memberLabelTextColor', info.clubLabel.color);
    session.set('memberLabelBgColor', info.clubLabel.color2);
  } else for (const key of ['memberLabel', 'memberLabelTextColor', 'memberLabelBgColor'] as const) session.remove(key);
  authStore.notify();
}

/** The affiliate and referral codes of the URL (?code=, ?referralCode=), else of the landing URL. */
export function urlCodes(search = pageUrl().search) {
  const params = new URLSearchParams(search);
  const landing = new URLSearchParams(landingSearch);
  return {
    code: params.get('code') ?? landing.get('code') ?? '',
    referralCode: params.get('referralCode') ?? landing.get('referralCode') ?? '',
  };
}
