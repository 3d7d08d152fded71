// The part of the page cache that several storefront processes share through Redis (REDIS_URL):
//
// 1. page entries: every page a storefront renders is also stored in Redis, and every read asks Redis
//    first, so a page rendered (or re-rendered after a change) by one storefront is what all serve;
// 2. revalidated tags: Next keeps which tags and paths were revalidated, and when, in one in-memory
//    map per process (tags-manifest.external). A revalidation on one storefront is written to a Redis
//    hash and published; every storefront copies it into its own map (at once by pub/sub, and the
//    whole hash on each (re)connection), so Next's own staleness rules see it everywhere.
//
// Redis is trusted for nothing: anyone who can write to it could otherwise serve any HTML to every
// shopper. Each page entry is signed (HMAC-SHA256 over its Redis key and bytes) with a key Redis never
// sees, derived from NEXTAUTH_SECRET (which every storefront of a shop shares); an entry whose
// signature fails reads as a miss (issue 35). The revalidated tags are not signed: a forged one only
// makes a page render again.
//
// Redis is a help, never a need: while it is away (not configured, down, or slower than
// READ_TIMEOUT_MS) each storefront serves and stores its local cache as before, and reconnects on its
// own. Its size is Redis's business (maxmemory with allkeys-lru: deploy/, scripts/cluster.ts) plus a
// time to live on each entry.
'use strict';
/* global process, setTimeout, console, Buffer */
const v8 = require('node:v8');
const { createHmac, timingSafeEqual } = require('node:crypto');
const { checked } = require('../env-read.cjs');
const { tagsManifest } = require('next/dist/server/lib/incremental-cache/tags-manifest.external');

const PREFIX = 'shop:';
const TAGS_KEY = `${PREFIX}tags`;
const TAGS_CHANNEL = `${PREFIX}tags`;
const PAGE_KEY = (key) => `${PREFIX}page:${key}`;
/** an entry not read or rewritten for this long leaves Redis even below maxmemory */
const ENTRY_TTL_S = 7 * 24 * 3600;
/** a Redis that answers slower than this is treated as away for that read */
const READ_TIMEOUT_MS = 150;
/** a stored entry is a v8-serialized object with this version: another layout reads as a miss */
const FORMAT = 2;
const MAC_BYTES = 32;

/** The signing key of the shared entries, from the storefronts' common secret (never sent to Redis). */
const cacheKeyFrom = (secret) => createHmac('sha256', secret).update('shop:page-cache:v2').digest();

const macOf = (key, redisKey, bytes) => createHmac('sha256', key).update(redisKey).update('\0').update(bytes).digest();

/** MAC then the v8 bytes of `entry`. */
function sign(key, redisKey, entry) {
  const bytes = v8.serialize({ format: FORMAT, entry });
  return Buffer.concat([macOf(key, redisKey, bytes), bytes]);
}

/** The entry of a stored value whose MAC is right, else undefined (forged, another key, or another layout). */
function verified(key, redisKey, raw) {
  if (!Buffer.isBuffer(raw) || raw.length <= MAC_BYTES) return undefined;
  const bytes = raw.subarray(MAC_BYTES);
  if (!timingSafeEqual(raw.subarray(0, MAC_BYTES), macOf(key, redisKey, bytes))) return undefined;
  const stored = v8.deserialize(bytes);
  return stored && stored.format === FORMAT ? stored.entry : undefined;
}

/** A manifest entry merged with another: the later of each time wins. */
function merged(a = {}, b = {}) {
  const out = { ...a };
  for (const field of ['stale', 'expired']) {
    if (typeof b[field] === 'number' && !(typeof a[field] === 'number' && a[field] >= b[field])) out[field] = b[field];
  }
  return out;
}

function applyTag(tag, entry) {
  if (!entry || typeof entry !== 'object') return;
  tagsManifest.set(tag, merged(tagsManifest.get(tag), entry));
}

function parse(json) {
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}

const within = (promise, ms) => Promise.race([
  promise,
  new Promise((_, reject) => setTimeout(() => reject(new Error(`redis: no answer within ${ms} ms`)), ms).unref()),
]);

/**
 * The shared layer for the Redis at `url`: `read(key)`, `write(key, entry)`, `publishTags(tags)`.
 * `key` signs the entries (a Buffer; the storefronts sharing the Redis must share it).
 * One per process (the handler is constructed per request).
 */
function sharedCache(url, { log = console, key } = {}) {
  if (!Buffer.isBuffer(key) || key.length < 16) throw new Error('shared page cache: a signing key is required');
  // required here, not at the top: a storefront without REDIS_URL never loads the client
  const { createClient, RESP_TYPES } = require('redis');
  let warned = false;
  let refusedSeen = false;
  const warn = (what, err) => {
    if (warned) return;
    warned = true;
    log.warn(`[page cache] Redis ${what} (${err instanceof Error ? err.message : String(err)}): serving the local cache until it is back`);
  };
  const options = {
    url,
    // commands fail at once while disconnected instead of queueing behind a dead connection
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (tries) => Math.min(100 * 2 ** tries, 5_000) },
  };
  const client = createClient(options);
  const subscriber = client.duplicate();
  // the same connection, answering bulk strings as Buffers: entries are binary
  const binary = client.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
  for (const c of [client, subscriber]) c.on('error', (err) => warn('unavailable', err));

  const loadTags = async () => {
    const all = await client.hGetAll(TAGS_KEY);
    for (const [tag, json] of Object.entries(all)) applyTag(tag, parse(json));
  };
  client.on('ready', () => {
    if (warned) log.info('[page cache] Redis is back');
    warned = false;
    // revalidations missed while away
    loadTags().catch((err) => warn('tags not loaded', err));
  });
  client.connect().catch((err) => warn('not reachable', err));
  subscriber.connect()
    .then(() => subscriber.subscribe(TAGS_CHANNEL, (message) => {
      const m = parse(message);
      if (m && typeof m.tag === 'string') applyTag(m.tag, m.entry);
    }))
    .catch((err) => warn('not subscribed', err));

  return {
    /** Whether Redis is connected now (the /ready route). */
    isReady: () => client.isReady,
    /** The entry Redis holds for `key`, or undefined (a miss, or Redis away). */
    async read(page) {
      if (!client.isReady) return undefined;
      try {
        const raw = await within(binary.get(PAGE_KEY(page)), READ_TIMEOUT_MS);
        if (!raw) return undefined;
        const entry = verified(key, PAGE_KEY(page), raw);
        if (entry === undefined && !refusedSeen) {
          refusedSeen = true;
          log.warn(`[page cache] refused ${PAGE_KEY(page)} from Redis: its signature does not match (written by someone without this shop's NEXTAUTH_SECRET); served as a miss`);
        }
        return entry;
      } catch (err) {
        warn('read failed', err);
        return undefined;
      }
    },
    async write(page, entry) {
      if (!client.isReady) return;
      try {
        await client.set(PAGE_KEY(page), sign(key, PAGE_KEY(page), entry), { EX: ENTRY_TTL_S });
      } catch (err) {
        warn('write failed', err);
      }
    },
    /** Shares what this process's manifest now says of `tags`. */
    async publishTags(tags) {
      if (!client.isReady) return;
      try {
        for (const tag of tags) {
          const entry = tagsManifest.get(tag);
          if (!entry) continue;
          await client.hSet(TAGS_KEY, tag, JSON.stringify(entry));
          await client.publish(TAGS_CHANNEL, JSON.stringify({ tag, entry }));
        }
      } catch (err) {
        warn('revalidation not shared', err);
      }
    },
    async close() {
      // destroy, not quit: quit waits for a reply a dead connection never sends
      for (const c of [client, subscriber]) {
        try {
          c.destroy();
        } catch {
          // already closed
        }
      }
    },
  };
}

// on globalThis: the cache handler and the /ready route (app/ready) load this file from different
// bundles, and one process keeps one pair of connections
const SHARED = Symbol.for('shop.sharedCache');
/** The process's shared layer, or null without REDIS_URL. */
function sharedCacheFromEnv() {
  // a bad value throws, naming the variable, rather than silently running without the shared cache
  const url = checked('REDIS_URL', process.env.REDIS_URL);
  if (!url) return null;
  // the storefronts' shared secret (lib/env.ts checks it; scripts/stack.ts and cluster set one)
  const secret = process.env.NEXTAUTH_SECRET;
  if (!secret) {
    console.warn('[page cache] REDIS_URL without NEXTAUTH_SECRET: nothing to sign the shared entries with, each storefront keeps its own cache');
    return null;
  }
  globalThis[SHARED] ??= sharedCache(url, { key: cacheKeyFrom(secret) });
  return globalThis[SHARED];
}

module.exports = { sharedCache, sharedCacheFromEnv, merged, cacheKeyFrom };
