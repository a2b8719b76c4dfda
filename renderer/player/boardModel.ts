// How the player board lays out a view: pure, so the page and the DM's preview lay it out the
// same way and tests can check it without a DOM.
import type {
  PlayerCombatant,
  PlayerSideLabel,
  PlayerSlot,
  PlayerView,
} from '../../shared/encounter/player-view';

/** One place in the order as the board shows it: a number and the creatures acting there. */
export interface BoardEntry {
  readonly key: string;
  /** 1-based place in the order; null where the system has no numbered order (phases). */
  readonly position: number | null;
  readonly active: boolean;
  readonly score: number | null;
  readonly members: readonly PlayerCombatant[];
  /** The side acting in this place (side initiative), named on the board. */
  readonly sideLabel: PlayerSideLabel | null;
  /** The sides acting together in this place (their dice tied); empty unless two or more. */
  readonly sideLabels: readonly PlayerSideLabel[];
  /** The phase the creature acts in now (phased rounds), shown beside it. */
  readonly phaseKey: string | null;
}

/** A step of the round shown as a checklist (OSR phases, declarations, morale). */
export interface BoardStep {
  readonly key: string;
  readonly labelKey: string;
  readonly active: boolean;
  /** Whose step it is: the players' side, the others', or everyone's (declarations, morale). */
  readonly side: 'party' | 'others' | null;
  /** The side's name for the board, when one side acts in the step. */
  readonly sideLabel: PlayerSideLabel | null;
  /** The sides acting together in the step (their dice tied); empty unless two or more. */
  readonly sideLabels: readonly PlayerSideLabel[];
}

/** Consecutive steps of one side (or of everyone), shown under the side's name. */
export interface BoardStepRun {
  readonly key: string;
  readonly sideLabel: PlayerSideLabel | null;
  readonly sideLabels: readonly PlayerSideLabel[];
  readonly steps: readonly BoardStep[];
}

/** The board's layout. */
export interface BoardLayout {
  readonly steps: readonly BoardStep[];
  /** Creatures in initiative order. */
  readonly order: readonly BoardEntry[];
  /**
   * Visible creatures not in the order yet (before initiative, or joining later); never the
   * dead, nor those in the fight sitting this round out (they are in the order, marked).
   */
  readonly waiting: readonly PlayerCombatant[];
  /** The dead, collapsed into one line at the end of the board. */
  readonly fallen: readonly PlayerCombatant[];
}

/**
 * Lays out a view. Systems that number the order (5e, 2e) show one entry per slot, groups
 * together; systems whose round is a sequence of phases (OSR) show the phases as steps and
 * each creature once, so a side of twenty does not fill the screen three times over.
 */
export function layoutBoard(view: PlayerView): BoardLayout {
  // The dead never act: they leave the order for the collapsed line at the end.
  const fallen = view.combatants.filter((c) => c.dead === true);
  const byId = new Map(
    view.combatants.filter((c) => c.dead !== true).map((c) => [c.id, c] as const),
  );
  const members = (slot: PlayerSlot): PlayerCombatant[] =>
    slot.combatantIds.flatMap((id) => byId.get(id) ?? []);
  // A round of phases (OSR) labels every place where creatures act; 2e labels only its opening
  // steps (declarations, initiative), which hold nobody, and keeps a numbered order.
  const acting = view.order.filter((slot) => members(slot).length > 0);
  const phased = acting.length > 0 && acting.every((slot) => slot.labelKey !== undefined);
  const sideOf = (slot: PlayerSlot): BoardStep['side'] => {
    if (slot.sideLabel) return slot.sideLabel.party ? 'party' : 'others';
    const sides = new Set(members(slot).map((c) => (c.side === 'party' ? 'party' : 'others')));
    return sides.size === 1 ? ([...sides][0] as 'party' | 'others') : null;
  };
  const steps: BoardStep[] = view.order.flatMap((slot) =>
    slot.labelKey && (phased || members(slot).length === 0)
      ? [
          {
            key: slot.key,
            labelKey: slot.labelKey,
            active: slot.active,
            side: sideOf(slot),
            sideLabel: slot.sideLabel ?? null,
            sideLabels: slot.sideLabels ?? [],
          },
        ]
      : [],
  );
  const placed = new Set<string>();
  const order: BoardEntry[] = [];
  if (phased) {
    const activeSlot = view.order.find((slot) => slot.active && slot.combatantIds.length > 0);
    const actingNow = new Set(activeSlot?.combatantIds ?? []);
    for (const slot of view.order) {
      for (const c of members(slot)) {
        if (placed.has(c.id)) continue;
        placed.add(c.id);
        order.push({
          key: c.id,
          position: null,
          active: c.active,
          score: null,
          members: [c],
          sideLabel: null,
          sideLabels: [],
          phaseKey: actingNow.has(c.id) ? (activeSlot?.labelKey ?? null) : null,
        });
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
        sideLabel: slot.sideLabel ?? null,
        sideLabels: slot.sideLabels ?? [],
        // A labelled place of a numbered order (2e's end of the round) says so beside it.
        phaseKey: slot.labelKey ?? null,
      });
    }
  }
  // In the fight but out of this round's order because they cannot act (the pursued side of
  // a free surprise round, OSR-FLEE-02): shown in the order, marked, never as waiting to join.
  for (const c of view.combatants) {
    if (c.dead === true || c.cannotAct !== true || placed.has(c.id)) continue;
    placed.add(c.id);
    order.push({
      key: c.id,
      position: null,
      active: false,
      score: null,
      members: [c],
      sideLabel: null,
      sideLabels: [],
      phaseKey: null,
    });
  }
  const waiting = view.combatants.filter((c) => c.dead !== true && !placed.has(c.id));
  return { steps, order, waiting, fallen };
}

/** The steps in runs of one side each, so the board names the side once before its phases. */
export function stepRuns(steps: readonly BoardStep[]): BoardStepRun[] {
  const runs: {
    key: string;
    sideLabel: PlayerSideLabel | null;
    sideLabels: readonly PlayerSideLabel[];
    steps: BoardStep[];
  }[] = [];
  const same = (a: PlayerSideLabel, b: PlayerSideLabel): boolean =>
    a.party === b.party && a.name === b.name;
  const sameSide = (a: PlayerSideLabel | null, b: PlayerSideLabel | null): boolean =>
    a === null || b === null ? a === b : same(a, b);
  const sameSides = (a: readonly PlayerSideLabel[], b: readonly PlayerSideLabel[]): boolean =>
    a.length === b.length && a.every((side, i) => same(side, b[i] as PlayerSideLabel));
  for (const step of steps) {
    const last = runs.at(-1);
    const sided = step.sideLabel !== null || step.sideLabels.length > 0;
    if (
      last &&
      sided &&
      sameSide(last.sideLabel, step.sideLabel) &&
      sameSides(last.sideLabels, step.sideLabels)
    ) {
      last.steps.push(step);
    } else {
      runs.push({
        key: step.key,
        sideLabel: step.sideLabel,
        sideLabels: step.sideLabels,
        steps: [step],
      });
    }
  }
  return runs;
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
  // The dead say so under the name already (for PCs and monsters alike).
  if (typeof facts.life === 'string' && facts.life !== 'alive' && c.dead !== true) {
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
