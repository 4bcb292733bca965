import { describe, expect, it } from 'vitest';
import { pageItems } from './page-items';

describe('pageItems (page range 3, margin pages 1)', () => {
  it('shows every page when they fit', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('keeps the first and last page and three around the current one', () => {
    expect(pageItems(10, 20)).toEqual([1, 'break', 9, 10, 11, 'break', 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 'break', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'break', 18, 19, 20]);
  });

  it('shows a lone hidden page instead of a gap', () => {
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'break', 20]);
    expect(pageItems(17, 20)).toEqual([1, 'break', 16, 17, 18, 19, 20]);
  });

  it('clamps the current page', () => {
    expect(pageItems(99, 8)).toEqual([1, 'break', 6, 7, 8]);
  });
});
