import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLoadedImages, createLoadThrottle } from './loaded-images';

describe('createLoadedImages (the cache of the last loaded images)', () => {
  it('remembers the address each source loaded from, and forgets the least recently used past its size', () => {
    const cache = createLoadedImages(3);
    cache.add('/a.png', 'https://cdn1/a.png');
    cache.add('/b.png', '/b.png');
    cache.add('/c.png', '/c.png');
    // a is used again: b is now the oldest
    expect(cache.get('/a.png')).toBe('https://cdn1/a.png');
    cache.add('/d.png', '/d.png');
    expect(cache.size).toBe(3);
    expect(cache.get('/b.png')).toBeUndefined();
    expect(cache.get('/a.png')).toBe('https://cdn1/a.png');
    expect(cache.get('/c.png')).toBe('/c.png');
    // a source loaded again from another address keeps the newer one, without growing
    cache.add('/c.png', 'https://cdn2/c.png');
    expect(cache.get('/c.png')).toBe('https://cdn2/c.png');
    expect(cache.size).toBe(3);
  });

  it('holds 200 like the spec asks, no more', () => {
    const cache = createLoadedImages(200);
    for (let i = 0; i < 250; i++) cache.add(`/${i}.png`, `/${i}.png`);
    expect(cache.size).toBe(200);
    expect(cache.get('/49.png')).toBeUndefined();
    expect(cache.get('/50.png')).toBe('/50.png');
  });
});

describe('createLoadThrottle (image loads while scrolling fast)', () => {
  afterEach(() => vi.useRealTimers());

  function setup() {
    vi.useFakeTimers();
    let now = 1_000;
    const throttle = createLoadThrottle(200, () => now);
    const advance = (ms: number) => {
      now += ms;
      vi.advanceTimersByTime(ms);
    };
    return { throttle, advance, scroll: () => throttle.noteScroll() };
  }

  it('starts at once while the page is at rest (the first screen is not delayed)', () => {
    const { throttle } = setup();
    const started: string[] = [];
    for (const name of ['a', 'b', 'c']) throttle.request(() => started.push(name));
    expect(started).toEqual(['a', 'b', 'c']);
  });

  it('while scrolling: one batch at once, then at most one batch per 200 ms', () => {
    const { throttle, advance, scroll } = setup();
    const started: string[] = [];
    scroll();
    throttle.request(() => started.push('a'));
    throttle.request(() => started.push('b'));
    // the first batch waits only for the current task
    expect(started).toEqual([]);
    advance(0);
    expect(started).toEqual(['a', 'b']);
    advance(50);
    scroll();
    throttle.request(() => started.push('c'));
    advance(100);
    expect(started).toEqual(['a', 'b']);
    advance(50);
    expect(started).toEqual(['a', 'b', 'c']);
  });

  it('an image scrolled past before its turn never starts', () => {
    const { throttle, advance, scroll } = setup();
    const started: string[] = [];
    scroll();
    throttle.request(() => started.push('a'));
    advance(0);
    scroll();
    const cancelB = throttle.request(() => started.push('b'));
    throttle.request(() => started.push('c'));
    advance(80);
    cancelB();
    advance(200);
    expect(started).toEqual(['a', 'c']);
  });

  it('back at rest (no scroll for 200 ms), loads start at once again', () => {
    const { throttle, advance, scroll } = setup();
    const started: string[] = [];
    scroll();
    throttle.request(() => started.push('a'));
    advance(250);
    throttle.request(() => started.push('b'));
    expect(started).toEqual(['a', 'b']);
  });
});
