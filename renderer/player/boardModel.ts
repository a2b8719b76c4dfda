// How the player board lays out a view: pure, so the page and the DM's preview lay it out the
// same way and tests can check it without a DOM.
import type { PlayerCombatant, PlayerSlot, PlayerView } from '../../shared/encounter/player-view';

/** One place in the order as the board shows it: a number and the creatures acting there. */
export interface BoardEntry {
  readonly key: string;
  /** 1-based place in the order; null where the system has no numbered order (phases). */
  readonly position: number | null;
  readonly active: boolean;
  readonly score: number | null;
  readonly members: readonly PlayerCombatant[];
}

/** A step of the round shown as a checklist (OSR phases, declarations, morale). */
export interface BoardStep {
  readonly key: string;
  readonly labelKey: string;
  readonly active: boolean;
  /** Whose step it is: the players' side, the others', or everyone's (declarations, morale). */
  readonly side: 'party' | 'others' | null;
}

/** The board's layout. */
export interface BoardLayout {
  readonly steps: readonly BoardStep[];
  /** Creatures in initiative order. */
  readonly order: readonly BoardEntry[];
  /** Visible creatures not in the order yet (before initiative, or joining later). */
  readonly waiting: readonly PlayerCombatant[];
}

/**
 * Lays out a view. Systems that number the order (5e, 2e) show one entry per slot, groups
 * together; systems whose round is a sequence of phases (OSR) show the phases as steps and
 * each creature once, so a side of twenty does not fill the screen three times over.
 */
export function layoutBoard(view: PlayerView): BoardLayout {
  const byId = new Map(view.combatants.map((c) => [c.id, c]));
  const members = (slot: PlayerSlot): PlayerCombatant[] =>
    slot.combatantIds.flatMap((id) => byId.get(id) ?? []);
  const phased = view.order.some((slot) => slot.labelKey !== undefined);
  const sideOf = (slot: PlayerSlot): BoardStep['side'] => {
    const sides = new Set(members(slot).map((c) => (c.side === 'party' ? 'party' : 'others')));
    return sides.size === 1 ? ([...sides][0] as 'party' | 'others') : null;
  };
  const steps: BoardStep[] = view.order.flatMap((slot) =>
    slot.labelKey
      ? [{ key: slot.key, labelKey: slot.labelKey, active: slot.active, side: sideOf(slot) }]
      : [],
  );
  const placed = new Set<string>();
  const order: BoardEntry[] = [];
  if (phased) {
    for (const slot of view.order) {
      for (const c of members(slot)) {
        if (placed.has(c.id)) continue;
        placed.add(c.id);
        order.push({ key: c.id, position: null, active: c.active, score: null, members: [c] });
      }
    }
  } else {
    for (const slot of view.order) {
      const inSlot = members(slot).filter((c) => !placed.has(c.id));
      if (inSlot.length === 0) continue;
      for (const c of inSlot) placed.add(c.id);
      order.push({
        key: slot.key,
        position: order.length + 1,
        active: slot.active,
        score: slot.score ?? null,
        members: inSlot,
      });
    }
  }
  return { steps, order, waiting: view.combatants.filter((c) => !placed.has(c.id)) };
}

/** Death-save pips of a creature, when the system reports them. */
export function deathSaves(c: PlayerCombatant): { successes: number; failures: number } | null {
  const saves = c.facts?.deathSaves;
  if (typeof saves !== 'object' || saves === null || Array.isArray(saves)) return null;
  const { successes, failures } = saves as Record<string, unknown>;
  if (typeof successes !== 'number' || typeof failures !== 'number') return null;
  return { successes: clampPips(successes), failures: clampPips(failures) };
}

const clampPips = (n: number): number => Math.max(0, Math.min(3, Math.trunc(n)));

/**
 * Translation keys (in the system's namespace) of the facts a system shows beside a creature:
 * 5e morale (fled, surrendered), 2e life state (unconscious, dying, dead), an OSR declaration.
 */
export function factKeys(system: string, c: PlayerCombatant): string[] {
  const facts = c.facts ?? {};
  const keys: string[] = [];
  if (facts.stable === true) keys.push('player.stable');
  if (typeof facts.morale === 'string' && facts.morale !== 'steady') {
    keys.push(`${system}:dnd5e.morale.${facts.morale}`);
  }
  if (typeof facts.life === 'string' && facts.life !== 'alive') {
    keys.push(`${system}:life.${facts.life}`);
  }
  if (typeof facts.declared === 'string') keys.push(`${system}:actions.${facts.declared}`);
  return keys;
}

/** Share of HP left, 0..1, for the bar under exact numbers. */
export function hpShare(hp: { current: number; max: number }): number {
  if (hp.max <= 0) return 0;
  return Math.max(0, Math.min(1, hp.current / hp.max));
}
