/**
 * A smaller sibling of an uploaded picture. Uploads are stored as name-<width>.webp in widths 360,
 * 720 and 1080; a basket line only knows the widest. Other URLs are returned unchanged.
 */
export function thumbnailOf(url: string | null | undefined, width: 360 | 720 = 360): string | null {
  if (!url) return null;
  return url.replace(/-(\d{3,4})\.webp$/, (whole, w: string) =>
    Number(w) > width ? `-${width}.webp` : whole,
  );
}
