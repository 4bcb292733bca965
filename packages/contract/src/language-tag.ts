/**
 * The BCP 47 tag of an interface language (TY is Filipino): for Intl, and for the `lang` attribute of its text (the
 * web's pages and the server's shell, manifest and offline page). No zod here: the web's first screens import it.
 */
export const languageTag = (language: string) => (language === 'EN' ? 'en' : 'fil');
