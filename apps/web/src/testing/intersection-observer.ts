/** IntersectionObserver for jsdom: nothing intersects until a test says so. */
export class MockIntersectionObserver implements IntersectionObserver {
  static instances: MockIntersectionObserver[] = [];
  readonly root = null;
  readonly rootMargin: string;
  readonly thresholds: readonly number[];
  readonly scrollMargin = '0px';
  elements = new Set<Element>();

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    this.rootMargin = options.rootMargin ?? '0px';
    const t = options.threshold ?? 0;
    this.thresholds = Array.isArray(t) ? t : [t];
    MockIntersectionObserver.instances.push(this);
  }
  observe(el: Element) {
    this.elements.add(el);
  }
  unobserve(el: Element) {
    this.elements.delete(el);
  }
  disconnect() {
    this.elements.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  /** reports every observed element as visible */
  enter() {
    const records = [...this.elements].map(
      (target) => ({ target, isIntersecting: true, intersectionRatio: 1 }) as unknown as IntersectionObserverEntry,
    );
    if (records.length) this.callback(records, this);
  }
  /** every observer reports its elements as visible */
  static enterAll() {
    for (const o of [...MockIntersectionObserver.instances]) o.enter();
  }
}
