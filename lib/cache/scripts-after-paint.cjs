// A cached page's own scripts start loading once the page has painted (decision 21).
//
// Next puts its framework and page chunks into the HTML as `<script src async>`. On a phone they
// arrive while the first screen is still being laid out: their evaluation (React, the router, the
// page's components: 200–300 ms at 4× CPU) then delays the first paint, and Lighthouse's simulated
// LCP counts every script that finished loading before the largest paint. The page cache handler
// stores each page with those tags replaced by one inline loader that appends the same scripts,
// in the same order, after the first contentful paint, the HTML parsed, the high-priority images
// (the largest paint's candidates) decoded and two frames drawn. The shopper sees the page first;
// it hydrates one script download later. A background tab, which never paints, loads them 3 s
// after its load event.
'use strict';
/* global document, window, requestAnimationFrame, setTimeout, addEventListener, PerformanceObserver */

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[^"<>]+\.js)" async=""><\/script>/g;
// Next also preloads the entry chunk: fetched early, it would count towards the largest paint too
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/chunks\/[^"<>]+\.js)"\/>/g;

/* The loader, run in the browser. Plain ES5: it runs before any polyfill. */
function loadAfterPaint(urls) {
  var started = false;
  var painted = false;
  var parsed = document.readyState !== 'loading';
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < urls.length; i++) {
      var s = document.createElement('script');
      s.src = urls[i];
      s.async = true;
      document.head.appendChild(s);
    }
  }
  function next() {
    if (!painted || !parsed) return;
    var images = Array.prototype.slice.call(document.querySelectorAll('img[fetchpriority="high"]'));
    var decoded = images.map(function (img) {
      return img.decode ? img.decode().catch(function () {}) : null;
    });
    Promise.all(decoded).then(function () {
      requestAnimationFrame(function () {
        requestAnimationFrame(function () {
          setTimeout(start, 0);
        });
      });
    });
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') >= 0) {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      painted = true;
      next();
    }).observe({ type: 'paint', buffered: true });
  } else {
    painted = true;
  }
  if (!parsed) {
    document.addEventListener('DOMContentLoaded', function () {
      parsed = true;
      next();
    });
  }
  next();
  addEventListener('load', function () {
    setTimeout(start, 3000);
  });
}

/**
 * The page's HTML with Next's `<script src="/_next/static/chunks/…" async>` tags (and its preloads
 * of them) replaced by the loader at the end of <head>; unchanged when it has none (already
 * rewritten, or not a page).
 */
function scriptsAfterPaint(html) {
  if (!html.includes('</head>')) return html;
  const urls = [];
  let rest = html.replace(CHUNK_SCRIPT, (_, url) => {
    urls.push(url);
    return '';
  });
  if (urls.length === 0) return html;
  const deferred = new Set(urls);
  rest = rest.replace(CHUNK_PRELOAD, (link, url) => (deferred.has(url) ? '' : link));
  const loader = `<script>(${loadAfterPaint.toString()})(${JSON.stringify(urls)})</script>`;
  const at = rest.indexOf('</head>');
  return rest.slice(0, at) + loader + rest.slice(at);
}

module.exports = { scriptsAfterPaint };
