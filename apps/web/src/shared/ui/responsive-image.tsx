import type { ImgHTMLAttributes } from 'react';
import { srcSetOf, type ImageVariant } from '../media/srcset.ts';

export interface ResponsiveImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height'
> {
  src: string;
  variants?: readonly ImageVariant[] | null;
  /** Intrinsic size, so the browser reserves the space (no layout shift). */
  width: number;
  height: number;
  sizes: string;
  /** Above the fold: load eagerly with high priority. */
  priority?: boolean;
}

/** A WebP picture with its responsive variants (srcset) and fixed intrinsic size. */
export function ResponsiveImage({
  src,
  variants,
  width,
  height,
  sizes,
  priority,
  alt = '',
  ...rest
}: ResponsiveImageProps) {
  return (
    <img
      src={src}
      srcSet={srcSetOf(variants)}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      {...rest}
    />
  );
}
