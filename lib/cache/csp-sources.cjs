// Sources of the Content-Security-Policy shared by next.config.mjs (the policy every response gets)
// and the page cache handler (the script hashes of each cached page). CommonJS: the cache handler
// is loaded by Next at run time without compiling it.
'use strict';

// Yandex Maps 2.1 (the receiving popup's map), loaded with csp=true, directive by directive,
// each only where the API needs it. The popup is in every page's header and opens by itself while no
// shop is chosen, so every page allows these; the key (YANDEX_MAPS_API_KEY) is read at run time while
// this policy is fixed at build, so they are allowed with or without a key. Without a key nothing is
// fetched from them, and a refused or failed script only gives the schematic map.
// Scripts: the API and its modules only. Not the *.yandex.ru wildcard nor yastatic.net: other
// services' JSONP endpoints and a public library CDN there would let an injected script tag past the
// cached pages' hash policy. Not checked against the live API here (no network in this sandbox): a
// violation in the browser console with a key set names the host to add.
const YANDEX_MAPS_SCRIPT_SOURCES = [
  'https://api-maps.yandex.ru', 'https://*.api-maps.yandex.ru', 'https://suggest-maps.yandex.ru', 'https://*.maps.yandex.net',
];
/** Tiles, icons and the API's requests (img-src, connect-src). */
const YANDEX_MAPS_SOURCES = [
  'https://api-maps.yandex.ru', 'https://*.api-maps.yandex.ru', 'https://yandex.ru', 'https://*.yandex.ru',
  'https://*.yandex.net', 'https://yastatic.net',
];
/** csp=true: the API's styles come as blob: stylesheets instead of inline ones. */
const YANDEX_MAPS_STYLE_SOURCES = ['blob:'];
/** The API's own frames (e.g. the map's "open in Yandex Maps" block, suppressed but still built). */
const YANDEX_MAPS_FRAME_SOURCES = ['https://api-maps.yandex.ru'];

// Yandex SmartCaptcha (the auth popup, components/auth/captcha.tsx): its script and its frame.
const SMARTCAPTCHA_SOURCES = ['https://smartcaptcha.yandexcloud.net'];

/** Outside scripts every page may load (script-src, in both policies). */
const SCRIPT_SOURCES = [...YANDEX_MAPS_SCRIPT_SOURCES, ...SMARTCAPTCHA_SOURCES];

module.exports = {
  YANDEX_MAPS_SCRIPT_SOURCES, YANDEX_MAPS_SOURCES, YANDEX_MAPS_STYLE_SOURCES, YANDEX_MAPS_FRAME_SOURCES,
  SMARTCAPTCHA_SOURCES, SCRIPT_SOURCES,
};
