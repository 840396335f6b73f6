import { describe, expect, it } from 'vitest';
import { searchAsRouterReadsIt } from './router-search';

describe('searchAsRouterReadsIt', () => {
  it('reads values as the web app router does', () => {
    expect(searchAsRouterReadsIt(new URLSearchParams('q=jazz&page=2&category=music'))).toEqual({
      q: 'jazz',
      page: 2,
      category: 'music',
    });
    expect(searchAsRouterReadsIt(new URLSearchParams('q=123&flag=true&empty='))).toEqual({
      q: 123,
      flag: true,
      empty: '',
    });
    expect(searchAsRouterReadsIt(new URLSearchParams('q=%22quoted%22&x=a&x=b'))).toEqual({
      q: 'quoted',
      x: ['a', 'b'],
    });
  });
});
