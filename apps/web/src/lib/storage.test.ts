import { beforeEach, describe, expect, it } from 'vitest';
import { session } from './storage';

describe('session storage on logout', () => {
  beforeEach(() => sessionStorage.clear());

  it('drops the account but keeps the merchant and the popup announcements already seen', () => {
    session.set('token', 't0k3n');
    session.set('account', 'player1');
    session.set('merchant', 'demo');
    session.set('merchantCode', 'LUCKY9');
    session.set('index_notice', '1');
    session.clearKeepingMerchant();
    expect(session.get('token')).toBeNull();
    expect(session.get('account')).toBeNull();
    expect(session.get('merchant')).toBe('demo');
    expect(session.get('merchantCode')).toBe('LUCKY9');
    // once per browser session, not once per login: signing out does not greet the visitor again
    expect(session.get('index_notice')).toBe('1');
  });
});
