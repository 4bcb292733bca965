import i18next from 'i18next';

/**
 * Text namespaces that travel with the screens that use them instead of in the pack every visit loads first.
 * i18next looks keys up in 'common' and then in each of these (fallbackNS), so components just call t(key).
 * A feature keeps its texts in features/<f>/locales/{en,ty}.json and registers them with registerTexts.
 */
export const featureNamespaces = ['pages', 'auth', 'member', 'wallet', 'lobby', 'lottery', 'promo', 'agent', 'loyalty', 'chat', 'support', 'rg', 'activity'] as const;
export type FeatureNamespace = (typeof featureNamespaces)[number];

export function registerTexts(namespace: FeatureNamespace, packs: { EN: object; TY: object }) {
  for (const [language, bundle] of Object.entries(packs))
    if (!i18next.hasResourceBundle(language, namespace)) i18next.addResourceBundle(language, namespace, bundle);
}
