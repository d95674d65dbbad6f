import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel';
import { useEffect, useState } from 'react';

/**
 * Embla on a viewport element, like embla-carousel-react's hook, but the library is fetched after the
 * first render: the slides are plain markup that shows the first photo at once, and swiping starts when
 * Embla arrives. It keeps Embla (7 KiB gzipped) out of the pages' first load.
 */
export function useCarousel(
  options: EmblaOptionsType,
  pluginList: EmblaPluginType[] = NO_PLUGINS,
): [(viewport: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [carousel, setCarousel] = useState<EmblaCarouselType>();
  // Options and plugins are compared by value, as embla-carousel-react does: callers pass literals
  // built on each render, and a new carousel per render would never settle.
  const optionsKey = JSON.stringify(options);
  const [plugins, setPlugins] = useState(pluginList);
  if (pluginList.length !== plugins.length || pluginList.some((plugin, i) => plugin !== plugins[i])) {
    setPlugins(pluginList);
  }

  useEffect(() => {
    if (!viewport) return;
    let created: EmblaCarouselType | undefined;
    let cancelled = false;
    import('embla-carousel')
      .then(({ default: EmblaCarousel }) => {
        if (cancelled) return;
        created = EmblaCarousel(viewport, JSON.parse(optionsKey) as EmblaOptionsType, plugins);
        setCarousel(created);
      })
      // Without its script (a failed chunk load) the carousel stays a still first photo: nothing to add.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      created?.destroy();
      setCarousel(undefined);
    };
  }, [viewport, optionsKey, plugins]);

  return [setViewport, carousel];
}

const NO_PLUGINS: EmblaPluginType[] = [];
