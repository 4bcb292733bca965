import type { LanguageCode } from '@app/contract/language-tag';
import i18next from 'i18next';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Text namespaces that travel with the screens that use them instead of in the pack every visit loads first.
 * i18next looks keys up in 'common' and then in each of these (fallbackNS), so components just call t(key).
 * A feature keeps its texts in features/<f>/locales/<language>.json and registers a loader per language with
 * registerTexts: only the shown language's pack is fetched, so a brand's languages cost its first screen nothing.
 */
export const featureNamespaces = ['pages', 'auth', 'member', 'wallet', 'lobby', 'lottery', 'promo', 'agent', 'loyalty', 'chat', 'support', 'rg', 'activity'] as const;
export type FeatureNamespace = (typeof featureNamespaces)[number];

type PackLoader = () => Promise<{ default: object }>;
/** every namespace's pack per language: a new language fails to compile until each feature has its pack */
export type FeaturePacks = Record<LanguageCode, PackLoader>;

const registered = new Map<FeatureNamespace, FeaturePacks>();
const loading = new Map<string, Promise<void>>();
/** every pack a module's registration asked for, in order (one entry per module evaluated) */
const asked: Array<Promise<void>> = [];

function loadPack(namespace: FeatureNamespace, language: string): Promise<void> {
  const packs = registered.get(namespace);
  if (!packs || !(language in packs) || i18next.hasResourceBundle(language, namespace)) return Promise.resolve();
  const id = `${language}:${namespace}`;
  let pending = loading.get(id);
  if (!pending) {
    pending = packs[language as LanguageCode]().then(
      (pack) => void i18next.addResourceBundle(language, namespace, pack.default),
      // a pack that fails to load is asked for again next time; its keys show meanwhile
      () => void loading.delete(id),
    );
    loading.set(id, pending);
  }
  return pending;
}

/**
 * Registers a feature's packs. Before the app has a language (the first screen's modules), the boot loads them with
 * the common pack; after, this loads the shown language's at once, and textsReady() waits for it.
 */
export function registerTexts(namespace: FeatureNamespace, packs: FeaturePacks) {
  if (!registered.has(namespace)) registered.set(namespace, packs);
  // the pack this module needs, fetched now or already in flight: the screen loading it waits for it (withTexts)
  if (i18next.language) asked.push(loadPack(namespace, i18next.language));
}

/** Every registered namespace's pack in `language` (the boot, and a change of language). */
export const loadFeatureTexts = (language: string) => Promise.all([...registered.keys()].map((namespace) => loadPack(namespace, language))).then(() => undefined);

/** Resolves when the packs being fetched have arrived (tests wait for a screen's texts with it). */
export const textsReady = () => Promise.all(loading.values()).then(() => undefined);

/** the longest a screen waits for its texts: a slow pack shows its keys a moment instead of holding the screen */
const TEXTS_WAIT_MS = 3_000;

/**
 * Loads a screen's module and waits for the packs its loading asked for (those it registered, not every pack in
 * flight), up to TEXTS_WAIT_MS: a pack that comes later still shows, as the components render again when it is added.
 */
export async function withTexts<T>(load: () => Promise<T>): Promise<T> {
  const start = asked.length;
  const module = await load();
  const needed = asked.slice(start);
  if (needed.length) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([Promise.all(needed), new Promise((resolve) => (timer = setTimeout(resolve, TEXTS_WAIT_MS)))]);
    clearTimeout(timer);
  }
  return module;
}

/** React.lazy for a component whose module registers texts: it renders once its texts in the shown language are in. */
// any, as React.lazy's own signature: a component of any props
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWithTexts<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return lazy(() => withTexts(load));
}
