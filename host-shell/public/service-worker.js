/*
 * The shell's service worker (shell-and-freelancer.md §7: registered at /service-worker.js; ADR 0076).
 *
 * - Pages (navigations): network first; the last good copy of the shell page answers only when the network fails.
 * - Content-hashed files of the shell and of published remote versions: cache first (their names change with their
 *   content, so a cached copy is never stale).
 * - Everything else goes straight to the network and is never cached here: /api/*, /registry.json, every
 *   mf-manifest.json, remoteEntry.js and remote.json, so a newly published remote is seen on the next load.
 *
 * Plain script (no build step): the gateway serves it from the host build with no-cache, so a new worker is picked
 * up on the next visit. `self.shellWorker` exposes the rules for the unit tests.
 */
(function (self) {
  'use strict';

  var VERSION = 'v1';
  var CACHE = 'shell-' + VERSION;
  var PAGE_KEY = '/__shell-page';
  var MAX_ENTRIES = 300;
  var HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpe?g|gif|webp)$/i;
  var NEVER = /(^|\/)(mf-manifest\.json|remoteEntry\.js|remote\.json|registry\.json|service-worker\.js)$/;

  /** 'page' (network first, cached shell page as fallback), 'immutable' (cache first) or 'network' (not handled). */
  function strategyFor(url, mode, origin) {
    var u = new URL(url);
    if (u.origin !== origin) return 'network';
    var path = u.pathname;
    if (path.indexOf('/api/') === 0 || path === '/healthz' || NEVER.test(path)) return 'network';
    if (mode === 'navigate') return 'page';
    var name = path.split('/').pop() || '';
    var shellFile = path.lastIndexOf('/') === 0;
    var remoteFile = /^\/remotes\/[^/]+\/[^/]+\//.test(path);
    if ((shellFile || remoteFile) && HASHED.test(name)) return 'immutable';
    return 'network';
  }

  function trim(cache) {
    return cache.keys().then(function (keys) {
      var extra = keys.length - MAX_ENTRIES;
      var doomed = [];
      for (var i = 0; i < keys.length && extra > 0; i++) {
        if (new URL(keys[i].url).pathname === PAGE_KEY) continue;
        doomed.push(cache.delete(keys[i]));
        extra--;
      }
      return Promise.all(doomed);
    });
  }

  function page(request) {
    return fetch(request)
      .then(function (response) {
        var type = response.headers.get('content-type') || '';
        if (response.ok && type.indexOf('text/html') === 0) {
          var copy = response.clone();
          self.caches.open(CACHE).then(function (cache) {
            return cache.put(new Request(new URL(PAGE_KEY, self.location.origin).href), copy);
          });
        }
        return response;
      })
      .catch(function (error) {
        return self.caches
          .open(CACHE)
          .then(function (cache) {
            return cache.match(new URL(PAGE_KEY, self.location.origin).href);
          })
          .then(function (cached) {
            if (cached) return cached;
            throw error;
          });
      });
  }

  function immutable(request) {
    return self.caches.open(CACHE).then(function (cache) {
      return cache.match(request).then(function (cached) {
        if (cached) return cached;
        return fetch(request).then(function (response) {
          if (response.ok && response.type === 'basic') {
            var copy = response.clone();
            cache.put(request, copy).then(function () {
              return trim(cache);
            });
          }
          return response;
        });
      });
    });
  }

  function onFetch(event) {
    var request = event.request;
    if (request.method !== 'GET') return;
    var strategy = strategyFor(request.url, request.mode, self.location.origin);
    if (strategy === 'page') event.respondWith(page(request));
    else if (strategy === 'immutable') event.respondWith(immutable(request));
  }

  self.addEventListener('install', function (event) {
    // Keep the shell page for the next visit, then take over without waiting for old tabs to close.
    event.waitUntil(
      self.caches
        .open(CACHE)
        .then(function (cache) {
          return fetch('/', { cache: 'no-cache' }).then(function (response) {
            if (response.ok) return cache.put(new Request(new URL(PAGE_KEY, self.location.origin).href), response);
            return undefined;
          });
        })
        .catch(function () {
          return undefined;
        })
        .then(function () {
          return self.skipWaiting();
        }),
    );
  });

  self.addEventListener('activate', function (event) {
    event.waitUntil(
      self.caches
        .keys()
        .then(function (names) {
          return Promise.all(
            names
              .filter(function (name) {
                return name.indexOf('shell-') === 0 && name !== CACHE;
              })
              .map(function (name) {
                return self.caches.delete(name);
              }),
          );
        })
        .then(function () {
          return self.clients.claim();
        }),
    );
  });

  self.addEventListener('fetch', onFetch);

  self.shellWorker = { strategyFor: strategyFor, onFetch: onFetch, CACHE: CACHE, PAGE_KEY: PAGE_KEY };
})(self);
