/**
 * The addresses of the last `limit` images that loaded, by source (the least recently used leaves first): an image
 * seen again shows at once from the address that worked, without a skeleton.
 */
export function createLoadedImages(limit: number) {
  const urls = new Map<string, string>();
  return {
    /** the address the source loaded from, if remembered (and now the most recent) */
    get(src: string) {
      const url = urls.get(src);
      if (url === undefined) return undefined;
      urls.delete(src);
      urls.set(src, url);
      return url;
    },
    add(src: string, url: string) {
      urls.delete(src);
      urls.set(src, url);
      if (urls.size > limit) urls.delete(urls.keys().next().value!);
    },
    get size() {
      return urls.size;
    },
  };
}

/**
 * Starts of image loads: at once while the page is at rest; while it scrolls (a scroll in the last `intervalMs`), at
 * most once per `intervalMs`, with the images still waiting then. An image that leaves the area cancels its request.
 */
export function createLoadThrottle(intervalMs: number, now: () => number = () => performance.now()) {
  const waiting = new Set<() => void>();
  let lastScroll = -Infinity;
  let lastFlush = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    lastFlush = now();
    const batch = [...waiting];
    waiting.clear();
    for (const start of batch) start();
  };
  return {
    noteScroll() {
      lastScroll = now();
    },
    /** asks to start a load; returns the cancel */
    request(start: () => void): () => void {
      const at = now();
      if (!timer && at - lastScroll >= intervalMs) {
        start();
        return () => {};
      }
      waiting.add(start);
      // the first start of a scroll waits only for the current task (its neighbours join it); later ones for the interval
      timer ??= setTimeout(flush, Math.max(0, lastFlush + intervalMs - at));
      return () => waiting.delete(start);
    },
  };
}
