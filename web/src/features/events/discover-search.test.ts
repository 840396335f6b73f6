import { describe, expect, it } from 'vitest';
import { pageWindow } from './discover-search';

describe('pageWindow', () => {
  it('shows up to three pages around the current one', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3]);
    expect(pageWindow(3, 5)).toEqual([2, 3, 4]);
    expect(pageWindow(5, 5)).toEqual([3, 4, 5]);
    expect(pageWindow(2, 2)).toEqual([1, 2]);
  });
});
