// The offline geocoder: the seeded houses of the demo cities (table geo_houses). Forward finds the
// house by its normalised spelling; reverse the nearest house within REVERSE_RADIUS_KM, so a
// point in a field or another town is "address not determined", as the popup says.
import { and, between, eq } from 'drizzle-orm';
import { distanceKm } from '../../../domain/geo';
import type { Db } from '../../db/client';
import { geoHouses } from '../../db/schema';
import { cityKey, houseKey, streetKey } from './normalize';
import type { Found, Geocoder } from './types';

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
