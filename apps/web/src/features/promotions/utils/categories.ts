import { KNOWN_PROMOTION_CATEGORIES } from '@app/contract/constants';
import type { TFunction } from 'i18next';

const known: readonly string[] = KNOWN_PROMOTION_CATEGORIES;

/** "summer_fest" -> "Summer fest". */
export const humanise = (category: string) => {
  const words = category.replace(/_+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : category;
};

/** A tab's label in the player's language: the known categories have texts, any other is shown humanised. */
export const categoryLabel = (t: TFunction, category: string) => (known.includes(category) ? t(`promo_cat_${category}`) : humanise(category));
