// The schematic map of the back office's zones: an SVG of the polygons (no map key needed), the
// edited zone in colour, the shop's other zones and other shops' in grey, the shop and a test point.
import type { LatLon } from '@/domain/geo';
import s from './shops.module.css';

type Shape = { id: number; name: string; polygon: readonly (readonly LatLon[])[]; current?: boolean; overlaps?: boolean };

const W = 640;
const H = 400;

export function ZoneMap({ shapes, shop, point }: { shapes: Shape[]; shop: LatLon; point: LatLon | null }) {
  const pts = [...shapes.flatMap((z) => z.polygon[0] ?? []), shop, ...(point ? [point] : [])];
  const lats = pts.map((p) => p[0]);
  const lons = pts.map((p) => p[1]);
  const [minLat, maxLat, minLon, maxLon] = [Math.min(...lats), Math.max(...lats), Math.min(...lons), Math.max(...lons)];
  const k = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const spanX = Math.max((maxLon - minLon) * k, 1e-6);
  const spanY = Math.max(maxLat - minLat, 1e-6);
  const scale = Math.min((W - 40) / spanX, (H - 40) / spanY);
  const xy = ([lat, lon]: LatLon) => [20 + (lon - minLon) * k * scale, H - 20 - (lat - minLat) * scale] as const;
  const path = (polygon: Shape['polygon']) => polygon.map((ring) => `M${ring.map((p) => xy(p).join(',')).join('L')}Z`).join(' ');
  const [sx, sy] = xy(shop);
  return (
    <svg className={s.map} viewBox={`0 0 ${W} ${H}`} role="img" aria-label="Схема зон доставки">
      {shapes.filter((z) => !z.current).map((z) => (
        <path key={z.id} d={path(z.polygon)} fill={z.overlaps ? 'rgba(200,40,40,0.15)' : 'rgba(120,120,120,0.12)'} stroke={z.overlaps ? '#b42318' : '#8a8a8a'} strokeWidth={1} fillRule="evenodd">
          <title>{z.name}</title>
        </path>
      ))}
      {shapes.filter((z) => z.current).map((z) => (
        <path key={z.id} d={path(z.polygon)} fill="rgba(46,125,50,0.25)" stroke="#2e7d32" strokeWidth={2} fillRule="evenodd" data-testid="zone-current">
          <title>{z.name}</title>
        </path>
      ))}
      <circle cx={sx} cy={sy} r={6} fill="#1b5e20"><title>Магазин</title></circle>
      {point && (() => {
        const [px, py] = xy(point);
        return <circle cx={px} cy={py} r={6} fill="#d32f2f" stroke="#fff" strokeWidth={2}><title>Проверяемый адрес</title></circle>;
      })()}
    </svg>
  );
}
