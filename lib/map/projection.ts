// The schematic map's geometry: with no Yandex Maps key, or no network, the receiving popup
// draws the delivery zones and shops itself as SVG. Web Mercator, as on every tile map, so shapes keep
// the proportions a shopper knows from Yandex; at city scale a plain lat/lon grid would squash them by
// cos(latitude) ≈ 0.6. Pure, so the map's pointer and keyboard code only converts pixels.

/** [latitude, longitude] in degrees (the spec's order, as in contract/geo.ts). */
export type LatLon = [number, number];
/** A point in the drawing, in CSS pixels from its top-left corner; y grows downwards. */
export type Point = [number, number];

/** Mercator's y for a latitude, in "degrees" so one unit across equals one degree of longitude. */
export function mercatorY(lat: number): number {
  const phi = (Math.max(-85, Math.min(85, lat)) * Math.PI) / 180;
  return (Math.log(Math.tan(Math.PI / 4 + phi / 2)) * 180) / Math.PI;
}

/** The latitude of a Mercator y (the inverse of mercatorY). */
export function latitudeOf(y: number): number {
  return (Math.atan(Math.exp((y * Math.PI) / 180)) * 360) / Math.PI - 90;
}

export type Bounds = { south: number; west: number; north: number; east: number };

/** The smallest box holding every point; null for none. */
export function boundsOf(points: readonly LatLon[]): Bounds | null {
  if (points.length === 0) return null;
  let south = Infinity, west = Infinity, north = -Infinity, east = -Infinity;
  for (const [lat, lon] of points) {
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    west = Math.min(west, lon);
    east = Math.max(east, lon);
  }
  return { south, west, north, east };
}

/**
 * A projection onto a drawing: pixels per Mercator unit and the Mercator point at the drawing's
 * top-left corner. One scale for both axes, so a square street block stays square.
 */
export type Projection = { scale: number; left: number; top: number; width: number; height: number };

/** Degrees shown around a single point (or a box smaller than that): about 1.5 km, a few streets. */
export const MIN_SPAN_DEG = 0.02;

/**
 * The projection that shows the whole box centred in a width × height drawing, `padding` pixels
 * clear of each edge. A box narrower than MIN_SPAN_DEG (one point, one shop) is widened to it
 * around its centre, so a lone pin is not drawn at an absurd zoom.
 */
export function fitToBounds(b: Bounds, width: number, height: number, padding = 24): Projection {
  const cx = (b.west + b.east) / 2;
  const cy = (mercatorY(b.south) + mercatorY(b.north)) / 2;
  const spanX = Math.max(b.east - b.west, MIN_SPAN_DEG);
  const spanY = Math.max(mercatorY(b.north) - mercatorY(b.south), MIN_SPAN_DEG);
  const innerW = Math.max(1, width - 2 * padding);
  const innerH = Math.max(1, height - 2 * padding);
  const scale = Math.min(innerW / spanX, innerH / spanY);
  return { scale, left: cx - width / 2 / scale, top: cy + height / 2 / scale, width, height };
}

/** A coordinate's place in the drawing. */
export function project(p: Projection, [lat, lon]: LatLon): Point {
  return [(lon - p.left) * p.scale, (p.top - mercatorY(lat)) * p.scale];
}

/** The coordinate under a point of the drawing (the inverse of project). */
export function unproject(p: Projection, [x, y]: Point): LatLon {
  return [latitudeOf(p.top - y / p.scale), p.left + x / p.scale];
}

/** A point kept inside the drawing (a dragged pin never leaves it). */
export const clampPoint = (p: Projection, [x, y]: Point): Point =>
  [Math.max(0, Math.min(p.width, x)), Math.max(0, Math.min(p.height, y))];

/** Distance in km between two coordinates (haversine), to pick what lies near the map's centre. */
export function distanceKm([lat1, lon1]: LatLon, [lat2, lon2]: LatLon): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 12_742 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** How far from the centre zones and shops count as "this city" for the schematic's view. */
export const NEAR_KM = 30;

/**
 * What the schematic shows: the zones and shops within NEAR_KM of its focus (the map's centre); the
 * focus alone when nothing is near. Zones and shops of another city (Брянск is 200 km from Курск)
 * would otherwise shrink this city's streets to dots. The focus itself is not added to a city that
 * has zones or shops, so a caller that centres the map on the pin does not move the view with it.
 */
export function viewBounds(focus: LatLon, zones: readonly (readonly (readonly LatLon[])[])[], shops: readonly LatLon[]): Bounds {
  const near = (q: LatLon) => distanceKm(focus, q) <= NEAR_KM;
  const points: LatLon[] = [];
  for (const rings of zones) {
    const outer = rings[0] ?? [];
    if (outer.some(near)) points.push(...outer);
  }
  for (const s of shops) if (near(s)) points.push(s);
  return boundsOf(points.length > 0 ? points : [focus]) as Bounds;
}

/**
 * The schematic's projection: viewBounds fitted to the drawing, widened to take the pin in when
 * the pin would fall outside the drawing (a position from geolocation in another town). A pin the
 * shopper placed is always inside (clicks and drags are clamped), so the view does not jump then.
 */
export function schematicProjection(
  focus: LatLon,
  zones: readonly (readonly (readonly LatLon[])[])[],
  shops: readonly LatLon[],
  pin: LatLon | null,
  width: number,
  height: number,
): Projection {
  const b = viewBounds(focus, zones, shops);
  const p = fitToBounds(b, width, height);
  if (!pin) return p;
  const [x, y] = project(p, pin);
  if (x >= 0 && x <= width && y >= 0 && y <= height) return p;
  return fitToBounds(boundsOf([[b.south, b.west], [b.north, b.east], pin]) as Bounds, width, height);
}
