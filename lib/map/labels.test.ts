import { labelPoint } from './labels';

// a zone drawn as the square 0..200 × 0..200
const square: [number, number][] = [[0, 0], [200, 0], [200, 200], [0, 200]];

describe("where the schematic map writes a zone's name", () => {
  it('writes it near the top of the zone when no shop is there', () => {
    expect(labelPoint(square, 'Центр', [[100, 100]])).toEqual([100, 16]);
  });

  it('moves it away from a shop near the top: the shop stays visible', () => {
    const [x, y] = labelPoint(square, 'Центр', [[100, 20]]);
    expect(x).toBe(100);
    expect(y).toBe(184);
  });

  it('takes the middle when shops sit both near the top and near the bottom', () => {
    expect(labelPoint(square, 'Центр', [[100, 20], [100, 180]])).toEqual([100, 100]);
  });

  it("keeps a long name's ends clear too", () => {
    // 'Северо-восток' is about 90 px wide: a shop 40 px to the side of the centre is still under it
    expect(labelPoint(square, 'Северо-восток', [[140, 18]])[1]).toBe(184);
  });

  it('writes the name of a zone too small for it just outside, clear of its shops', () => {
    const small: [number, number][] = [[100, 100], [160, 100], [160, 160], [100, 160]];
    const shops: [number, number][] = [[130, 110], [130, 130], [130, 150]];
    expect(labelPoint(small, 'Центр', shops, 300)).toEqual([130, 88]);
    // at the top of the drawing there is no room above: below it
    const atTop: [number, number][] = [[100, 0], [160, 0], [160, 60], [100, 60]];
    expect(labelPoint(atTop, 'Центр', [[130, 10], [130, 30], [130, 50]], 300)).toEqual([130, 72]);
  });

  it('still gives a place when nothing fits the drawing or the zone has no points (it never throws)', () => {
    expect(labelPoint(square, 'Центр', [], 10)).toEqual([100, 16]);
    expect(() => labelPoint([], 'Центр', [[1, 1]], 300)).not.toThrow();
  });
});
