import { photoSrcSet } from '@champions/domain';
import { type KeyboardEvent, type PointerEvent, useId, useRef, useState } from 'react';
import { t } from '../../shared/i18n/index.ts';

/** How far (px) a finger or mouse must move sideways to turn to the next photo. */
const SWIPE_PX = 40;

export interface GalleryPhoto {
  url: string;
  /** what the photo shows (the activity's or venue's name): the start of its alt text */
  name: string;
}

interface PhotoGalleryProps {
  photos: GalleryPhoto[];
  /** names the gallery for assistive technology, e.g. the venue's name */
  label: string;
  /** `sizes` of the large photo, as wide as the gallery is laid out */
  sizes: string;
  /** the first photo is the largest thing the page paints first: load it at once */
  eager?: boolean;
  className?: string;
}

/**
 * Partners' photos: one large photo in a box of fixed proportions (shown whole, nothing shifts when
 * another loads) with the previous/next buttons, a counter and thumbnails. Arrow keys (Home, End)
 * turn the photos wherever the focus is inside the gallery, and so does a sideways swipe. Every photo
 * brings its stored widths as `srcset`; the thumbnails load lazily.
 */
export function PhotoGallery({ photos, label, sizes, eager = false, className }: PhotoGalleryProps) {
  const [index, setIndex] = useState(0);
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const keysId = useId();
  const count = photos.length;
  const current = Math.min(index, Math.max(count - 1, 0));
  const photo = photos[current];
  if (!photo) return null;

  const show = (next: number) => setIndex(((next % count) + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    const next =
      event.key === 'ArrowRight'
        ? current + 1
        : event.key === 'ArrowLeft'
          ? current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? count - 1
              : null;
    if (next === null || count < 2) return;
    event.preventDefault();
    show(next);
  };
  const onPointerDown = (event: PointerEvent) => {
    swipe.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || count < 2) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(event.clientY - start.y)) return;
    show(current + (dx < 0 ? 1 : -1));
  };
  const alt = (item: GalleryPhoto, position: number) =>
    count > 1
      ? t('gallery.altOf', { name: item.name, position, count })
      : t('gallery.alt', { name: item.name });

  return (
    <section
      className={`gallery${className ? ` ${className}` : ''}`}
      aria-roledescription={t('gallery.role')}
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      <figure
        className="gallery__stage"
        aria-label={count > 1 ? t('gallery.position', { position: current + 1, count }) : undefined}
        // focusable so that the arrow keys work without reaching for a button first
        tabIndex={count > 1 ? 0 : undefined}
        aria-describedby={count > 1 ? keysId : undefined}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipe.current = null;
        }}
      >
        <img
          key={photo.url}
          className="gallery__image"
          src={photo.url}
          srcSet={photoSrcSet(photo.url)}
          sizes={sizes}
          alt={alt(photo, current + 1)}
          width={1600}
          height={1067}
          loading={eager && current === 0 ? 'eager' : 'lazy'}
          fetchPriority={eager && current === 0 ? 'high' : 'auto'}
          decoding="async"
          draggable={false}
        />
        {count > 1 && (
          <>
            <span id={keysId} className="visually-hidden">
              {t('gallery.keys')}
            </span>
            <button
              type="button"
              className="gallery__turn gallery__turn--prev"
              aria-label={t('gallery.previous')}
              onClick={() => show(current - 1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="gallery__turn gallery__turn--next"
              aria-label={t('gallery.next')}
              onClick={() => show(current + 1)}
            >
              <span aria-hidden="true">›</span>
            </button>
            <p className="gallery__counter" aria-live="polite">
              <span className="visually-hidden">{t('gallery.counterLabel')} </span>
              {current + 1} / {count}
            </p>
          </>
        )}
      </figure>
      {count > 1 && (
        <ul className="gallery__thumbs">
          {photos.map((item, position) => (
            <li key={item.url}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={t('gallery.show', { position: position + 1, count })}
                aria-current={position === current ? 'true' : undefined}
                onClick={() => show(position)}
              >
                <img
                  src={item.url}
                  srcSet={photoSrcSet(item.url)}
                  sizes="6rem"
                  alt=""
                  width={96}
                  height={64}
                  loading="lazy"
                  decoding="async"
                  draggable={false}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
