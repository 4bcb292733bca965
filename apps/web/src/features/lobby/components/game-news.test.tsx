import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { callsTo, gamePage, renderLobby, stubLobbyApi, vendorCard, visitor } from '../testing/lobby-fixtures';

const t = i18next.t.bind(i18next);
const NEWS = '/wps/relay/GCSGAME_gameAnnouncement';
const NEW_VENDORS = '/wps/relay/GCSGAME_newGameVendor';
const blaze = { ...vendorCard('BLZ', 'Blaze Spin', 'RNG', 'MEGAWAYS'), isNew: true, gameCount: 360 };
const news = [
  { id: 'vendor:BLZ', title: 'New provider: Blaze Spin', content: '360 games from Blaze Spin are now in the lobby.', vassalage: 'BLZ', nodeId: null, timestamp: 1 },
  { id: 'game:7', title: 'New game: Silver Seven', content: 'Play Silver Seven by JILI now.', vassalage: 'JILI', nodeId: 7, timestamp: 2 },
];

function lobbyWith(extra: Record<string, unknown>) {
  return stubLobbyApi({
    '/lgw/games/vendors': { data: { lanes: [{ gameType: 'RNG', title: 'in_category_rng', vendors: [vendorCard('PG', 'PG Soft'), blaze] }] } },
    '/wps/relay/GCSGAME_hotGamesV2': { list: [] },
    '/wps/relay/GCSGAME_gameList': (url: URL) => gamePage(Number(url.searchParams.get('pageNo')), 1),
    ...extra,
  });
}

describe("the lobby's news", { timeout: 20_000 }, () => {
  it("shows the category's announcements in the interface language, each opening its provider, and the new providers", async () => {
    const fetchMock = lobbyWith({ [NEWS]: { promotion: news }, [NEW_VENDORS]: { list: [blaze] } });
    renderLobby('/rng', visitor);
    const ribbon = await screen.findByRole('region', { name: t('lobby_news') });
    const first = within(ribbon).getByRole('link', { name: /New provider: Blaze Spin/ });
    expect(first.getAttribute('href')).toContain('vassalage=BLZ');
    expect(within(ribbon).getByRole('link', { name: /New game: Silver Seven/ }).getAttribute('href')).toContain('vassalage=JILI');
    expect(Object.fromEntries(callsTo(fetchMock, NEWS)[0]!.url.searchParams)).toMatchObject({ gameType: 'RNG', language: i18next.language });

    const strip = await screen.findByRole('region', { name: t('lobby_new_vendors') });
    const card = within(strip).getByRole('link', { name: new RegExp(`Blaze Spin.*${t('lobby_badge_new')}.*360`) });
    expect(card.getAttribute('href')).toContain('vassalage=BLZ');
    expect(callsTo(fetchMock, NEW_VENDORS)[0]!.url.searchParams.get('gameType')).toBe('RNG');
  });

  it('the ribbon hides for the session once dismissed, and comes back only with news not yet hidden', async () => {
    lobbyWith({ [NEWS]: { promotion: news }, [NEW_VENDORS]: { list: [] } });
    const first = renderLobby('/rng', visitor);
    const ribbon = await screen.findByRole('region', { name: t('lobby_news') });
    await userEvent.click(within(ribbon).getByRole('button', { name: t('lobby_news_hide') }));
    expect(screen.queryByRole('region', { name: t('lobby_news') })).toBeNull();
    first.unmount();

    lobbyWith({ [NEWS]: { promotion: news }, [NEW_VENDORS]: { list: [] } });
    const again = renderLobby('/rng', visitor);
    await screen.findByRole('list', { name: t('lobby_all_games') }, { timeout: 5000 });
    expect(screen.queryByRole('region', { name: t('lobby_news') })).toBeNull();
    again.unmount();

    const later = { id: 'game:9', title: 'New game: Gold Rush', content: 'Play Gold Rush by PG Soft now.', vassalage: 'PG', nodeId: 9, timestamp: 3 };
    lobbyWith({ [NEWS]: { promotion: [...news, later] }, [NEW_VENDORS]: { list: [] } });
    renderLobby('/rng', visitor);
    const back = await screen.findByRole('region', { name: t('lobby_news') });
    expect(within(back).getAllByRole('link').map((a) => a.textContent)).toEqual([expect.stringContaining('Gold Rush')]);
  });

  it('keeps their place with skeletons while loading, and shows nothing when the category has no news', async () => {
    lobbyWith({ [NEWS]: { promotion: [] }, [NEW_VENDORS]: { list: [] } });
    renderLobby('/rng', visitor);
    // the first render, before any answer: the ribbon's and the strip's skeletons hold their place
    expect(screen.getByTestId('game-news-loading')).toBeTruthy();
    expect(screen.getByTestId('new-vendors').getAttribute('aria-busy')).toBe('true');
    await screen.findByRole('list', { name: t('lobby_all_games') }, { timeout: 5000 });
    await waitFor(() => expect(screen.queryByTestId('game-news-loading')).toBeNull());
    expect(screen.queryByTestId('game-news')).toBeNull();
    expect(screen.queryByTestId('new-vendors')).toBeNull();
  });
});
