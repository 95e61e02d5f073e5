import { describe, expect, it } from 'vitest';
import { pictureOf, venuePictureOf } from './illustration.ts';

describe('pictures of activities and venues', () => {
  it('a photo comes with every stored width; one stored in a single width without srcset', () => {
    expect(pictureOf('/uploads/a_w800.webp', 'joga')).toEqual({
      src: '/uploads/a_w800.webp',
      srcSet: '/uploads/a_w400.webp 400w, /uploads/a_w800.webp 800w',
      pictogram: false,
    });
    expect(pictureOf('/uploads/old.webp', 'joga')).toEqual({ src: '/uploads/old.webp', pictogram: false });
  });

  it('without a photo, the category’s pictogram (or the default one)', () => {
    expect(pictureOf(null, 'joga')).toEqual({ src: '/illustrations/joga.svg', pictogram: true });
    expect(pictureOf(null, 'neznama')).toEqual({ src: '/illustrations/default.svg', pictogram: true });
    expect(venuePictureOf(null, 'bazen')).toEqual({ src: '/illustrations/plavani.svg', pictogram: true });
    expect(venuePictureOf(null, 'sportovni-hala').src).toBe('/illustrations/default.svg');
    expect(venuePictureOf(null, null).src).toBe('/illustrations/default.svg');
  });
});
