import { describe, expect, it } from 'vitest';
import { discoverListQuery, parseDiscoverSearch } from './discover';

describe('discover search params', () => {
  it('keeps known values and drops the rest', () => {
    expect(
      parseDiscoverSearch({ q: 'jazz', category: 'music', location: 'singapore', date: 'this-week', page: '3' }),
    ).toEqual({
      q: 'jazz',
      category: 'music',
      location: 'singapore',
      date: 'this-week',
      page: 3,
    });
    expect(parseDiscoverSearch({ category: 'opera', location: 'mars', date: 'someday', page: '-2' })).toEqual({
      q: undefined,
      category: undefined,
      location: undefined,
      date: undefined,
      page: undefined,
    });
  });
});

describe('discoverListQuery', () => {
  it('asks for page 1 of 9 without a page, its keys in the order the client writes them', () => {
    expect(Object.keys(discoverListQuery({ q: 'jazz' }))).toEqual([
      'q',
      'category',
      'location',
      'date',
      'page',
      'pageSize',
    ]);
    expect(discoverListQuery({ page: 3 })).toMatchObject({ page: 3, pageSize: 9 });
  });
});
