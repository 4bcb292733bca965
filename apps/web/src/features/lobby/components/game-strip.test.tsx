import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { MockIntersectionObserver } from '@/testing/intersection-observer';
import { gameItem } from '../testing/lobby-fixtures';
import { GameStrip } from './game-strip';
import '../locales/texts';

const games = Array.from({ length: 24 }, (_, i) => gameItem(i + 1, { gameName: `Game ${i + 1}` }));

function renderStrip() {
  renderWithApp(
    <GameStrip
      title="Hot games"
      icon="flame"
      games={games}
      loading={false}
      favorites={new Set()}
      showFavorite={false}
      launching={null}
      onLaunch={() => {}}
      onToggleFavorite={() => {}}
      testId="hot-games"
    />,
  );
}

/**
 * The wait for the strip's idle render (200 ms after the first where jsdom has no idle callback): waitFor's default
 * second was too short for a file's first render while the whole unit suite shares two cores (CI, stop 48).
 */
const idleRenderWait = { timeout: 5000 };

/** How many images wait for the intersection observer to report them in view. */
const watchedImages = () => MockIntersectionObserver.instances.reduce((sum, o) => sum + o.elements.size, 0);

/**
 * Each tile's art (null where it has not loaded), once the strip has drawn every tile and every tile without art
 * watches for the scroll: the idle render's DOM lands before its effects start the watching, and a scroll in between
 * would reach none of the new tiles (CI, stop 49).
 */
async function stripArt() {
  const strip = within(screen.getByTestId('hot-games'));
  await waitFor(() => {
    const tiles = strip.getAllByTestId('game-tile');
    expect(tiles).toHaveLength(games.length);
    expect(watchedImages()).toBe(tiles.filter((tile) => !tile.querySelector('img')).length);
  }, idleRenderWait);
  return strip.getAllByTestId('game-tile').map((tile) => tile.querySelector('img'));
}

describe('a strip of game tiles', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads the art of the tiles a wide screen shows (148 px columns, 16 px gaps), and the rest when scrolled to', async () => {
    vi.stubGlobal('screen', { width: 1920 });
    vi.stubGlobal('outerWidth', 1366);
    renderStrip();
    const art = await stripArt();
    // 1366 / 164 -> 9 columns, one more
    expect(art.map((img) => img !== null)).toEqual(games.map((_, i) => i < 10));
    act(() => MockIntersectionObserver.enterAll());
    expect(within(screen.getByTestId('hot-games')).getAllByTestId('game-tile').every((tile) => tile.querySelector('img'))).toBe(true);
  });

  it('loads fewer at once on a phone, where the columns are 112 px with 10 px gaps', async () => {
    vi.stubGlobal('screen', { width: 390 });
    vi.stubGlobal('outerWidth', 800);
    renderStrip();
    // 390 / 122 -> 4 columns, one more
    const art = await stripArt();
    expect(art.filter((img) => img !== null)).toHaveLength(5);
  });

  it('draws at first only the tiles the screen shows and two more, and the rest once the page is idle', async () => {
    vi.stubGlobal('screen', { width: 390 });
    vi.stubGlobal('outerWidth', 800);
    renderStrip();
    const strip = within(screen.getByTestId('hot-games'));
    expect(strip.getAllByTestId('game-tile').map((tile) => tile.textContent)).toEqual(games.slice(0, 6).map((g) => expect.stringContaining(g.gameName)));
    await waitFor(() => expect(strip.getAllByTestId('game-tile')).toHaveLength(24), idleRenderWait);
  });
});
