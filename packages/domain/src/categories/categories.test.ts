import { describe, expect, it } from 'vitest';
import { CATEGORY_ICONS, categorySlug, moveInOrder } from './categories.ts';

describe('categorySlug', () => {
  it('drops diacritics, lowers the case and joins words with dashes', () => {
    expect(categorySlug('Jóga & Pilates')).toBe('joga-pilates');
    expect(categorySlug('  Běh   na lyžích ')).toBe('beh-na-lyzich');
    expect(categorySlug('Squash 2')).toBe('squash-2');
  });
  it('is empty when the name has no letter or digit', () => {
    expect(categorySlug(' --- ')).toBe('');
  });
});

describe('moveInOrder', () => {
  const ids = ['a', 'b', 'c'];
  it('swaps the item with its neighbour', () => {
    expect(moveInOrder(ids, 'b', 'up')).toEqual(['b', 'a', 'c']);
    expect(moveInOrder(ids, 'b', 'down')).toEqual(['a', 'c', 'b']);
  });
  it('leaves the list alone at its ends or for an unknown item', () => {
    expect(moveInOrder(ids, 'a', 'up')).toEqual(ids);
    expect(moveInOrder(ids, 'c', 'down')).toEqual(ids);
    expect(moveInOrder(ids, 'x', 'up')).toEqual(ids);
  });
});

describe('CATEGORY_ICONS', () => {
  it('names each icon once', () => {
    expect(new Set(CATEGORY_ICONS).size).toBe(CATEGORY_ICONS.length);
  });
});
