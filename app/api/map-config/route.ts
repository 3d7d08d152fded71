// GET /api/map-config: what the receiving popup's map needs from the server, read at run
// time, so one build serves with or without a map and a new key needs a restart, not a rebuild
// (a NEXT_PUBLIC_ variable would be inlined into the build). The browser asks once per page, when
// the popup's map first opens. A Yandex Maps JavaScript API key is public by design (it travels in
// the script's URL); restrict it by HTTP Referer in Yandex's developer console.
import { env } from '@/lib/env';

export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json(
    { yandexMapsApiKey: env.yandexMapsApiKey() },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}
