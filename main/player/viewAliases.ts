import type { PlayerCombatant, PlayerSlot, PlayerView } from '../../shared/index';

/**
 * Replaces the engine's ids in a player view with opaque names before it leaves main. Engine
 * ids are not secret by design but can say too much: numbered in creation order they betray a
 * hidden creature by the gap it leaves, a slot key can carry an initiative score the DM keeps
 * to himself (`i:17`), and the DM names sides and groups as he likes. An alias is handed out
 * the first time a creature, slot or side appears in a view, so nothing is numbered before the
 * players can see it; it then stays the same so the display keeps its rows steady.
 */
export interface ViewAliases {
  /** The view with every id, slot key and side replaced by its alias. */
  apply(view: PlayerView, isPartySide: (sideId: string) => boolean): PlayerView;
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

  return {
    apply(view, isPartySide) {
      const combatant = (id: string): string => aliasOf(combatants, 'c', id);
      const side = (id: string): string => (isPartySide(id) ? 'party' : aliasOf(sides, 's', id));
      const order = view.order.map((slot): PlayerSlot => ({
        ...slot,
        key: aliasOf(slots, 'o', slot.key),
        combatantIds: slot.combatantIds.map(combatant),
      }));
      const rows = view.combatants.map((row): PlayerCombatant => ({
        ...row,
        id: combatant(row.id),
        side: side(row.side),
      }));
      return { ...view, order, combatants: rows };
    },
    reset() {
      combatants = new Map();
      slots = new Map();
      sides = new Map();
    },
  };
}
