// Glowfolio's service worker: small and hand-written (docs/architecture.md says why not Serwist).
//
// What it keeps: the offline page and the app shell's static files (/_next/static/, hashed and the same
// for every owner, and the icons). What it never keeps: pages (HTML carries the signed-in owner's
// data), /v1 and /api answers, uploads. So nothing of one owner's can be served to the next login.
//
// Pushes: every push shows a notification (iOS withdraws the subscription of a site that pushes
// silently); a tap opens the screen the push names, in the app's window when one is open; the app
// icon's badge shows the unseen count the push carries (Badging API, where there is one).
const VERSION = 'v1'
const SHELL = `glowfolio-shell-${VERSION}`
const STATIC = `glowfolio-static-${VERSION}`
const OFFLINE_URL = '/offline.html'
const SHELL_FILES = [OFFLINE_URL, '/icons/icon-192.png', '/icons/badge-96.png']
const STATIC_LIMIT = 150
const TODAY = '/dashboard/today'

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll(SHELL_FILES))
      .then(() => self.skipWaiting()),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== SHELL && name !== STATIC).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  )
})

const isAppPage = (url) => url.origin === self.location.origin && (url.pathname === '/dashboard' || url.pathname.startsWith('/dashboard/'))

/** Only files that are the same for everybody: Next's hashed build output and the app's icons. */
const isShellFile = (url) => url.origin === self.location.origin && (url.pathname.startsWith('/_next/static/') || url.pathname.startsWith('/icons/'))

async function cacheFirst(request) {
  const cache = await caches.open(STATIC)
  const cached = await cache.match(request)
  if (cached) return cached
  const response = await fetch(request)
  if (response.ok && response.type === 'basic') {
    await cache.put(request, response.clone())
    const keys = await cache.keys()
    if (keys.length > STATIC_LIMIT) await cache.delete(keys[0])
  }
  return response
}

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  // The app's pages always come from the network; offline, the offline page stands in (never a stored
  // page). Other pages (public sites, reviews, offers) are left to the browser: a fetch made here may
  // take a stale copy under stale-while-revalidate, so an owner would not see her own site change.
  if (request.mode === 'navigate' && isAppPage(url)) {
    event.respondWith(fetch(request).catch(() => caches.match(OFFLINE_URL, { cacheName: SHELL })))
    return
  }
  if (isShellFile(url)) event.respondWith(cacheFirst(request))
  // Everything else (/v1, /api, uploads, other origins) goes to the network untouched and is never stored.
})

self.addEventListener('push', (event) => {
  let message = null
  try {
    message = event.data ? event.data.json() : null
  } catch {
    message = null
  }
  const title = (message && message.title) || 'Glowfolio'
  const url = (message && message.url) || TODAY
  const shown = self.registration.showNotification(title, {
    body: (message && message.body) || 'You have news in Glowfolio',
    icon: '/icons/icon-192.png',
    badge: '/icons/badge-96.png',
    tag: (message && message.tag) || url,
    data: { url },
  })
  const badge = message && typeof message.badge === 'number' ? message.badge : null
  const badged =
    badge !== null && 'setAppBadge' in self.navigator ? (badge > 0 ? self.navigator.setAppBadge(badge) : self.navigator.clearAppBadge()).catch(() => undefined) : undefined
  event.waitUntil(Promise.all([shown, badged]))
})

/** The app's own path a notification opens; anything else opens Today. */
function landingOf(notification) {
  const url = new URL((notification.data && notification.data.url) || TODAY, self.location.origin)
  return url.origin === self.location.origin ? url.href : new URL(TODAY, self.location.origin).href
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const target = landingOf(event.notification)
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin)
      if (open) {
        const navigated = await open.navigate(target).catch(() => null)
        // Focusing is allowed only while handling a real tap; the window has the screen either way.
        return (navigated || open).focus().catch(() => undefined)
      }
      return self.clients.openWindow(target)
    }),
  )
})

// The browser renewed the subscription (or the push service expired it): subscribe again with the same
// key and tell the app, so pushes keep coming without her opening it.
self.addEventListener('pushsubscriptionchange', (event) => {
  const key = event.oldSubscription && event.oldSubscription.options.applicationServerKey
  if (!key) return
  event.waitUntil(
    self.registration.pushManager
      .subscribe({ userVisibleOnly: true, applicationServerKey: key })
      .then((subscription) =>
        fetch('/v1/push-devices', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(subscription.toJSON()) }),
      )
      .catch(() => undefined),
  )
})
