/**
 * Partners' photos are stored as WebP under a random name that carries the stored width,
 * `<id>_w<width>.webp`, with smaller copies beside it (`<id>_w400.webp`, …) for the pages' `srcset`.
 * A photo stored before the copies existed (`<id>.webp`, no width in its name) has none: pages show it
 * as it is.
 */

/** The largest photo kept: anything bigger is shrunk to fit inside (our decision). */
export const PHOTO_MAX_WIDTH = 1600;
export const PHOTO_MAX_HEIGHT = 1200;

/** Widths (px) of the smaller copies stored beside each photo, for phones and cards. */
export const PHOTO_WIDTHS = [400, 800, 1200] as const;

const SIZED_NAME = /_w(\d+)\.webp$/;

/** The file name of one stored width of a photo. */
export function photoFileName(id: string, width: number): string {
  return `${id}_w${width}.webp`;
}

/** The widths of the smaller copies a photo `width` px wide gets (never one as large as itself). */
export function photoCopyWidths(width: number): number[] {
  return PHOTO_WIDTHS.filter((copy) => copy < width);
}

export interface PhotoSource {
  url: string;
  width: number;
}

/**
 * Every stored width of a photo by its address (the largest one's), smallest first; empty for a photo
 * whose name carries no width (stored before the copies existed).
 */
export function photoSources(url: string): PhotoSource[] {
  const match = SIZED_NAME.exec(url);
  if (!match) return [];
  const width = Number(match[1]);
  const stem = url.slice(0, match.index);
  return [
    ...photoCopyWidths(width).map((copy) => ({ url: `${stem}_w${copy}.webp`, width: copy })),
    { url, width },
  ];
}

/** Every stored file of a photo (its copies and itself): what removing it removes. */
export function photoFiles(url: string): string[] {
  const sources = photoSources(url);
  return sources.length > 0 ? sources.map((source) => source.url) : [url];
}

/** The `srcset` of a photo (`<url> 400w, …`); undefined for a photo without widths in its name. */
export function photoSrcSet(url: string): string | undefined {
  const sources = photoSources(url);
  return sources.length > 0
    ? sources.map((source) => `${source.url} ${source.width}w`).join(', ')
    : undefined;
}
