import { describe, expect, it } from 'vitest';
import { squareCrop } from './squareCrop';

describe('squareCrop', () => {
  it('takes the largest centred square at zoom 1', () => {
    expect(squareCrop(800, 600, 1)).toEqual({ x: 100, y: 0, side: 600 });
    expect(squareCrop(600, 800, 1)).toEqual({ x: 0, y: 100, side: 600 });
  });

  it('takes a smaller centred square when zoomed, never beyond 3×', () => {
    expect(squareCrop(600, 600, 2)).toEqual({ x: 150, y: 150, side: 300 });
    expect(squareCrop(600, 600, 10)).toEqual({ x: 200, y: 200, side: 200 });
  });

  it('moves the square towards an edge with the offset, and no further', () => {
    expect(squareCrop(800, 600, 1, { x: -1, y: 0 })).toEqual({ x: 0, y: 0, side: 600 });
    expect(squareCrop(800, 600, 1, { x: 5, y: 0 })).toEqual({ x: 200, y: 0, side: 600 });
  });
});
