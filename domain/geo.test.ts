import { boundingBox, chooseZones, distanceKm, pointInPolygon, ringPosition, type Polygon } from './geo';

// a 10 × 10 square (latitude, longitude) with a 2 × 2 hole in the middle
const square: Polygon = [[[0, 0], [0, 10], [10, 10], [10, 0]]];
const withHole: Polygon = [square[0], [[4, 4], [4, 6], [6, 6], [6, 4]]];
// a concave "C": the notch between longitudes 3 and 7 above latitude 3 is outside
const concave: Polygon = [[[0, 0], [0, 10], [10, 10], [10, 7], [3, 7], [3, 3], [10, 3], [10, 0]]];

describe('point in polygon', () => {
  it('finds a point inside and one outside', () => {
    expect(pointInPolygon([5, 5], square)).toBe(true);
    expect(pointInPolygon([11, 5], square)).toBe(false);
    expect(pointInPolygon([-0.001, 5], square)).toBe(false);
  });

  it('counts a point on an edge or a vertex as inside', () => {
    expect(ringPosition([0, 5], square[0])).toBe('boundary');
    expect(pointInPolygon([0, 5], square)).toBe(true);
    expect(pointInPolygon([10, 3.3], square)).toBe(true);
    expect(pointInPolygon([10, 10], square)).toBe(true);
    expect(pointInPolygon([0, 0], square)).toBe(true);
  });

  it('leaves out the interior of a hole but not its edge', () => {
    expect(pointInPolygon([5, 5], withHole)).toBe(false);
    expect(pointInPolygon([4, 5], withHole)).toBe(true);
    expect(pointInPolygon([6, 6], withHole)).toBe(true);
    expect(pointInPolygon([3, 5], withHole)).toBe(true);
  });

  it('handles a concave ring, including a ray passing through vertices', () => {
    expect(pointInPolygon([5, 5], concave)).toBe(false);
    expect(pointInPolygon([5, 1], concave)).toBe(true);
    expect(pointInPolygon([5, 9], concave)).toBe(true);
    // the eastward ray from [3, 1] runs along latitude 3's vertices of the notch
    expect(pointInPolygon([3, 1], concave)).toBe(true);
    expect(pointInPolygon([7, 8], concave)).toBe(true);
  });

  it('treats a degenerate or empty polygon as containing nothing but its edge', () => {
    expect(pointInPolygon([1, 1], [])).toBe(false);
    expect(pointInPolygon([1, 1], [[[0, 0], [2, 2]]])).toBe(true);
    expect(pointInPolygon([1, 0], [[[0, 0], [2, 2]]])).toBe(false);
  });

  it('works with real coordinates of Курск', () => {
    const centre: Polygon = [[[51.72, 36.165], [51.72, 36.215], [51.745, 36.22], [51.76, 36.205], [51.76, 36.16], [51.74, 36.155]]];
    expect(pointInPolygon([51.733, 36.1811], centre)).toBe(true);
    expect(pointInPolygon([51.67, 36.14], centre)).toBe(false);
    // on the slanted west edge, halfway between its vertices
    expect(pointInPolygon([51.73, 36.16], centre)).toBe(true);
  });

  it('has a bounding box of the outer ring', () => {
    expect(boundingBox(withHole)).toEqual([0, 0, 10, 10]);
  });
});

describe('distance', () => {
  it('measures great-circle kilometres', () => {
    expect(distanceKm([51.73, 36.19], [51.73, 36.19])).toBe(0);
    // one degree of latitude is about 111.2 km
    expect(distanceKm([51, 36], [52, 36])).toBeCloseTo(111.19, 1);
    // Курск to Брянск is about 200 km
    expect(distanceKm([51.73, 36.19], [53.3, 34.31])).toBeGreaterThan(190);
    expect(distanceKm([51.73, 36.19], [53.3, 34.31])).toBeLessThan(230);
  });
});

describe('choosing among overlapping zones', () => {
  const zone = (id: number, shopId: number, price: number, shopCoordinates: [number, number], polygon: Polygon = square) =>
    ({ id, shopId, price, polygon, shopCoordinates });

  it('answers nothing outside every zone', () => {
    expect(chooseZones([20, 20], [zone(1, 1, 0, [1, 1])])).toEqual([]);
  });

  it('puts the cheapest zone first', () => {
    const chosen = chooseZones([5, 5], [zone(1, 1, 100, [5, 5]), zone(2, 2, 0, [9, 9]), zone(3, 3, 50, [5, 5])]);
    expect(chosen.map((z) => z.shopId)).toEqual([2, 3, 1]);
  });

  it('puts the nearer shop first between zones of equal price', () => {
    const chosen = chooseZones([5, 5], [zone(1, 1, 0, [9, 9]), zone(2, 2, 0, [5, 6])]);
    expect(chosen.map((z) => z.shopId)).toEqual([2, 1]);
  });

  it('keeps one zone per shop: its cheapest', () => {
    const chosen = chooseZones([5, 5], [zone(1, 1, 150, [5, 5]), zone(2, 1, 0, [5, 5]), zone(3, 2, 50, [5, 5])]);
    expect(chosen.map((z) => z.id)).toEqual([2, 3]);
  });

  it('ignores zones whose hole holds the point', () => {
    const chosen = chooseZones([5, 5], [zone(1, 1, 0, [5, 5], withHole), zone(2, 2, 100, [9, 9])]);
    expect(chosen.map((z) => z.shopId)).toEqual([2]);
  });

  it('puts the preferred shop first when it serves the point, and only then', () => {
    const zones = [zone(1, 1, 0, [5, 5]), zone(2, 2, 100, [9, 9]), zone(3, 3, 0, [5, 5], [[[20, 20], [20, 30], [30, 30]]])];
    expect(chooseZones([5, 5], zones, 2).map((z) => z.shopId)).toEqual([2, 1]);
    expect(chooseZones([5, 5], zones, 3).map((z) => z.shopId)).toEqual([1, 2]);
  });

  it('breaks a full tie by the lower zone id', () => {
    expect(chooseZones([5, 5], [zone(7, 2, 0, [5, 5]), zone(4, 1, 0, [5, 5])]).map((z) => z.id)).toEqual([4, 7]);
  });
});
