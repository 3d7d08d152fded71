// Where the schematic map writes a zone's name (components/receiving/map/schematic-map.tsx), in the
// drawing's pixels: pure, so it is tested without a browser.
import type { Point } from './projection';

/** Half the height of a zone's name, and a rough width per letter of it (12 px, semibold). */
const LABEL_HALF_HEIGHT = 8;
const LABEL_LETTER = 7;
/** How far a name keeps from a shop's centre: the selected circle's radius and a little air. */
const SHOP_CLEARANCE = 16;

/**
 * Where the zone's name is written: near the top of its box, else near the bottom, else mid-zone,
 * else just above or below the box (a small zone on a phone's map has no room inside), the first of
 * these whose text stays clear of every shop (a shop often sits mid-zone, and its pin must not be
 * hidden under a name) and inside the drawing's `height`; when none is, the one farthest from the shops.
 */
export function labelPoint(pts: Point[], name: string, shops: Point[], height = Infinity): Point {
  const xs = pts.map((q) => q[0]);
  const ys = pts.map((q) => q[1]);
  const top = Math.min(...ys);
  const bottom = Math.max(...ys);
  const x = (Math.min(...xs) + Math.max(...xs)) / 2;
  const inset = Math.min(16, (bottom - top) / 2);
  const outside = LABEL_HALF_HEIGHT + 4;
  const inside: Point[] = [[x, top + inset], [x, bottom - inset], [x, (top + bottom) / 2]];
  const around: Point[] = [[x, top - outside], [x, bottom + outside]];
  const fits = ([, y]: Point) => y >= LABEL_HALF_HEIGHT && y <= height - LABEL_HALF_HEIGHT;
  // a zone taller than the drawing, or with no points, still gets a place (never an empty list)
  const candidates = [...inside, ...around].filter(fits);
  if (candidates.length === 0) return inside[0];
  const halfWidth = (name.length * LABEL_LETTER) / 2;
  // distance from the label's box to the nearest shop
  const room = ([lx, ly]: Point) => Math.min(Infinity, ...shops.map(([sx, sy]) => Math.hypot(
    Math.max(0, Math.abs(sx - lx) - halfWidth),
    Math.max(0, Math.abs(sy - ly) - LABEL_HALF_HEIGHT),
  )));
  return candidates.find((c) => room(c) >= SHOP_CLEARANCE) ?? candidates.reduce((a, b) => (room(b) > room(a) ? b : a));
}
