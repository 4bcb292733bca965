import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setImageCdns, withCdn } from '@/lib/cdn';
import { MockIntersectionObserver } from '@/testing/intersection-observer';
import { FALLBACK_IMAGE, LazyImage } from './lazy-image';

describe('LazyImage', () => {
  it('shows a skeleton and loads only once scrolled into view (threshold 0.1)', () => {
    const { container } = render(<LazyImage src="/media/banner/demo/1.svg" alt="Banner" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('[data-status="waiting"]')).toBeTruthy();
    expect(MockIntersectionObserver.instances[0]!.thresholds).toEqual([0.1]);
    // preload factor 1.3: the area reaches 30% of a screen beyond the viewport
    expect(MockIntersectionObserver.instances[0]!.rootMargin).toBe('30% 0px');
    act(() => MockIntersectionObserver.enterAll());
    const img = screen.getByRole('img', { name: 'Banner' });
    expect(img.getAttribute('src')).toBe('/media/banner/demo/1.svg');
    expect(container.querySelector('[data-status="loading"]')).toBeTruthy();
    fireEvent.load(img);
    expect(container.querySelector('[data-status="loaded"]')).toBeTruthy();
  });

  it('an image that loaded shows at once on remount, without skeleton and without waiting to scroll into view', () => {
    const first = render(<LazyImage src="/media/game/seen.svg" alt="Seen" />);
    act(() => MockIntersectionObserver.enterAll());
    fireEvent.load(screen.getByRole('img', { name: 'Seen' }));
    first.unmount();
    const { container } = render(<LazyImage src="/media/game/seen.svg" alt="Seen" />);
    expect(container.querySelector('[data-status="loaded"]')).toBeTruthy();
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull();
    expect(screen.getByRole('img', { name: 'Seen' }).getAttribute('src')).toBe('/media/game/seen.svg');
    // one that never loaded still waits with its skeleton
    const other = render(<LazyImage src="/media/game/unseen.svg" alt="Unseen" />);
    expect(other.container.querySelector('[data-status="waiting"]')).toBeTruthy();
  });

  it('tries 3 times, then shows the fallback image', () => {
    render(<LazyImage src="/broken.png" alt="Broken" eager />);
    for (const attempt of [1, 2, 3]) {
      const img = screen.getByRole('img', { name: 'Broken' });
      expect(img.dataset.attempt).toBe(String(attempt));
      expect(img.getAttribute('src')).toBe('/broken.png');
      fireEvent.error(img);
    }
    const img = screen.getByRole('img', { name: 'Broken' });
    expect(img.getAttribute('src')).toBe(FALLBACK_IMAGE);
    // the fallback failing too does not start another round
    fireEvent.error(img);
    expect(screen.getByRole('img', { name: 'Broken' }).getAttribute('src')).toBe(FALLBACK_IMAGE);
  });

  it("loads through one of the brand's image CDNs when it has some", () => {
    setImageCdns(['cdn1.example.com', 'https://cdn2.example.com/']);
    render(<LazyImage src="/media/logo/demo.svg" alt="Logo" eager />);
    expect(screen.getByRole('img', { name: 'Logo' }).getAttribute('src')).toMatch(/^https:\/\/cdn[12]\.example\.com\/media\/logo\/demo\.svg$/);
  });
});

describe('withCdn', () => {
  it('swaps the host for a random CDN host and leaves data URIs and empty lists alone', () => {
    expect(withCdn('https://img.site.com/a/b.png?x=1', ['https://c1.cdn.com', 'https://c2.cdn.com'], () => 0.99)).toBe('https://c2.cdn.com/a/b.png?x=1');
    expect(withCdn('/a.png', ['https://c1.cdn.com'], () => 0)).toBe('https://c1.cdn.com/a.png');
    expect(withCdn('/a.png', [])).toBe('/a.png');
    expect(withCdn('data:image/png;base64,xx', ['https://c1.cdn.com'])).toBe('data:image/png;base64,xx');
  });
});
