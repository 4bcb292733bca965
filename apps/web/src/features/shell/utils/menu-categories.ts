import type { GameMenus, GameType } from '@app/contract/system';
import { GAME_CATEGORY_ROUTES, LOTTERY_PLATFORM_CODES } from '@app/contract/constants';
import type { IconName } from '@/components/ui/icon';
import { lobbyHref } from '@/config/paths';

export interface MenuVendor {
  vassalage: string;
  name: string;
  isHot: boolean;
}
export interface MenuCategory {
  gameType: GameType;
  /** the category's lobby route */
  route: string;
  /** text-pack key of the category name */
  titleKey: string;
  icon: IconName;
  vendors: MenuVendor[];
}

export const categoryIcons: Record<GameType, IconName> = {
  ELOTT: 'lottery',
  LIVE: 'live',
  SPORTS: 'sports',
  FISH: 'fish',
  RNG: 'slots',
  PVP: 'cards',
  ESPORTS: 'esports',
  INHOUSE: 'star',
};

/** Categories in the spec's order, only those that have vendors. */
export function menuCategories(menus: GameMenus): MenuCategory[] {
  return GAME_CATEGORY_ROUTES.flatMap(({ gameType, route }) => {
    const menu = menus.find((m) => m.gameType === gameType);
    if (!menu || menu.cards.length === 0) return [];
    return [
      {
        gameType,
        route,
        titleKey: menu.title,
        icon: categoryIcons[gameType],
        vendors: menu.cards.map(({ vassalage, name, isHot }) => ({ vassalage, name, isHot })),
      },
    ];
  });
}

const VIETNAM_LOTTERY = LOTTERY_PLATFORM_CODES[1];
/** Lottery categories launch a vendor directly: the Vietnamese lottery page or the lottery page. */
export const launchesDirectly = (category: MenuCategory) => category.gameType === 'ELOTT';

/** Where a vendor of a category leads: lottery vendors launch, others open the lobby filtered to the vendor. */
export function vendorHref(category: MenuCategory, vassalage: string) {
  if (launchesDirectly(category)) return vassalage === VIETNAM_LOTTERY ? '/vnlottery' : '/lottery';
  return lobbyHref(category.route, category.gameType, vassalage);
}

/** Where the category itself leads: its lobby (all vendors), or for lottery its first vendor. */
export function categoryHref(category: MenuCategory) {
  const first = category.vendors[0];
  if (launchesDirectly(category) && first) return vendorHref(category, first.vassalage);
  return lobbyHref(category.route, category.gameType);
}

/** The 'all' entry of a category's vendor list: its lobby with every vendor. */
export const allVendorsHref = (category: MenuCategory) => lobbyHref(category.route, category.gameType);
