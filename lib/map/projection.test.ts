// The schematic map's geometry: a coordinate drawn and read back is the same coordinate,
// the zones of the map's city fill the drawing, and a pin from elsewhere is still on it.
import {
  boundsOf, distanceKm, fitToBounds, latitudeOf, mercatorY, project, schematicProjection, unproject, viewBounds,
  type LatLon,
} from './projection';

const KURSK: LatLon = [51.73, 36.19];
const BRYANSK: LatLon = [53.30, 34.31];
// a zone of about 2 × 2 km in central Курск, one in Брянск
const kurskZone: LatLon[][] = [[[51.72, 36.17], [51.74, 36.17], [51.74, 36.20], [51.72, 36.20], [51.72, 36.17]]];
const bryanskZone: LatLon[][] = [[[53.28, 34.29], [53.31, 34.29], [53.31, 34.34], [53.28, 34.34], [53.28, 34.29]]];

describe('Mercator', () => {
  it('puts the equator at 0 and grows faster than latitude towards the pole', () => {
    expect(mercatorY(0)).toBeCloseTo(0, 10);
    expect(mercatorY(51.73)).toBeGreaterThan(51.73);
    expect(mercatorY(-30)).toBeCloseTo(-mercatorY(30), 10);
  });

  it('reads a latitude back from its y', () => {
    for (const lat of [-60, -1.5, 0, 51.73, 53.3, 80]) expect(latitudeOf(mercatorY(lat))).toBeCloseTo(lat, 9);
  });
});

describe('fitToBounds, project and unproject', () => {
  const b = boundsOf(kurskZone[0])!;

  it('draws the box centred, inside the padding, with one scale for both axes', () => {
    const p = fitToBounds(b, 390, 300, 24);
    const corners = [[b.south, b.west], [b.north, b.east], [b.south, b.east], [b.north, b.west]] as LatLon[];
    const xs = corners.map((c) => project(p, c)[0]);
    const ys = corners.map((c) => project(p, c)[1]);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(24 - 1e-6);
    expect(Math.max(...xs)).toBeLessThanOrEqual(390 - 24 + 1e-6);
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(24 - 1e-6);
    expect(Math.max(...ys)).toBeLessThanOrEqual(300 - 24 + 1e-6);
    // the tighter axis touches its padding on both sides; the other is centred
    const slackX = Math.min(...xs) - (390 - Math.max(...xs));
    const slackY = Math.min(...ys) - (300 - Math.max(...ys));
    expect(Math.abs(slackX)).toBeLessThan(1e-6);
    expect(Math.abs(slackY)).toBeLessThan(1e-6);
    expect(Math.min(Math.min(...xs), Math.min(...ys))).toBeCloseTo(24, 6);
  });

  it('draws north up and east to the right', () => {
    const p = fitToBounds(b, 400, 400);
    const [xWest, ySouth] = project(p, [b.south, b.west]);
    const [xEast, yNorth] = project(p, [b.north, b.east]);
    expect(xEast).toBeGreaterThan(xWest);
    expect(yNorth).toBeLessThan(ySouth);
  });

  it('reads back the coordinate it drew, anywhere in the drawing', () => {
    const p = fitToBounds(b, 1280, 800);
    for (const c of [KURSK, [51.7211, 36.1702], [51.7399, 36.1999]] as LatLon[]) {
      const back = unproject(p, project(p, c));
      expect(back[0]).toBeCloseTo(c[0], 9);
      expect(back[1]).toBeCloseTo(c[1], 9);
    }
    const centre = unproject(p, [640, 400]);
    expect(centre[0]).toBeCloseTo(51.73, 3);
    expect(centre[1]).toBeCloseTo(36.185, 3);
  });

  it('keeps a street block square: a metre north and a metre east are drawn the same length', () => {
    const p = fitToBounds(b, 800, 600);
    const metreLat = 1 / 111_320;
    const metreLon = 1 / (111_320 * Math.cos((51.73 * Math.PI) / 180));
    const [x0, y0] = project(p, KURSK);
    const north = y0 - project(p, [KURSK[0] + metreLat, KURSK[1]])[1];
    const east = project(p, [KURSK[0], KURSK[1] + metreLon])[0] - x0;
    expect(north / east).toBeCloseTo(1, 2);
  });

  it('shows a few streets around a single point, centred', () => {
    const p = fitToBounds(boundsOf([KURSK])!, 400, 300);
    expect(project(p, KURSK)[0]).toBeCloseTo(200, 6);
    expect(project(p, KURSK)[1]).toBeCloseTo(150, 6);
    // about 1.5 km across, not a zoom of infinity
    const left = unproject(p, [24, 150]);
    const right = unproject(p, [376, 150]);
    expect(distanceKm(left, right)).toBeGreaterThan(0.5);
    expect(distanceKm(left, right)).toBeLessThan(3);
  });
});

describe('what the schematic shows', () => {
  it('is the zones and shops of the centre\'s city, not those of a city 200 km away', () => {
    expect(distanceKm(KURSK, BRYANSK)).toBeGreaterThan(150);
    const b = viewBounds(KURSK, [kurskZone, bryanskZone], [[51.735, 36.18], [53.29, 34.3]]);
    expect(b.north).toBeLessThan(52);
    expect(b.south).toBeCloseTo(51.72, 6);
    expect(b.west).toBeCloseTo(36.17, 6);
    expect(b.east).toBeCloseTo(36.20, 6);
  });

  it('does not move when the centre moves within the city (a caller centring on the pin)', () => {
    const a = viewBounds(KURSK, [kurskZone], [[51.735, 36.18]]);
    expect(viewBounds([51.76, 36.25], [kurskZone], [[51.735, 36.18]])).toEqual(a);
  });

  it('is the centre alone, a few streets around it, where there are no zones or shops', () => {
    const b = viewBounds([55.75, 37.62], [kurskZone, bryanskZone], []);
    expect(b).toEqual({ south: 55.75, north: 55.75, west: 37.62, east: 37.62 });
  });

  it('widens to take in a pin that would fall outside the drawing, and not otherwise', () => {
    const inside = schematicProjection(KURSK, [kurskZone], [], [51.73, 36.18], 390, 300);
    expect(inside).toEqual(fitToBounds(viewBounds(KURSK, [kurskZone], []), 390, 300));
    const far: LatLon = [51.80, 36.30];
    const p = schematicProjection(KURSK, [kurskZone], [], far, 390, 300);
    const [x, y] = project(p, far);
    expect(x).toBeGreaterThanOrEqual(0);
    expect(x).toBeLessThanOrEqual(390);
    expect(y).toBeGreaterThanOrEqual(0);
    expect(y).toBeLessThanOrEqual(300);
  });
});
