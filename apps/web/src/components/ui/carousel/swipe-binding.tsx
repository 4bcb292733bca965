import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, type RefObject } from 'react';

/**
 * Binds embla to the carousel's viewport: touch and mouse swipes move the slides, and the carousel's own index (set
 * by autoplay, arrows, dots and keys) moves embla. Loaded lazily: the first paint shows the first slide without it.
 */
export default function SwipeBinding({
  viewport,
  active,
  align,
  jump,
  onSelect,
  onReady,
}: {
  viewport: RefObject<HTMLDivElement | null>;
  active: number;
  align: 'center' | 'start';
  /** reduced motion: change slides without sliding */
  jump: boolean;
  onSelect: (index: number) => void;
  onReady: (ready: boolean) => void;
}) {
  const [emblaRef, embla] = useEmblaCarousel({ loop: true, align, startIndex: active, duration: 28, skipSnaps: false });

  useEffect(() => {
    emblaRef(viewport.current);
    return () => emblaRef(null);
  }, [emblaRef, viewport]);

  useEffect(() => {
    if (!embla) return;
    onReady(true);
    const select = () => onSelect(embla.selectedScrollSnap());
    embla.on('select', select);
    return () => {
      embla.off('select', select);
      onReady(false);
    };
  }, [embla, onSelect, onReady]);

  useEffect(() => {
    if (embla && embla.selectedScrollSnap() !== active) embla.scrollTo(active, jump);
  }, [embla, active, jump]);

  return null;
}
