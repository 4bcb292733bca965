/*
 * The part of i18next this app uses, in about 1 kB instead of 16 kB (gzip) on the first screen's critical path.
 * The build resolves `i18next` to this module (vite.config.ts); tests run the real i18next, and i18n-lite.test.ts
 * checks that both give the same text for every key of every pack. What it supports, and all the app uses: flat
 * packs per language and namespace, a default namespace with fallback namespaces, `{{name}}` interpolation without
 * escaping, plurals by `count` (English `_one` and `_other`, `_zero` first for 0), `defaultValue` for a key no pack
 * has, languageChanged events.
 */

import { hasSingularForm, isLanguageCode } from '@app/contract/language-tag';

type Pack = Record<string, string>;
type Values = Record<string, unknown> & { count?: number };
export type TFunction = (key: string, values?: Values) => string;
type Listener = (...args: unknown[]) => void;

interface InitOptions {
  lng?: string;
  ns?: string[];
  defaultNS?: string;
  fallbackNS?: readonly string[];
  resources?: Record<string, Record<string, Pack>>;
  [option: string]: unknown;
}

/**
 * The plural form of a count in a language: EN and TY (Filipino) packs are written with English forms, `_one` and
 * `_other` (one is exactly 1); Vietnamese has one form, `_other`. Not through Intl.PluralRules: "TY" is no locale
 * Intl knows, and a page's first Intl object loads the browser's locale data, a long task on a phone while the first
 * screen renders. scripts/texts-check.mjs holds every pack to Intl.PluralRules' categories of its language.
 */
const pluralSuffix = (language: string, count: number) => (count === 1 && (!isLanguageCode(language) || hasSingularForm[language]) ? 'one' : 'other');

class I18nLite {
  language = '';
  languages: string[] = [];
  isInitialized = false;
  options: InitOptions = {};
  private store: Record<string, Record<string, Pack>> = {};
  private listeners = new Map<string, Set<Listener>>();

  use(_plugin: unknown) {
    return this;
  }

  init(options: InitOptions) {
    this.options = options;
    for (const [language, namespaces] of Object.entries(options.resources ?? {}))
      for (const [ns, pack] of Object.entries(namespaces)) this.addResourceBundle(language, ns, pack);
    this.setLanguage(options.lng ?? '');
    this.isInitialized = true;
    this.emit('initialized', options);
    return Promise.resolve(this.t);
  }

  private setLanguage(language: string) {
    this.language = language;
    this.languages = language ? [language] : [];
  }

  private lookup(language: string, key: string) {
    const packs = this.store[language];
    if (!packs) return undefined;
    for (const ns of [this.options.defaultNS ?? 'translation', ...(this.options.fallbackNS ?? [])]) {
      const text = packs[ns]?.[key];
      if (text !== undefined) return text;
    }
    return undefined;
  }

  translate(language: string, key: string, values?: Values) {
    let text: string | undefined;
    const count = values?.count;
    if (typeof count === 'number') {
      if (count === 0) text = this.lookup(language, `${key}_zero`);
      text ??= this.lookup(language, `${key}_${pluralSuffix(language, count)}`);
    }
    text ??= this.lookup(language, key);
    // a key no pack has: the caller's default (a category an operator named), else the key itself, as i18next does
    if (text === undefined) text = typeof values?.defaultValue === 'string' ? values.defaultValue : undefined;
    if (text === undefined) return key;
    if (!values) return text;
    return text.replace(/\{\{\s*([^{}\s]+)\s*\}\}/g, (all, name: string) => (values[name] === undefined ? all : String(values[name])));
  }

  t: TFunction = (key, values) => this.translate(this.language, key, values);

  getFixedT(language: string): TFunction {
    return (key, values) => this.translate(language, key, values);
  }

  changeLanguage(language: string) {
    this.setLanguage(language);
    this.emit('languageChanged', language);
    return Promise.resolve(this.t);
  }

  /** New values win, as in i18next, except a deep merge that is told not to overwrite. */
  addResourceBundle(language: string, ns: string, resources: Pack, deep = false, overwrite = false) {
    const packs = (this.store[language] ??= {});
    const held = packs[ns];
    // a namespace's first pack is kept as it is (packs are never changed): copying a screen's pack of hundreds of
    // texts costs milliseconds while the screen loads
    packs[ns] = !held ? resources : deep && !overwrite ? { ...resources, ...held } : { ...held, ...resources };
    this.emit('added', language, ns);
    return this;
  }

  hasResourceBundle(language: string, ns: string) {
    return Boolean(this.store[language]?.[ns]);
  }

  on(event: string, listener: Listener) {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
    return this;
  }

  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  private emit(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
}

export type i18n = I18nLite;
export const createInstance = () => new I18nLite();
const instance = new I18nLite();
export default instance;
