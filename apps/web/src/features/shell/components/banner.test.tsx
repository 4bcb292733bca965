import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { renderWithApp } from '@/testing/render';
import { Banner } from './banner';

const banner = (bannerId: number, linkageType: 'ROUTE' | 'URL' | null, linkage: string | null) => ({
  bannerId,
  url: `/media/banner/demo/${bannerId}.svg`,
  groupName: 'home',
  linkageType,
  linkage,
  title: `Banner ${bannerId}`,
});

describe('Banner', () => {
  it('asks for its group and draws nothing when the group has no banners', async () => {
    const fetchMock = stubApi({ '/wps/system/banners': [] });
    const { container } = renderWithApp(<Banner group="fish" />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[0]![0])).toContain('groupName=fish');
    await waitFor(() => expect(container.querySelector('[data-testid="banner-area"]')).toBeNull());
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('makes banners with a linkage clickable: routes in the app, URLs in a new tab', async () => {
    stubApi({
      '/wps/system/banners': [banner(1, 'ROUTE', '/promotions'), banner(2, 'URL', 'https://example.com/x'), banner(3, null, null)],
    });
    renderWithApp(<Banner group="home" />);
    const route = await screen.findByRole('link', { name: 'Banner 1' });
    expect(route.getAttribute('href')).toBe('/promotions');
    // the URL banner is not the current slide, so it is hidden from the accessibility tree
    const url = screen.getAllByRole('link', { name: 'Banner 2', hidden: true })[0]!;
    expect(url.getAttribute('href')).toBe('https://example.com/x');
    expect(url.getAttribute('target')).toBe('_blank');
    expect(screen.queryAllByRole('link', { name: 'Banner 3', hidden: true })).toHaveLength(0);
  });

  it('on home shows dots and loops; one banner elsewhere is still', async () => {
    stubApi({ '/wps/system/banners': (url: URL) => (url.searchParams.get('groupName') === 'home' ? [banner(1, null, null), banner(2, null, null)] : [banner(4, null, null)]) });
    renderWithApp(
      <>
        <Banner group="home" />
        <Banner group="rng" />
      </>,
    );
    await waitFor(() => expect(screen.getAllByRole('region')).toHaveLength(2));
    const [home, rng] = screen.getAllByRole('region');
    expect(home!.dataset.loop).toBe('true');
    expect(home!.dataset.autoplay).toBe('true');
    expect(within(home!).getByRole('button', { name: i18next.t('in_go_to_slide', { index: 2 }) })).toBeTruthy();
    expect(within(rng!).queryByRole('button', { name: i18next.t('in_go_to_slide', { index: 1 }) })).toBeNull();
    expect(rng!.dataset.loop).toBe('false');
    expect(rng!.dataset.autoplay).toBe('false');
  });
});
