import type { WindowRole } from '../../shared/ipc/index';
import { tokenQueryParam } from '../../shared/ipc/wire';

/** Which page this window shows, from its hash: `#/dm?token=…` or `#/player`. */
export interface Route {
  readonly page: WindowRole;
  /** The DM token of the browser build; Electron windows need none. */
  readonly dmToken: string | undefined;
}

/** Reads the route from a location hash; anything unknown is the DM page. */
export function parseRoute(hash: string): Route {
  const [path = '', query = ''] = hash.replace(/^#/, '').split('?', 2);
  const page = path.replace(/^\/+|\/+$/g, '') === 'player' ? 'player' : 'dm';
  const dmToken = new URLSearchParams(query).get(tokenQueryParam) ?? undefined;
  return { page, dmToken: page === 'dm' ? dmToken : undefined };
}
