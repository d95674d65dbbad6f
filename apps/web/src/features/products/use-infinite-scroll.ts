import { useEffect, useRef, type RefObject } from 'react';
import { shouldLoadMore } from './infinite-scroll.ts';

interface Options {
  /** An element at the end of the list. */
  end: RefObject<HTMLElement | null>;
  loading: boolean;
  allProductsLoaded: boolean;
  onLoadMore: () => void;
}

/**
 * Calls onLoadMore when the end of the list comes within the threshold of the viewport's bottom, on
 * scroll and resize, and again after every page (a short page may need the next one at once).
 */
export function useInfiniteScroll({ end, loading, allProductsLoaded, onLoadMore }: Options): void {
  const latest = useRef({ loading, allProductsLoaded, onLoadMore });
  latest.current = { loading, allProductsLoaded, onLoadMore };

  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const element = end.current;
      if (!element) return;
      const state = latest.current;
      const distanceToEnd = element.getBoundingClientRect().top - window.innerHeight;
      if (
        shouldLoadMore({
          distanceToEnd,
          viewportWidth: window.innerWidth,
          loading: state.loading,
          allProductsLoaded: state.allProductsLoaded,
        })
      ) {
        state.onLoadMore();
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    schedule();
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [end, loading, allProductsLoaded]);
}
