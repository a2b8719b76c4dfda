import type { NetworkInterfaceInfo } from 'node:os';
import type { LanInterface } from '../../shared/ipc/channels/player';

/**
 * The addresses the read-only view can listen on: every IPv4 address and every routable IPv6
 * address (link-local ones need a zone id no phone will type), the local network first and
 * this computer's own loopback last.
 */
export function lanInterfaces(table: NodeJS.Dict<NetworkInterfaceInfo[]>): LanInterface[] {
  const found: LanInterface[] = [];
  for (const [name, infos] of Object.entries(table)) {
    for (const info of infos ?? []) {
      if (info.family !== 'IPv4' && info.family !== 'IPv6') continue;
      if (info.family === 'IPv6' && /^fe80:/i.test(info.address)) continue;
      found.push({ name, address: info.address, family: info.family, internal: info.internal });
    }
  }
  const rank = (i: LanInterface): number => (i.internal ? 2 : 0) + (i.family === 'IPv6' ? 1 : 0);
  return found.sort((a, b) => rank(a) - rank(b));
}

/** The authority (`host:port`) of an address, with IPv6 in brackets as URLs and Host headers write it. */
export function hostAuthority(address: string, port: number): string {
  return address.includes(':') ? `[${address}]:${port}` : `${address}:${port}`;
}
