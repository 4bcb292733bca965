import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { loadScreenAt, screenTextsAt } from './router';

describe("a first screen's texts", () => {
  it('the boot has the screen as soon as its code is in, and its texts once the packs that code asked for are in', async () => {
    // the language is set before the screen's code arrives (its pack is asked for as the code loads, not with the boot's)
    expect(i18next.language).toBeTruthy();
    expect(i18next.hasResourceBundle(i18next.language, 'promo')).toBe(false);
    // as the boot does: the module first (its data is asked for at once), then the wait for its texts
    const module = await loadScreenAt('/promotions');
    expect(typeof module?.prefetch).toBe('function');
    await screenTextsAt('/promotions');
    expect(i18next.hasResourceBundle(i18next.language, 'promo')).toBe(true);
    expect(i18next.t('promo_intro')).not.toBe('promo_intro');
  });
});
