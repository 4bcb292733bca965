/** The BCP 47 tag of an interface language (TY is Filipino): for Intl, and for the `lang` attribute of its text. */
export const languageTag = (language: string) => (language === 'EN' ? 'en' : 'fil');
