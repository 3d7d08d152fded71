// The back office's delivery zone borders (issue 39): a pasted or uploaded GeoJSON (a Polygon or a
// one-polygon MultiPolygon, bare or in a Feature, or a FeatureCollection's first such) read into the
// zones' own rings of [lat, lon] (GeoJSON writes [lon, lat]); a ring checked (closed, at least three
// distinct points, sane coordinates), with Russian messages; and whether two zones overlap.
import { ringPosition, type LatLon, type Polygon, type Ring } from './geo';

/** The most points a ring may have: a hand-drawn district has tens, a traced one a few hundred. */
export const MAX_RING_POINTS = 2000;
export const MAX_RINGS = 20;
/** The most GeoJSON text read: 2000 points with long decimals and properties fit well under it. */
export const MAX_GEOJSON_CHARS = 1_000_000;

export type RingProblem = { ring: number; message: string };

const same = (a: LatLon, b: LatLon) => a[0] === b[0] && a[1] === b[1];

/** A ring as drawn: closes it when its last point is not its first (the list of points leaves it open). */
export function closeRing(ring: Ring): LatLon[] {
  if (ring.length === 0) return [];
  return same(ring[0], ring[ring.length - 1]) ? [...ring] : [...ring, ring[0]];
}

/** What is wrong with the zone's rings (none: it may be saved). Rings come closed (closeRing). */
export function ringProblems(polygon: Polygon): RingProblem[] {
  const problems: RingProblem[] = [];
  if (polygon.length === 0) return [{ ring: 0, message: 'У зоны должна быть граница: не меньше трёх точек.' }];
  if (polygon.length > MAX_RINGS) problems.push({ ring: 0, message: `Не больше ${MAX_RINGS} контуров в одной зоне.` });
  polygon.forEach((ring, i) => {
    const bad = ring.find(([lat, lon]) => !Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180);
    if (bad) {
      problems.push({ ring: i, message: `Точка ${bad.join(', ')} вне Земли: широта от -90 до 90, долгота от -180 до 180.` });
      return;
    }
    if (ring.length < 2 || !same(ring[0], ring[ring.length - 1])) {
      problems.push({ ring: i, message: 'Контур не замкнут: последняя точка должна совпадать с первой.' });
      return;
    }
    const distinct = new Set(ring.slice(0, -1).map((p) => p.join(','))).size;
    if (distinct < 3) problems.push({ ring: i, message: 'В контуре меньше трёх разных точек.' });
    if (ring.length > MAX_RING_POINTS + 1) problems.push({ ring: i, message: `В контуре больше ${MAX_RING_POINTS} точек.` });
  });
  return problems;
}

type Json = unknown;
const isObject = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A GeoJSON text read into the zone's rings of [lat, lon], or a Russian message saying why not. */
export function parseGeoJson(text: string): { polygon: LatLon[][] } | { error: string } {
  if (text.length > MAX_GEOJSON_CHARS) return { error: 'Файл GeoJSON больше 1 МБ: упростите границу (не больше 2000 точек).' };
  if (text.trim() === '') return { error: 'Вставьте GeoJSON или выберите файл.' };
  let doc: Json;
  try {
    doc = JSON.parse(text);
  } catch {
    return { error: 'Это не GeoJSON: текст не читается как JSON.' };
  }
  if (isObject(doc) && doc.type === 'FeatureCollection') {
    const features = Array.isArray(doc.features) ? doc.features : [];
    // a layer exported from a map editor holds points and lines too: the zone is its first polygon
    const polygonal = (f: Json) => isObject(f) && isObject(f.geometry) && (f.geometry.type === 'Polygon' || f.geometry.type === 'MultiPolygon');
    const first = features.find(polygonal);
    if (!first) return { error: 'В коллекции нет ни одного многоугольника (Polygon).' };
    doc = first;
  }
  if (isObject(doc) && doc.type === 'Feature') doc = doc.geometry;
  if (!isObject(doc)) return { error: 'Нужен GeoJSON с типом Polygon или MultiPolygon.' };
  let rings: Json = doc.coordinates;
  if (doc.type === 'MultiPolygon') {
    if (!Array.isArray(rings) || rings.length !== 1) return { error: 'Зона — один многоугольник: в MultiPolygon должен быть ровно один.' };
    rings = rings[0];
  } else if (doc.type !== 'Polygon') {
    return { error: `Тип ${String(doc.type)} не подходит: нужен Polygon или MultiPolygon.` };
  }
  if (!Array.isArray(rings) || rings.length === 0) return { error: 'В многоугольнике нет ни одного контура.' };
  const polygon: LatLon[][] = [];
  for (const ring of rings) {
    if (!Array.isArray(ring)) return { error: 'Контур должен быть списком точек [долгота, широта].' };
    const points: LatLon[] = [];
    for (const p of ring) {
      if (!Array.isArray(p) || p.length < 2 || typeof p[0] !== 'number' || typeof p[1] !== 'number') {
        return { error: 'Каждая точка GeoJSON — пара чисел [долгота, широта].' };
      }
      points.push([p[1], p[0]]);
    }
    polygon.push(points);
  }
  const problems = ringProblems(polygon);
  return problems.length ? { error: problems[0].message } : { polygon };
}

/** The zone's rings as a GeoJSON Polygon geometry (for copying out and editing elsewhere). */
export const toGeoJson = (polygon: Polygon) => ({ type: 'Polygon' as const, coordinates: polygon.map((r) => r.map(([lat, lon]) => [lon, lat])) });

const cross = (o: LatLon, a: LatLon, b: LatLon) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

/** Whether segments ab and cd cross properly (touching at an end does not count). */
function segmentsCross(a: LatLon, b: LatLon, c: LatLon, d: LatLon): boolean {
  const d1 = cross(c, d, a); const d2 = cross(c, d, b); const d3 = cross(a, b, c); const d4 = cross(a, b, d);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

/** Whether two zones' outer rings share some area: their borders cross, or one holds a point of the other (holes are not asked). */
export function zonesOverlap(a: Polygon, b: Polygon): boolean {
  const [ra, rb] = [a[0], b[0]];
  if (!ra || !rb || ra.length < 4 || rb.length < 4) return false;
  for (let i = 0; i + 1 < ra.length; i++) {
    for (let j = 0; j + 1 < rb.length; j++) if (segmentsCross(ra[i], ra[i + 1], rb[j], rb[j + 1])) return true;
  }
  const centroid = (r: Ring): LatLon => {
    const pts = r.slice(0, -1);
    return [pts.reduce((s, p) => s + p[0], 0) / pts.length, pts.reduce((s, p) => s + p[1], 0) / pts.length];
  };
  // a shared border is no overlap: only a point strictly inside the other counts
  const inside = (p: LatLon, r: Ring) => ringPosition(p, r) === 'inside';
  return ra.slice(0, -1).some((p) => inside(p, rb)) || rb.slice(0, -1).some((p) => inside(p, ra))
    || inside(centroid(ra), rb) || inside(centroid(rb), ra);
}
