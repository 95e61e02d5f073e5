import { describe, expect, it } from 'vitest';
import { activityHeroImage, activityImage, DETAIL_HERO_SIZES } from './illustrations.ts';

describe('pictures of activities', () => {
  it('shows a photo, else the category’s illustration, else the default one', () => {
    expect(activityImage('/uploads/a_w800.webp', 'joga')).toBe('/uploads/a_w800.webp');
    expect(activityImage(null, 'joga')).toBe('/illustrations/joga.svg');
    expect(activityImage(undefined, 'golf')).toBe('/illustrations/default.svg');
    expect(activityImage(null, null)).toBe('/illustrations/default.svg');
  });

  it('puts the activity’s first photo on top, else the venue’s, else the pictogram', () => {
    const venue = { photos: ['/uploads/v_w1600.webp'] };
    expect(activityHeroImage({ photos: ['/uploads/a_w800.webp'], venue, category: null })).toEqual({
      src: '/uploads/a_w800.webp',
      srcSet: '/uploads/a_w400.webp 400w, /uploads/a_w800.webp 800w',
      sizes: DETAIL_HERO_SIZES,
    });
    expect(activityHeroImage({ photos: [], venue, category: null }).src).toBe('/uploads/v_w1600.webp');
    // a photo stored before the widths were: no srcset
    expect(activityHeroImage({ photos: ['/uploads/old.webp'], venue, category: null })).toEqual({
      src: '/uploads/old.webp',
    });
    expect(activityHeroImage({ photos: [], venue: { photos: [] }, category: { slug: 'plavani' } })).toEqual({
      src: '/illustrations/plavani.svg',
    });
  });
});
