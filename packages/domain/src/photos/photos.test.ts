import { describe, expect, it } from 'vitest';
import {
  PHOTO_WIDTHS,
  photoCopyWidths,
  photoFileName,
  photoFiles,
  photoSources,
  photoSrcSet,
} from './photos.ts';

describe('stored photo widths', () => {
  it('names a stored width and gives copies only narrower than the photo', () => {
    expect(photoFileName('abc-1', 1600)).toBe('abc-1_w1600.webp');
    expect(photoCopyWidths(1600)).toEqual([...PHOTO_WIDTHS]);
    expect(photoCopyWidths(800)).toEqual([400]);
    expect(photoCopyWidths(400)).toEqual([]);
  });

  it('reads every width of a photo from its address, smallest first', () => {
    expect(photoSources('/uploads/abc-1_w1000.webp')).toEqual([
      { url: '/uploads/abc-1_w400.webp', width: 400 },
      { url: '/uploads/abc-1_w800.webp', width: 800 },
      { url: '/uploads/abc-1_w1000.webp', width: 1000 },
    ]);
    expect(photoSrcSet('https://foto.champions.cz/x_w800.webp')).toBe(
      'https://foto.champions.cz/x_w400.webp 400w, https://foto.champions.cz/x_w800.webp 800w',
    );
    expect(photoFiles('/uploads/abc_w640.webp')).toEqual([
      '/uploads/abc_w400.webp',
      '/uploads/abc_w640.webp',
    ]);
  });

  it('a photo stored before the copies existed is shown and removed as it is', () => {
    expect(photoSources('/uploads/0b6e-4f.webp')).toEqual([]);
    expect(photoSrcSet('/uploads/0b6e-4f.webp')).toBeUndefined();
    expect(photoFiles('/uploads/0b6e-4f.webp')).toEqual(['/uploads/0b6e-4f.webp']);
  });
});
