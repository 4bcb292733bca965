import { afterEach, describe, expect, it } from 'vitest';
import { resolveLanguage } from './i18n';
import { local } from './storage';

const both = { languages: ['TY', 'EN'] as const, defaultLanguage: 'TY' as const };
const englishOnly = { languages: ['EN'] as const, defaultLanguage: 'EN' as const };

afterEach(() => {
  window.history.replaceState(null, '', '/');
  localStorage.clear();
});

describe('the language a visit shows', () => {
  it('is the brand default, then the stored choice', () => {
    expect(resolveLanguage(both)).toBe('TY');
    local.set('hisLang', 'EN');
    expect(resolveLanguage(both)).toBe('EN');
  });

  it('follows a link that names one the brand has (a lottery launch), without storing it', () => {
    local.set('hisLang', 'TY');
    window.history.replaceState(null, '', '/vnlottery?language=en');
    expect(resolveLanguage(both)).toBe('EN');
    expect(local.get('hisLang')).toBe('TY');
    // a language the brand does not have is ignored
    window.history.replaceState(null, '', '/vnlottery?language=TY');
    expect(resolveLanguage(englishOnly)).toBe('EN');
    window.history.replaceState(null, '', '/vnlottery?language=XX');
    expect(resolveLanguage(both)).toBe('TY');
  });
});

describe('a brand in Vietnamese', () => {
  const vietnameseOnly = { languages: ['vi'] as const, defaultLanguage: 'vi' as const };

  it('shows Vietnamese, whatever another brand stored, and follows a link naming vi in any case', () => {
    local.set('hisLang', 'EN');
    expect(resolveLanguage(vietnameseOnly)).toBe('vi');
    window.history.replaceState(null, '', '/vnlottery?language=VI');
    expect(resolveLanguage({ languages: ['vi', 'EN'], defaultLanguage: 'EN' })).toBe('vi');
  });
});
