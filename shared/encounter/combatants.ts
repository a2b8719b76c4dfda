// Building combatants from inputs (statblock, roster entry or plain numbers) with the system.
import { RuleError } from '../errors';
import type { RuleSystem } from './port';
import type { CombatantInput } from './commands';
import type { Combatant, EncounterState } from './types';

/** Default side of a new combatant: PCs join the party, everyone else the foes (AMB-26). */
export function defaultSide(input: CombatantInput): string {
  return input.kind === 'pc' ? 'party' : 'foes';
}

/** A full combatant from an input; the system fills HP, AC, statblock and its own state. */
export function buildCombatant(
  input: CombatantInput,
  id: string,
  system: RuleSystem,
  state: EncounterState,
): Combatant {
  const side = input.side ?? defaultSide(input);
  if (!state.sides[side]) throw new RuleError('unknownSide', { side });
  const fields = system.createCombatant(input, state);
  return {
    id,
    name: input.name,
    kind: input.kind,
    side,
    groupId: input.groupId ?? null,
    hidden: input.hidden ?? false,
    nameHidden: input.nameHidden ?? false,
    publicName: input.publicName ?? null,
    hpRevealed: input.hpRevealed ?? null,
    notes: input.notes ?? '',
    present: true,
    hp: fields.hp,
    maxHp: fields.maxHp,
    tempHp: fields.tempHp,
    ac: fields.ac,
    initiativeBonus: fields.initiativeBonus,
    conditions: [],
    readied: null,
    statblock: fields.statblock,
    sys: fields.sys,
    ...(input.portrait ? { portrait: input.portrait } : {}),
  };
}

/** The combatant or a RuleError `unknownCombatant`. */
export function requireCombatant(state: EncounterState, id: string): Combatant {
  const c = state.combatants[id];
  if (!c) throw new RuleError('unknownCombatant', { combatantId: id });
  return c;
}

/** Rejects a negative amount with RuleError `negativeAmount`. */
export function requireNonNegative(amount: number, field = 'amount'): void {
  if (amount < 0) throw new RuleError('negativeAmount', { field, amount });
}
