/**
 * Hash routes, so the built renderer works from app://, from a local server and from a file:
 *   #/                       the library
 *   #/game/<id>              a game's dashboard
 *   #/game/<id>/<screen>     one of a game's screens
 */
import { useSyncExternalStore } from 'react';

export type Route = { page: 'library' } | { page: 'game'; gameId: string; screen: string };

export function parseRoute(hash: string): Route {
  const parts = (hash.replace(/^#\/?/, '').split('?')[0] ?? '').split('/').filter(Boolean).map(decodeURIComponent);
  if (parts[0] === 'game' && parts[1]) return { page: 'game', gameId: parts[1], screen: parts[2] ?? 'dashboard' };
  return { page: 'library' };
}

export function routeHref(route: Route): string {
  if (route.page === 'library') return '#/';
  const base = `#/game/${encodeURIComponent(route.gameId)}`;
  return route.screen === 'dashboard' ? base : `${base}/${encodeURIComponent(route.screen)}`;
}

export function navigate(route: Route): void {
  window.location.hash = routeHref(route);
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
}

/** The query of a hash route (`#/game/g/combat?turnBattle=b.4.s1` → turnBattle=b.4.s1); a screen reads its own keys. */
export function routeQuery(hash: string): URLSearchParams {
  const i = hash.indexOf('?');
  return new URLSearchParams(i < 0 ? '' : hash.slice(i + 1));
}

/** The current route's query, live. */
export function useRouteQuery(): URLSearchParams {
  return routeQuery(useSyncExternalStore(subscribe, () => window.location.hash));
}

export function useRoute(): Route {
  const hash = useSyncExternalStore(subscribe, () => window.location.hash);
  return parseRoute(hash);
}
