import { describe, expect, it } from 'vitest';
import { pageWindow, validateDiscoverSearch } from './discover-search';

describe('discover search params', () => {
  it('keeps known values and drops the rest', () => {
    expect(
      validateDiscoverSearch({ q: 'jazz', category: 'music', location: 'singapore', date: 'this-week', page: '3' }),
    ).toEqual({
      q: 'jazz',
      category: 'music',
      location: 'singapore',
      date: 'this-week',
      page: 3,
    });
    expect(validateDiscoverSearch({ category: 'opera', location: 'mars', date: 'someday', page: '-2' })).toEqual({
      q: undefined,
      category: undefined,
      location: undefined,
      date: undefined,
      page: undefined,
    });
  });
});

describe('pageWindow', () => {
  it('shows up to three pages around the current one', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3]);
    expect(pageWindow(3, 5)).toEqual([2, 3, 4]);
    expect(pageWindow(5, 5)).toEqual([3, 4, 5]);
    expect(pageWindow(2, 2)).toEqual([1, 2]);
  });
});
