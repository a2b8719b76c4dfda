// Opaque names for the ids in a player view, shared by the player display (main) and the
// players' recap of the session-log export, so both call a creature by the same name.
import type { PlayerCombatant, PlayerSlot, PlayerView } from './player-view';

/**
 * Replaces the engine's ids in a player view with opaque names. Engine ids are not secret by
 * design but can say too much: numbered in creation order they betray a hidden creature by the
 * gap it leaves, a slot key can carry an initiative score the DM keeps to himself (`i:17`), and
 * the DM names sides and groups as he likes. An alias is handed out the first time a creature,
 * slot or side appears in a view, so nothing is numbered before the players can see it; it then
 * stays the same so the display keeps its rows steady. Views applied in the same order get the
 * same aliases: the recap, replaying the log command by command, names creatures as the display
 * did.
 */
export interface ViewAliases {
  /** The view with every id, slot key and side replaced by its alias. */
  apply(view: PlayerView, isPartySide: (sideId: string) => boolean): PlayerView;
  /** Hands out the aliases `apply` would, without making the aliased view. */
  observe(view: PlayerView, isPartySide: (sideId: string) => boolean): void;
  /** The alias of a creature some view applied so far has shown, or undefined. */
  combatant(id: string): string | undefined;
  /** Forgets every alias (a different encounter began). */
  reset(): void;
}

/** Creates an empty alias table. */
export function createViewAliases(): ViewAliases {
  let combatants = new Map<string, string>();
  let slots = new Map<string, string>();
  let sides = new Map<string, string>();

  const aliasOf = (table: Map<string, string>, prefix: string, id: string): string => {
    let alias = table.get(id);
    if (alias === undefined) {
      alias = `${prefix}${table.size + 1}`;
      table.set(id, alias);
    }
    return alias;
  };

  // The one place aliases are handed out, in the order the view lists things.
  const observe = (view: PlayerView, isPartySide: (sideId: string) => boolean): void => {
    for (const slot of view.order) {
      aliasOf(slots, 'o', slot.key);
      for (const id of slot.combatantIds) aliasOf(combatants, 'c', id);
    }
    for (const row of view.combatants) {
      aliasOf(combatants, 'c', row.id);
      if (!isPartySide(row.side)) aliasOf(sides, 's', row.side);
    }
  };
  const known = (table: Map<string, string>, id: string): string => table.get(id) as string;

  return {
    apply(view, isPartySide) {
      observe(view, isPartySide);
      const combatant = (id: string): string => known(combatants, id);
      const order = view.order.map((slot): PlayerSlot => ({
        ...slot,
        key: known(slots, slot.key),
        combatantIds: slot.combatantIds.map(combatant),
      }));
      const rows = view.combatants.map((row): PlayerCombatant => ({
        ...row,
        id: combatant(row.id),
        side: isPartySide(row.side) ? 'party' : known(sides, row.side),
      }));
      return { ...view, order, combatants: rows };
    },
    observe,
    combatant: (id) => combatants.get(id),
    reset() {
      combatants = new Map();
      slots = new Map();
      sides = new Map();
    },
  };
}
