// Sources of the Content-Security-Policy shared by next.config.mjs (the policy every response gets)
// and the page cache handler (the script hashes of each cached page). CommonJS: the cache handler
// is loaded by Next at run time without compiling it.
'use strict';

// Yandex Maps (shop picker, delivery address) is not built yet. When it is, list its public paths
// in MAP_PATHS: those pages then allow these hosts (script, images, tiles, API calls, frames).
const YANDEX_MAPS_SOURCES = [
  'https://api-maps.yandex.ru', 'https://*.api-maps.yandex.ru', 'https://yandex.ru', 'https://*.yandex.ru',
  'https://*.yandex.net', 'https://yastatic.net',
];
/** Path prefixes (as the browser sees them) of pages with the map; none yet. */
const MAP_PATHS = [];

const usesMap = (pathname) => MAP_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));

module.exports = { YANDEX_MAPS_SOURCES, MAP_PATHS, usesMap };
