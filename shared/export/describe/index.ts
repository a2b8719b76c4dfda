// Which describer tells which event: the engine's, then the active system's; anything else
// (a newer log, a system added later) still gets a generic line naming its type.
import type { EngineEvent } from '../../encounter/types';
import { adnd2eDescribers } from './adnd2e';
import { dnd5eDescribers } from './dnd5e';
import { engineDescribers } from './engine';
import { osrDescribers } from './osr';
import type { Described, DescribeContext, Describer, DescriberTable } from './types';

/** Describers of each built-in system's own events, by system id. */
export const systemDescribers: Readonly<Record<string, DescriberTable>> = {
  dnd5e: dnd5eDescribers,
  adnd2e: adnd2eDescribers,
  osr: osrDescribers,
};

// Own properties only: an event type such as "constructor" must not reach Object.prototype.
function own(table: DescriberTable | undefined, type: string): Describer | undefined {
  return table && Object.hasOwn(table, type) ? table[type] : undefined;
}

/** True when an event type of `systemId` has its own describer (not the generic line). */
export function hasDescriber(systemId: string, type: string): boolean {
  return (
    own(engineDescribers, type) !== undefined || own(systemDescribers[systemId], type) !== undefined
  );
}

const generic: Describer = (event) => ({
  category: 'other',
  key: 'ev.generic',
  params: { type: event.type },
  playerKey: null,
});

const bySystem = new Map<string, Map<string, Describer>>();

/** The describers of one system, engine's included, by event type (built once). */
function describersOf(systemId: string): Map<string, Describer> {
  let table = bySystem.get(systemId);
  if (!table) {
    table = new Map([
      ...Object.entries(systemDescribers[systemId] ?? {}),
      ...Object.entries(engineDescribers),
    ]);
    bySystem.set(systemId, table);
  }
  return table;
}

/** Describes one event in the state just before it. */
export function describeEvent(event: EngineEvent, ctx: DescribeContext): Described {
  return (describersOf(ctx.system.id).get(event.type) ?? generic)(event, ctx);
}
