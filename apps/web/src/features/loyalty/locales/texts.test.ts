import { describe, expect, it } from 'vitest';

describe("a screen's texts", () => {
  it('load in the language shown, and a change of language brings every registered screen its pack', async () => {
    const { default: i18next } = await import('i18next');
    const { loadFeatureTexts, registerTexts, textsReady } = await import('@/lib/feature-texts');
    await import('./texts');
    await textsReady();
    // the tests run in English: the loyalty pack is in, and the Vietnamese one is not fetched until asked for
    expect(i18next.hasResourceBundle('EN', 'loyalty')).toBe(true);
    expect(i18next.hasResourceBundle('vi', 'loyalty')).toBe(false);
    await loadFeatureTexts('vi');
    expect(i18next.hasResourceBundle('vi', 'loyalty')).toBe(true);
    expect(i18next.getFixedT('vi')('lo_missions')).toBe('Nhiệm vụ');
    // registering a namespace twice keeps the first packs
    registerTexts('loyalty', { EN: () => Promise.reject(new Error('not asked')), TY: () => Promise.reject(new Error('not asked')), vi: () => Promise.reject(new Error('not asked')) });
    await expect(textsReady()).resolves.toBeUndefined();
  });
});
