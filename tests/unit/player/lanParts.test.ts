// The pieces of the LAN view that need no socket: interface choice, QR matrix, view aliases.
import type { NetworkInterfaceInfo } from 'node:os';
import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import type { PlayerView } from '../../../shared/encounter/player-view';
import { hostAuthority, lanInterfaces } from '../../../main/lan/interfaces';
import { qrMatrix } from '../../../main/lan/qrMatrix';
import { createViewAliases } from '../../../main/player/viewAliases';

const info = (address: string, family: 'IPv4' | 'IPv6', internal = false): NetworkInterfaceInfo =>
  family === 'IPv4'
    ? { address, family, internal, netmask: '', mac: '', cidr: null }
    : { address, family, internal, netmask: '', mac: '', cidr: null, scopeid: 0 };

describe('LAN interfaces', () => {
  it('lists the local network first, loopback last, and no link-local IPv6', () => {
    expect(
      lanInterfaces({
        lo: [info('127.0.0.1', 'IPv4', true), info('::1', 'IPv6', true)],
        wlan0: [info('fe80::1', 'IPv6'), info('2001:db8::5', 'IPv6'), info('192.168.1.20', 'IPv4')],
      }).map((i) => i.address),
    ).toEqual(['192.168.1.20', '2001:db8::5', '127.0.0.1', '::1']);
  });

  it('writes IPv6 authorities in brackets', () => {
    expect(hostAuthority('192.168.1.20', 8080)).toBe('192.168.1.20:8080');
    expect(hostAuthority('2001:db8::5', 8080)).toBe('[2001:db8::5]:8080');
  });
});

describe('QR matrix', () => {
  it('is the qrcode library’s own module matrix, row by row', () => {
    const url = `http://192.168.1.20:41234/${'x'.repeat(32)}/#/player`;
    const matrix = qrMatrix(url);
    const { modules } = create(url, { errorCorrectionLevel: 'M' });
    expect(matrix.size).toBe(modules.size);
    expect(matrix.rows).toHaveLength(modules.size);
    for (let y = 0; y < modules.size; y += 1) {
      for (let x = 0; x < modules.size; x += 1) {
        expect(matrix.rows[y]?.[x]).toBe(modules.get(y, x) ? '1' : '0');
      }
    }
  });
});

describe('view aliases', () => {
  const view = (ids: string[], active = ''): PlayerView => ({
    system: 'adnd2e',
    status: 'active',
    round: 1,
    order: [{ key: `i:17`, combatantIds: ids, active: true }],
    combatants: ids.map((id) => ({
      id,
      name: id,
      kind: 'monster',
      side: id === 'pc' ? 'party' : 'ambushers',
      conditions: [],
      active: id === active,
    })),
  });

  it('hands out aliases as creatures appear and keeps them', () => {
    const aliases = createViewAliases();
    const isParty = (side: string): boolean => side === 'party';
    const first = aliases.apply(view(['cmd3.c2', 'pc']), isParty);
    expect(first.order[0]?.key).toBe('o1');
    expect(first.combatants.map((c) => [c.id, c.side])).toEqual([
      ['c1', 's1'],
      ['c2', 'party'],
    ]);
    const second = aliases.apply(view(['cmd3.c1', 'cmd3.c2', 'pc']), isParty);
    expect(second.combatants.map((c) => c.id)).toEqual(['c3', 'c1', 'c2']);
    expect(second.order[0]?.combatantIds).toEqual(['c3', 'c1', 'c2']);
    aliases.reset();
    expect(aliases.apply(view(['pc']), isParty).combatants[0]?.id).toBe('c1');
  });
});
