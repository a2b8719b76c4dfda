// OSR-INIT-01..03: side initiative on 1d6, re-rolled each round. Higher acts first; equal results
// act simultaneously (OSR-INIT-02); with more than two sides, descending order and equal results
// together (A-09 default) or a re-roll among the tied sides (alternative).

/** One side's initiative die this round. */
export interface SideInitiativeRoll {
  sideId: string;
  die: number;
}

/** The order of acting: groups of sides, highest first; a group of several acts simultaneously. */
export type InitiativeOrder = string[][];

/** Groups sides by descending die; equal dice share a group (OSR-INIT-01/02, A-09). */
export function sideInitiativeOrder(rolls: SideInitiativeRoll[]): InitiativeOrder {
  const byDie = new Map<number, string[]>();
  for (const r of rolls) byDie.set(r.die, [...(byDie.get(r.die) ?? []), r.sideId]);
  return [...byDie.entries()].sort((a, b) => b[0] - a[0]).map(([, ids]) => ids);
}

/** True when a side acts alone first this round (a strict win, needed by OSR-REACT-02). */
export function wonInitiative(order: InitiativeOrder, sideId: string): boolean {
  const first = order[0];
  return first !== undefined && first.length === 1 && first[0] === sideId && order.length > 1;
}
