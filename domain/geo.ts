// Delivery zones: which zone a point lies in, and which shop serves a point that lies in
// zones of several shops. Pure: the API runs it over the zones a bounding-box query found, and the
// storefront's schematic map may run it too. Decision 30.

/** [latitude, longitude] in degrees, as the spec writes coordinates. */
export type LatLon = readonly [number, number];
/** A closed ring of vertices; the last vertex joins the first (repeating it is allowed). */
export type Ring = readonly LatLon[];
/** The outer ring first, then any holes. */
export type Polygon = readonly Ring[];

// Degrees: about 1 cm. A point this close to an edge is on it (floating-point sums of real
// coordinates never land exactly on a line between two others).
const EPSILON = 1e-9;

function onSegment([py, px]: LatLon, [ay, ax]: LatLon, [by, bx]: LatLon): boolean {
  const cross = (bx - ax) * (py - ay) - (by - ay) * (px - ax);
  const length = Math.hypot(bx - ax, by - ay);
  if (Math.abs(cross) > EPSILON * Math.max(length, 1)) return false;
  return px >= Math.min(ax, bx) - EPSILON && px <= Math.max(ax, bx) + EPSILON
    && py >= Math.min(ay, by) - EPSILON && py <= Math.max(ay, by) + EPSILON;
}

/** 'boundary' when the point lies on an edge or a vertex of the ring, else inside or outside. */
export function ringPosition(point: LatLon, ring: Ring): 'inside' | 'outside' | 'boundary' {
  const n = ring.length;
  if (n === 0) return 'outside';
  for (let i = 0; i < n; i++) {
    if (onSegment(point, ring[i], ring[(i + 1) % n])) return 'boundary';
  }
  if (n < 3) return 'outside';
  // ray casting along the longitude axis: count the edges the eastward ray from the point crosses;
  // an edge's lower end counts and its upper end does not, so a ray through a vertex counts once
  const [y, x] = point;
  let inside = false;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const [yi, xi] = ring[i];
    const [yj, xj] = ring[j];
    if ((yi > y) !== (yj > y) && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside ? 'inside' : 'outside';
}

/**
 * Whether the zone contains the point. The boundary belongs to the zone: a house on the line
 * between two zones is served (by the better of them, see chooseZones), never by neither. A hole
 * takes out only its interior, since its edge is the zone's boundary too.
 */
export function pointInPolygon(point: LatLon, polygon: Polygon): boolean {
  const [outer, ...holes] = polygon;
  if (!outer || ringPosition(point, outer) === 'outside') return false;
  return holes.every((hole) => ringPosition(point, hole) !== 'inside');
}

/** The smallest [south, west, north, east] box holding the outer ring (the API stores it to prefilter in SQL). */
export function boundingBox(polygon: Polygon): [number, number, number, number] {
  const outer = polygon[0] ?? [];
  const lats = outer.map((p) => p[0]);
  const lons = outer.map((p) => p[1]);
  return [Math.min(...lats), Math.min(...lons), Math.max(...lats), Math.max(...lons)];
}

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine): the pickup list's "distance" and the tie-break below. */
export function distanceKm(a: LatLon, b: LatLon): number {
  const dLat = rad(b[0] - a[0]);
  const dLon = rad(b[1] - a[1]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[0])) * Math.cos(rad(b[0])) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export type ZoneCandidate = {
  id: number;
  shopId: number;
  price: number;
  polygon: Polygon;
  /** where the shop is: the nearer shop wins between zones of equal price */
  shopCoordinates: LatLon;
};

/**
 * The zones containing the point, best first, one per shop (a shop's own overlapping zones: its
 * cheapest). Best = the lowest zone price for the shopper, then the shop nearest to the point (the
 * shortest drive), then the lower zone id, so the order never depends on the database's.
 * `preferredShopId` (the shopper's current shop) goes first when it serves the point at all: a
 * re-check does not move the shopper to another shop for a few roubles.
 */
export function chooseZones<Z extends ZoneCandidate>(point: LatLon, zones: readonly Z[], preferredShopId?: number): Z[] {
  const containing = zones.filter((z) => pointInPolygon(point, z.polygon));
  const distance = new Map(containing.map((z) => [z, distanceKm(point, z.shopCoordinates)]));
  const better = (a: Z, b: Z) => a.price - b.price || distance.get(a)! - distance.get(b)! || a.id - b.id;
  const bestPerShop = new Map<number, Z>();
  for (const z of containing) {
    const held = bestPerShop.get(z.shopId);
    if (!held || better(z, held) < 0) bestPerShop.set(z.shopId, z);
  }
  return [...bestPerShop.values()].sort((a, b) => {
    if (preferredShopId !== undefined && (a.shopId === preferredShopId) !== (b.shopId === preferredShopId)) {
      return a.shopId === preferredShopId ? -1 : 1;
    }
    return better(a, b);
  });
}
