// The encounter as the builder holds it (roster members, library and typed-in monsters) turned
// into the engine's combatant input, as starting it would: roster members with the state they
// carry between fights (carryIn: HP, spent slots, a healer's kit's charges), copies of a line
// numbered, several copies of a line grouped to share one initiative (5E-INIT-02), as
// prepared-start does. Lasting conditions are left out of the odds, and rolled hit points are averaged.
import type { CombatantInput, OptionValues } from '../encounter';
import type { JsonObject } from '../encounter/json';
import type { PreparedLine } from '../ipc/channels/campaign';
import type { RosterEntry } from '../model/roster';
import { builtInCarryIn as carryIn } from '../rules/carry-in';
import type { BuiltSetup } from './types';

function rosterInput(entry: RosterEntry, system: string): CombatantInput {
  const joining = carryIn(system, {
    hp: entry.state.hp,
    maxHp: entry.state.maxHp,
    tempHp: entry.state.tempHp,
    hitDice: entry.state.hitDice.map((pool) => ({ ...pool })),
    conditions: [],
    injuries: [],
    dead: entry.state.dead,
    sys: entry.state.sys as JsonObject,
  });
  return {
    id: entry.id,
    name: entry.name,
    kind: entry.kind === 'companion' ? 'npc' : entry.kind,
    hp: joining.hp,
    maxHp: joining.maxHp,
    tempHp: joining.tempHp,
    ...(Object.keys(entry.statblock).length > 0
      ? { statblock: entry.statblock as CombatantInput['statblock'] }
      : {}),
    ...(Object.keys(joining.sys).length > 0 ? { sys: joining.sys } : {}),
    side: entry.kind === 'npc' ? 'foes' : 'party',
  };
}

/** The simulation's setup of the builder's lines; dead or missing roster members stay out. */
export function setupFromBuilder(
  system: string,
  options: OptionValues | undefined,
  roster: readonly RosterEntry[],
  lines: readonly PreparedLine[],
): BuiltSetup {
  const byId = new Map(roster.map((entry) => [entry.id, entry]));
  const combatants: CombatantInput[] = [];
  const seen = new Set<string>();
  let n = 0;
  let groups = 0;
  for (const line of lines) {
    if (line.source === 'roster') {
      const entry = byId.get(line.rosterId);
      if (!entry || entry.state.dead || seen.has(entry.id)) continue;
      seen.add(entry.id);
      combatants.push(rosterInput(entry, system));
      continue;
    }
    const groupId = line.count > 1 ? `sim-g${(groups += 1)}` : undefined;
    for (let i = 0; i < line.count; i++) {
      n += 1;
      const name = line.count > 1 ? `${line.name} ${i + 1}` : line.name;
      const base = {
        id: `sim-m${n}`,
        name,
        kind: 'monster' as const,
        side: 'foes',
        ...(groupId ? { groupId } : {}),
      };
      if (line.quick) {
        combatants.push({
          ...base,
          maxHp: line.quick.maxHp,
          ac: line.quick.ac,
          initiativeBonus: line.quick.initiativeBonus,
          ...(line.statblock ? { statblock: line.statblock as CombatantInput['statblock'] } : {}),
        });
      } else {
        combatants.push({ ...base, statblock: line.statblock as CombatantInput['statblock'] });
      }
    }
  }
  return { system, ...(options ? { options } : {}), combatants };
}
