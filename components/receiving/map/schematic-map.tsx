'use client';
// The schematic map: what the receiving popup draws when Yandex Maps has no key or cannot
// load (no network: the default in tests and CI). The same zones and shops, projected by
// lib/map/projection.ts onto an SVG the width of the popup. A click places the pin; the pin is
// dragged with a pointer (mouse, pen, finger) or moved with the arrow keys, and shops are buttons,
// so the whole map works without a mouse too. No tiles, no streets: a note says so.
import { useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { DEFAULT_MAP_CENTER } from '@/lib/map/map-mode';
import { labelPoint } from '@/lib/map/labels';
import { clampPoint, project, schematicProjection, unproject, type Point, type Projection } from '@/lib/map/projection';
import type { LatLon, ReceivingMapProps } from './types';
import { useWidth } from './use-width';
import styles from './map.module.css';

/** Pixels an arrow key moves the pin; with Shift, the larger step. */
const KEY_STEP = 10;
const KEY_STEP_LARGE = 50;
const ARROWS: Record<string, Point> = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
/** One hue per shop's zones, so neighbouring zones of two shops read apart. */
const ZONE_HUES = ['#1f9b4f', '#2b74c7', '#d9822b', '#8e44ad', '#c0392b', '#16a085'];

const path = (p: Projection, rings: LatLon[][]) =>
  rings.map((ring) => `M${ring.map((c) => project(p, c).map((v) => v.toFixed(1)).join(',')).join('L')}Z`).join('');

export function SchematicMap({ zones, shops, selectedShopId = null, pin = null, onPick, onShopClick, center, height }: ReceivingMapProps) {
  const [frame, width] = useWidth<HTMLDivElement>();
  const svg = useRef<SVGSVGElement>(null);
  // the city shown is chosen once from the centre (or the first pin): the view does not follow the pin
  const [firstFocus] = useState<LatLon>(() => pin ?? DEFAULT_MAP_CENTER);
  const focus = center ?? firstFocus;
  // a pin moved here shows at once; the caller's next pin replaces it (it may snap it to a house)
  const [moved, setMoved] = useState<{ at: LatLon; over: LatLon | null } | null>(null);
  const [drag, setDrag] = useState<LatLon | null>(null);
  const shown = drag ?? (moved && moved.over === pin ? moved.at : pin);
  // with no pin yet, a faint one at the centre: keyboard users move it into place like any other
  const ghost = !shown && onPick ? focus : null;
  const shownOrGhost = shown ?? ghost;
  // where the pointer took the pin, from its tip: the pin moves with the hand, it does not jump to it
  const grab = useRef<{ dx: number; dy: number; moved: boolean } | null>(null);

  const projection = useMemo(
    () => (width > 0 ? schematicProjection(focus, zones.map((z) => z.polygon), shops.map((s) => s.coordinates), pin, width, height) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- focus by value: a new array of the same centre keeps the view
    [focus[0], focus[1], zones, shops, pin, width, height],
  );
  const shopPoints = useMemo(() => (projection ? shops.map((s) => project(projection, s.coordinates)) : []), [projection, shops]);
  const hue = useMemo(() => {
    const ids = [...new Set(zones.map((z) => z.shopId))].sort((a, b) => a - b);
    return (shopId: number) => ZONE_HUES[ids.indexOf(shopId) % ZONE_HUES.length];
  }, [zones]);

  const pointOf = (e: { clientX: number; clientY: number }): Point => {
    const r = svg.current!.getBoundingClientRect();
    return [e.clientX - r.left, e.clientY - r.top];
  };
  const pick = (p: Projection, at: Point, how: 'drag' | 'click') => {
    const coords = unproject(p, clampPoint(p, at));
    setMoved({ at: coords, over: pin });
    onPick?.(coords, how);
  };

  const onMapClick = (e: MouseEvent<SVGSVGElement>) => {
    // the pin's own click (the end of a drag) and a shop's are theirs
    if (!projection || !onPick || (e.target as Element).closest('[data-map-item]')) return;
    pick(projection, pointOf(e), 'click');
  };
  const onPinDown = (e: PointerEvent<SVGGElement>) => {
    if (!projection || !onPick || !shownOrGhost || e.button !== 0) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    const [px, py] = pointOf(e);
    const [x, y] = project(projection, shownOrGhost);
    grab.current = { dx: x - px, dy: y - py, moved: false };
  };
  const dragged = (e: PointerEvent<SVGGElement>): Point => {
    const [px, py] = pointOf(e);
    return [px + grab.current!.dx, py + grab.current!.dy];
  };
  const onPinMove = (e: PointerEvent<SVGGElement>) => {
    if (!projection || !grab.current) return;
    grab.current.moved = true;
    setDrag(unproject(projection, clampPoint(projection, dragged(e))));
  };
  const onPinUp = (e: PointerEvent<SVGGElement>) => {
    if (!projection || !grab.current) return;
    const { moved: wasMoved } = grab.current;
    const at = dragged(e);
    grab.current = null;
    setDrag(null);
    // a press without a move is no new position (a focus click)
    if (wasMoved) pick(projection, at, 'drag');
  };
  const onPinKey = (e: KeyboardEvent<SVGGElement>) => {
    const dir = ARROWS[e.key];
    if (!dir || !projection || !onPick || !shownOrGhost) return;
    e.preventDefault();
    const step = e.shiftKey ? KEY_STEP_LARGE : KEY_STEP;
    const [x, y] = project(projection, shownOrGhost);
    pick(projection, [x + dir[0] * step, y + dir[1] * step], 'drag');
  };
  const onShopKey = (e: KeyboardEvent<SVGGElement>, id: number) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    onShopClick?.(id);
  };

  return (
    <div ref={frame} className={styles.schematic} style={{ height }}>
      <svg
        ref={svg}
        className={`${styles.svg} ${onPick ? styles.placing : ''}`}
        width="100%"
        height={height}
        viewBox={`0 0 ${Math.max(width, 1)} ${height}`}
        role="group"
        aria-label="Схема зон доставки и магазинов"
        onClick={onMapClick}
      >
        <defs>
          <pattern id="schematic-grid" width="40" height="40" patternUnits="userSpaceOnUse">
            <path d="M40 0H0V40" fill="none" className={styles.grid} />
          </pattern>
        </defs>
        <rect width="100%" height="100%" className={styles.ground} />
        <rect width="100%" height="100%" fill="url(#schematic-grid)" />
        {projection && zones.map((z) => {
          const [lx, ly] = labelPoint(z.polygon[0]?.map((c) => project(projection, c)) ?? [], z.name, shopPoints, projection.height);
          const selected = z.shopId === selectedShopId;
          return (
            <g key={z.id} className={selected ? styles.zoneSelected : styles.zone} style={{ color: hue(z.shopId) }}>
              <title>{`Зона доставки «${z.name}»`}</title>
              <path d={path(projection, z.polygon)} fillRule="evenodd" />
              <text x={lx} y={ly} textAnchor="middle" dominantBaseline="middle" className={styles.zoneName}>{z.name}</text>
            </g>
          );
        })}
        {projection && shops.map((s) => {
          const [x, y] = project(projection, s.coordinates);
          // another city's shops are off the drawing: no invisible buttons in the tab order
          if (x < 0 || x > projection.width || y < 0 || y > projection.height) return null;
          const selected = s.id === selectedShopId;
          return (
            <g
              key={s.id}
              data-map-item="shop"
              role="button"
              tabIndex={0}
              aria-label={`Магазин ${s.name}, ${s.address}`}
              aria-pressed={selected}
              className={selected ? styles.shopSelected : styles.shop}
              transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}
              onClick={() => onShopClick?.(s.id)}
              onKeyDown={(e) => onShopKey(e, s.id)}
            >
              <title>{`${s.name}, ${s.address}`}</title>
              <circle r={selected ? 13 : 11} />
              <path d="M-5 -2h10l-1 6h-8z M-3 -2a3 3 0 0 1 6 0" className={styles.shopIcon} />
              {selected && <text y={-20} textAnchor="middle" className={styles.shopName}>{s.name}</text>}
            </g>
          );
        })}
        {projection && shownOrGhost && (() => {
          const [x, y] = project(projection, shownOrGhost);
          return (
            <g
              data-map-item="pin"
              role="button"
              tabIndex={onPick ? 0 : -1}
              aria-label={ghost
                ? 'Метка адреса: не поставлена. Щёлкните по карте, перетащите метку или двигайте её стрелками'
                : 'Метка адреса. Перетащите её или двигайте стрелками'}
              aria-roledescription="метка на карте"
              className={`${styles.pin} ${ghost ? styles.pinGhost : ''} ${drag ? styles.pinDragging : ''}`}
              transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}
              onPointerDown={onPinDown}
              onPointerMove={onPinMove}
              onPointerUp={onPinUp}
              onPointerCancel={() => { grab.current = null; setDrag(null); }}
              onKeyDown={onPinKey}
            >
              <path d="M0 0C-3-9-12-13-12-22a12 12 0 0 1 24 0C12-13 3-9 0 0Z" />
              <circle cy={-22} r={4.5} className={styles.pinDot} />
            </g>
          );
        })()}
      </svg>
      {/* how to place the pin only where a pin can be placed (not for pickup, not at checkout) */}
      <p className={styles.note} data-testid="schematic-note">
        {onPick ? 'Карта схематичная: щёлкните, чтобы поставить метку, перетащите её или двигайте стрелками.' : 'Карта схематичная.'}
      </p>
    </div>
  );
}
