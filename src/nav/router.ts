/**
 * Hash routing (`#/history`): works on any static host and under any sub-path without server
 * rewrites, and the service worker only ever serves one document.
 */
import { useEffect, useState } from 'preact/hooks';

export type Route =
  | { name: 'home' }
  | { name: 'game'; id: string }
  | { name: 'rules'; id: string; section?: string }
  | { name: 'score'; id: string; sessionId?: string }
  | { name: 'referee'; id: string }
  | { name: 'play'; id: string; sessionId?: string }
  | { name: 'pad'; sessionId?: string }
  | { name: 'join' }
  | { name: 'history' }
  | { name: 'players' }
  | { name: 'settings' }
  | { name: 'backup' }
  | { name: 'card-values' }
  | { name: 'stats' }
  | { name: 'stats-player'; player: string }
  | { name: 'stats-game'; game: string }
  | { name: 'not-found'; path: string };

/** A path segment decoded, or null when it is not valid percent-encoding (`%`, `%E0%A4`). */
function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Parses the part after '#' into a route; unknown or malformed paths become 'not-found'. */
export function parseRoute(hash: string): Route {
  const path = hash.replace(/^#/, '').replace(/^\/+|\/+$/g, '');
  const segments = path.split('/').map(decodeSegment);
  if (segments.some((x) => x === null)) return { name: 'not-found', path };
  const [head = '', ...rest] = segments as string[];
  if (head === '') return { name: 'home' };
  if (head === 'game' && rest[0]) {
    if (rest[1] === 'rules') return rest[2] ? { name: 'rules', id: rest[0], section: rest[2] } : { name: 'rules', id: rest[0] };
    if (rest[1] === 'score' && rest.length <= 3) return rest[2] ? { name: 'score', id: rest[0], sessionId: rest[2] } : { name: 'score', id: rest[0] };
    if (rest[1] === 'play' && rest.length <= 3) return rest[2] ? { name: 'play', id: rest[0], sessionId: rest[2] } : { name: 'play', id: rest[0] };
    if (rest[1] === 'referee' && rest.length === 2) return { name: 'referee', id: rest[0] };
    if (rest.length === 1) return { name: 'game', id: rest[0] };
  }
  if (head === 'pad') return rest[0] ? { name: 'pad', sessionId: rest[0] } : { name: 'pad' };
  if (head === 'stats' && rest.length === 0) return { name: 'stats' };
  if (head === 'stats' && rest.length === 2 && rest[1] && rest[0] === 'player') return { name: 'stats-player', player: rest[1] };
  if (head === 'stats' && rest.length === 2 && rest[1] && rest[0] === 'game') return { name: 'stats-game', game: rest[1] };
  if ((head === 'history' || head === 'players' || head === 'settings' || head === 'backup' || head === 'card-values' || head === 'join') && rest.length === 0)
    return { name: head };
  return { name: 'not-found', path };
}

const enc = encodeURIComponent;

/** The href for a route, for links: the one place links are built (ids are encoded). */
export function href(route: Route): string {
  switch (route.name) {
    case 'home':
      return '#/';
    case 'game':
      return `#/game/${enc(route.id)}`;
    case 'rules':
      return `#/game/${enc(route.id)}/rules${route.section ? `/${enc(route.section)}` : ''}`;
    case 'score':
      return `#/game/${enc(route.id)}/score${route.sessionId ? `/${enc(route.sessionId)}` : ''}`;
    case 'play':
      return `#/game/${enc(route.id)}/play${route.sessionId ? `/${enc(route.sessionId)}` : ''}`;
    case 'referee':
      return `#/game/${enc(route.id)}/referee`;
    case 'pad':
      return route.sessionId ? `#/pad/${enc(route.sessionId)}` : '#/pad';
    case 'stats-player':
      return `#/stats/player/${enc(route.player)}`;
    case 'stats-game':
      return `#/stats/game/${enc(route.game)}`;
    case 'not-found':
      return `#/${route.path}`;
    default:
      return `#/${route.name}`;
  }
}

/**
 * Identity of the screen a route shows: a different game or session starts the screen afresh
 * (state of one game must never reach another's), while a rules section keeps the screen.
 */
export function screenKey(route: Route): string {
  const r = route as { name: string; id?: string; sessionId?: string };
  return [r.name, r.id ?? '', r.sessionId ?? ''].join('|');
}

/** Goes to a route (adds a history entry, so the back button works). */
export function navigate(route: Route, replace = false): void {
  const url = href(route);
  if (replace) history.replaceState(null, '', url);
  else location.hash = url;
  if (replace) window.dispatchEvent(new HashChangeEvent('hashchange'));
}

/** The current route, re-rendering on every hash change. */
export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(location.hash));
  useEffect(() => {
    const onHash = () => setRoute(parseRoute(location.hash));
    window.addEventListener('hashchange', onHash);
    // The hash may have changed between the first render and this effect (a link tapped, or a
    // deep link opened, while the app was still booting): that event is gone, so read it again.
    const now = parseRoute(location.hash);
    setRoute((old) => (JSON.stringify(old) === JSON.stringify(now) ? old : now));
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  return route;
}
