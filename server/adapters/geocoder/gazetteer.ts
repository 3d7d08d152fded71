// The offline geocoder: the seeded houses of the demo cities (table geo_houses). Forward finds the
// house by its normalised spelling; reverse the nearest house within REVERSE_RADIUS_KM, so a
// point in a field or another town is "address not determined", as the popup says. Suggest offers the
// city's streets with a word starting with what was typed ('рад' → 'ул. Радищева'), then its houses.
import { and, asc, between, desc, eq, like, or, sql } from 'drizzle-orm';
import { distanceKm } from '../../../domain/geo';
import type { Db } from '../../db/client';
import { geoHouses } from '../../db/schema';
import { cityKey, houseKey, streetKey } from './normalize';
import type { AddressSuggester, Found, Geocoder } from './types';

/** How far from a known house a point may be and still read as that house's address. */
export const REVERSE_RADIUS_KM = 0.4;
// The search box around the point: at the demo cities' latitude (~52°) 0.004° of latitude is about
// 450 m and 0.0065° of longitude about 450 m, so the box holds the whole radius.
const BOX_LAT = 0.004;
const BOX_LON = 0.0065;

type Row = typeof geoHouses.$inferSelect;
const found = (r: Row): Found => ({ city: r.city, street: r.street, house: r.house, region: r.region, coordinates: [r.latitude, r.longitude] });

export function gazetteerGeocoder(db: Db): Geocoder {
  return {
    name: 'gazetteer',
    async forward(q) {
      const [row] = await db.select().from(geoHouses)
        .where(and(eq(geoHouses.cityKey, cityKey(q.city)), eq(geoHouses.streetKey, streetKey(q.street)), eq(geoHouses.houseKey, houseKey(q.house))))
        .orderBy(geoHouses.id)
        .limit(1);
      return row ? found(row) : null;
    },
    async reverse([lat, lon]) {
      const rows = await db.select().from(geoHouses).where(and(
        between(geoHouses.latitude, lat - BOX_LAT, lat + BOX_LAT),
        between(geoHouses.longitude, lon - BOX_LON, lon + BOX_LON),
      )).limit(500);
      let best: { row: Row; km: number } | null = null;
      for (const row of rows) {
        const km = distanceKm([lat, lon], [row.latitude, row.longitude]);
        if (km <= REVERSE_RADIUS_KM && (!best || km < best.km || (km === best.km && row.id < best.row.id))) best = { row, km };
      }
      return best ? found(best.row) : null;
    },
  };
}

/** The typed text as a LIKE pattern's literal part: '%' and '_' mean themselves. */
const literal = (text: string) => text.replace(/[\\%_]/g, '\\$&');

export function gazetteerSuggester(db: Db): AddressSuggester {
  return {
    name: 'gazetteer',
    async suggest(q, limit) {
      const city = cityKey(q.city);
      const street = streetKey(q.street);
      if (!city || !street) return [];
      if (q.house === undefined) {
        const typed = literal(street);
        const starts = sql<boolean>`${geoHouses.streetKey} like ${`${typed}%`}`;
        const rows = await db.select({ city: geoHouses.city, street: geoHouses.street }).from(geoHouses)
          .where(and(eq(geoHouses.cityKey, city), or(like(geoHouses.streetKey, `${typed}%`), like(geoHouses.streetKey, `% ${typed}%`))))
          .groupBy(geoHouses.city, geoHouses.street, geoHouses.streetKey)
          // a street whose name starts so before one with a later word starting so; then by name
          .orderBy(desc(starts), asc(geoHouses.street))
          .limit(limit);
        return rows.map((r) => ({ city: r.city, street: r.street, house: null }));
      }
      const length = sql<number>`length(${geoHouses.houseKey})`;
      const rows = await db.selectDistinct({ city: geoHouses.city, street: geoHouses.street, house: geoHouses.house, length, key: geoHouses.houseKey })
        .from(geoHouses)
        .where(and(eq(geoHouses.cityKey, city), eq(geoHouses.streetKey, street), like(geoHouses.houseKey, `${literal(houseKey(q.house))}%`)))
        // 1, 2 … 9, 10 …: shorter numbers first
        .orderBy(asc(length), asc(geoHouses.houseKey))
        .limit(limit);
      return rows.map((r) => ({ city: r.city, street: r.street, house: r.house }));
    },
  };
}
