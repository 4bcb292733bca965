import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, type CarouselProps } from './carousel';

// embla itself needs a real layout (the e2e suite drags it); here only whether and when it is bound counts
vi.mock('./swipe-binding', () => ({ default: () => <span data-testid="swipe-binding" /> }));

// jsdom has no PointerEvent: without one, fireEvent drops the pointer's coordinates
if (!('PointerEvent' in window)) Object.defineProperty(window, 'PointerEvent', { value: class extends MouseEvent {} });

const labels = {
  label: 'Banners',
  slideLabel: (i: number, n: number) => `${i + 1} of ${n}`,
  prevLabel: 'Previous',
  nextLabel: 'Next',
  pauseLabel: 'Pause',
  playLabel: 'Play',
  goToLabel: (i: number) => `Go to ${i + 1}`,
};

function renderCarousel(count: number, props: Partial<CarouselProps<string>> = {}) {
  const items = Array.from({ length: count }, (_, i) => `Slide ${i + 1}`);
  return render(<Carousel<string> items={items} getKey={(s) => s} renderSlide={(s) => <p>{s}</p>} pagination {...labels} {...props} />);
}

/** the slide a visitor sees: the one not hidden from assistive technology */
const current = () =>
  screen
    .getAllByRole('group')
    .filter((g) => g.getAttribute('aria-hidden') !== 'true')
    .map((g) => g.getAttribute('aria-label'));

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Carousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('with one banner: no autoplay, no loop, no arrows or dots', () => {
    renderCarousel(1);
    const region = screen.getByRole('region', { name: 'Banners' });
    expect(region.dataset.autoplay).toBe('false');
    expect(region.dataset.loop).toBe('false');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Go to 1' })).toBeNull();
    advance(20_000);
    expect(current()).toEqual(['1 of 1']);
  });

  it('with several banners: plays every 5000 ms and loops back to the first', () => {
    renderCarousel(3);
    expect(screen.getByRole('region').dataset.autoplay).toBe('true');
    expect(current()).toEqual(['1 of 3']);
    advance(4_999);
    expect(current()).toEqual(['1 of 3']);
    advance(1);
    expect(current()).toEqual(['2 of 3']);
    advance(1_000);
    advance(5_000);
    expect(current()).toEqual(['3 of 3']);
    advance(1_000);
    advance(5_000);
    advance(1_000);
    expect(current()).toEqual(['1 of 3']);
    expect(screen.getByRole('button', { name: 'Go to 1' }).getAttribute('aria-current')).toBe('true');
  });

  it('goes to the slide of a clicked dot', () => {
    renderCarousel(3);
    fireEvent.click(screen.getByRole('button', { name: 'Go to 3' }));
    expect(current()).toEqual(['3 of 3']);
    expect(screen.getByRole('button', { name: 'Go to 3' }).getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    advance(1_000);
    expect(current()).toEqual(['1 of 3']);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    advance(1_000);
    expect(current()).toEqual(['3 of 3']);
  });

  it('follows the arrow keys from inside the region, looping at both ends', () => {
    renderCarousel(3);
    const next = screen.getByRole('button', { name: 'Next' });
    next.focus();
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(current()).toEqual(['3 of 3']);
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(current()).toEqual(['2 of 3']);
    // slides out of view cannot take focus
    expect(screen.getAllByRole('group', { hidden: true }).filter((g) => g.hasAttribute('inert'))).toHaveLength(2);
  });

  it('pauses while the pointer is over it and when paused by its button', () => {
    renderCarousel(2);
    const region = screen.getByRole('region');
    fireEvent.mouseEnter(region);
    advance(12_000);
    expect(current()).toEqual(['1 of 2']);
    fireEvent.mouseLeave(region);
    advance(5_000);
    expect(current()).toEqual(['2 of 2']);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    advance(20_000);
    expect(current()).toEqual(['2 of 2']);
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
  });

  it('does not autoplay when the visitor prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderCarousel(3);
    expect(screen.getByRole('region').dataset.autoplay).toBe('false');
    advance(20_000);
    expect(current()).toEqual(['1 of 3']);
  });

  it('binds the swipe code only when a hand comes to it, and a flick before that moves one slide', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener: () => {}, removeEventListener: () => {} }));
    const onFollow = vi.fn();
    renderCarousel(3, { renderSlide: (s) => <a href={`#${s}`} onClick={onFollow}>{s}</a> });
    await advance(10_000);
    expect(screen.queryByTestId('swipe-binding')).toBeNull();
    const region = screen.getByRole('region');
    // a flick to the left: the next slide, and the link under the finger is not followed
    fireEvent.pointerDown(region, { clientX: 300, clientY: 40 });
    fireEvent.pointerUp(region, { clientX: 220, clientY: 46 });
    fireEvent.click(screen.getByText('Slide 1'));
    expect(current()).toEqual(['2 of 3']);
    expect(onFollow).not.toHaveBeenCalled();
    // a tap (no travel) is a click as usual; a flick to the right goes back
    fireEvent.pointerDown(region, { clientX: 100, clientY: 40 });
    fireEvent.pointerUp(region, { clientX: 102, clientY: 40 });
    fireEvent.click(screen.getByRole('link', { name: 'Slide 2' }));
    expect(onFollow).toHaveBeenCalledTimes(1);
    fireEvent.pointerDown(region, { clientX: 100, clientY: 40 });
    fireEvent.pointerUp(region, { clientX: 180, clientY: 40 });
    expect(current()).toEqual(['1 of 3']);
    // the first touch bound the swipe code (its chunk loads for real: real timers for the wait)
    vi.useRealTimers();
    expect(await screen.findByTestId('swipe-binding')).toBeTruthy();
  });
});
