import { Suspense, type ComponentType } from 'react';
import { useModalEntry } from './modal-store';
import { lazyWithTexts } from '@/lib/feature-texts';

/**
 * A named modal whose code loads the first time it is opened (within the 100 ms open delay), so modal content
 * stays out of the first chunk. Renders nothing until `modals.open(name)`.
 */
export function lazyModal<P extends object>(name: string, load: () => Promise<ComponentType<P>>) {
  const Content = lazyWithTexts(() => load().then((component) => ({ default: component })));
  function LazyModal(props: P) {
    const entry = useModalEntry(name);
    if (!entry) return null;
    return (
      <Suspense fallback={null}>
        <Content {...props} />
      </Suspense>
    );
  }
  LazyModal.displayName = `LazyModal(${name})`;
  return LazyModal;
}
