import { closeRing, parseGeoJson, ringProblems, zonesOverlap } from './zone-geometry';

const square = (lat: number, lon: number, d: number): [number, number][] =>
  [[lat - d, lon - d], [lat - d, lon + d], [lat + d, lon + d], [lat + d, lon - d], [lat - d, lon - d]];

describe('parseGeoJson', () => {
  const ring = [[36.1, 51.7], [36.2, 51.7], [36.2, 51.8], [36.1, 51.7]];
  it('reads a Polygon, a Feature, a one-feature collection and a one-polygon MultiPolygon as [lat, lon]', () => {
    const want = { polygon: [[[51.7, 36.1], [51.7, 36.2], [51.8, 36.2], [51.7, 36.1]]] };
    expect(parseGeoJson(JSON.stringify({ type: 'Polygon', coordinates: [ring] }))).toEqual(want);
    expect(parseGeoJson(JSON.stringify({ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring] } }))).toEqual(want);
    expect(parseGeoJson(JSON.stringify({ type: 'FeatureCollection', features: [{ type: 'Feature', geometry: { type: 'MultiPolygon', coordinates: [[ring]] } }] }))).toEqual(want);
  });
  it('refuses in Russian: not JSON, another type, an open ring, too few points, a point off the Earth, two polygons', () => {
    expect(parseGeoJson('{')).toEqual({ error: 'Это не GeoJSON: текст не читается как JSON.' });
    expect(parseGeoJson('{"type":"Point","coordinates":[1,2]}')).toEqual({ error: 'Тип Point не подходит: нужен Polygon или MultiPolygon.' });
    expect(parseGeoJson(JSON.stringify({ type: 'Polygon', coordinates: [ring.slice(0, 3)] }))).toEqual({ error: 'Контур не замкнут: последняя точка должна совпадать с первой.' });
    expect(parseGeoJson(JSON.stringify({ type: 'Polygon', coordinates: [[[1, 1], [2, 2], [1, 1]]] }))).toEqual({ error: 'В контуре меньше трёх разных точек.' });
    expect('error' in parseGeoJson(JSON.stringify({ type: 'Polygon', coordinates: [[[200, 1], [2, 2], [3, 1], [200, 1]]] }))).toBe(true);
    expect(parseGeoJson(JSON.stringify({ type: 'MultiPolygon', coordinates: [[ring], [ring]] }))).toEqual({ error: 'Зона — один многоугольник: в MultiPolygon должен быть ровно один.' });
    expect(parseGeoJson(JSON.stringify({ type: 'FeatureCollection', features: [{ type: 'Feature', geometry: { type: 'Point', coordinates: [1, 2] } }] })))
      .toEqual({ error: 'В коллекции нет ни одного многоугольника (Polygon).' });
    expect(parseGeoJson(' ')).toEqual({ error: 'Вставьте GeoJSON или выберите файл.' });
    expect(parseGeoJson(`{"type":"Polygon","coordinates":[[${'[1.000000000001,2],'.repeat(60_000)}[1,2]]]}`)).toEqual({ error: 'Файл GeoJSON больше 1 МБ: упростите границу (не больше 2000 точек).' });
    expect(parseGeoJson(JSON.stringify({ type: 'Polygon', coordinates: [Array.from({ length: 2001 }, (_, i) => [i / 10000, Math.sin(i)]).concat([[0, 0]])] })))
      .toEqual({ error: 'В контуре больше 2000 точек.' });
  });
  it('takes a FeatureCollection\'s first polygon, past its points and lines', () => {
    const doc = { type: 'FeatureCollection', features: [
      { type: 'Feature', geometry: { type: 'Point', coordinates: [36.15, 51.75] } },
      { type: 'Feature', geometry: { type: 'Polygon', coordinates: [ring] } },
      { type: 'Feature', geometry: { type: 'Polygon', coordinates: [[[1, 1], [1, 2], [2, 2], [1, 1]]] } },
    ] };
    expect(parseGeoJson(JSON.stringify(doc))).toEqual({ polygon: [[[51.7, 36.1], [51.7, 36.2], [51.8, 36.2], [51.7, 36.1]]] });
  });
});

describe('rings and overlaps', () => {
  it('closes an open ring and finds no problem in a square', () => {
    expect(closeRing([[1, 1], [1, 2], [2, 2]])).toEqual([[1, 1], [1, 2], [2, 2], [1, 1]]);
    expect(ringProblems([square(10, 10, 1)])).toEqual([]);
    expect(ringProblems([])).toHaveLength(1);
  });
  it('flags crossing and nested zones, not zones sharing only a border or far apart', () => {
    expect(zonesOverlap([square(10, 10, 1)], [square(10.5, 10.5, 1)])).toBe(true);
    expect(zonesOverlap([square(10, 10, 1)], [square(10, 10, 0.2)])).toBe(true);
    expect(zonesOverlap([square(10, 10, 1)], [square(10, 10, 1)])).toBe(true);
    expect(zonesOverlap([square(10, 10, 1)], [square(10, 12, 1)])).toBe(false);
    expect(zonesOverlap([square(10, 10, 1)], [square(30, 30, 1)])).toBe(false);
  });
});
