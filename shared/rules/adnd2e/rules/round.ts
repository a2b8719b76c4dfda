/** Simple actions: a character takes one per round (2E-SEQ-01). */
export const SIMPLE_ACTIONS: readonly string[] = [
  'attack',
  'castSpell',
  'drinkPotion',
  'lightTorch',
  'useMagicItem',
  'move',
  'openDoor',
  'bindWounds',
  'searchBody',
  'hammerSpike',
  'recoverWeapon',
  'turnUndead',
  'parry',
];

/** Actions that cost no time (2E-SEQ-02). */
export const FREE_ACTIONS: readonly string[] = ['shout', 'switchWeapons', 'dropGear'];

/** Whether an action costs the round's one simple action (2E-SEQ-01, -02). */
export function costsAction(action: string): boolean {
  return !FREE_ACTIONS.includes(action);
}

/** Steps of a 2e round in order (2E-SEQ-03). */
export const ROUND_STEPS: readonly { key: string; ruleIds: readonly string[] }[] = [
  { key: 'dmDecides', ruleIds: ['2E-SEQ-03'] },
  { key: 'playersDeclare', ruleIds: ['2E-SEQ-03', '2E-SEQ-04', '2E-SEQ-05'] },
  { key: 'initiative', ruleIds: ['2E-SEQ-03', '2E-INIT-01', '2E-INIT-02'] },
  { key: 'resolve', ruleIds: ['2E-SEQ-03', '2E-INIT-03'] },
];

/** A declared action for the round (2E-SEQ-03..06). */
export interface Declaration {
  combatantId: string;
  action: string;
  /** Spell name when casting (2E-SEQ-05). */
  spell?: string;
  /** Kind of foe named against a mixed group (2E-SEQ-04). */
  targetKind?: string;
  /** The DM rejected it (2E-SEQ-06). */
  rejected?: boolean;
}

/**
 * Whether a declaration may change now (2E-SEQ-04, -05): small changes are the DM's call, but a
 * declared spell cannot change once initiative is rolled.
 */
export function declarationMayChange(
  before: Declaration | undefined,
  after: Declaration,
  initiativeRolled: boolean,
): boolean {
  if (!initiativeRolled || !before) return true;
  const spellBefore = before.action === 'castSpell' ? (before.spell ?? '') : null;
  const spellAfter = after.action === 'castSpell' ? (after.spell ?? '') : null;
  if (spellBefore !== null || spellAfter !== null) return spellBefore === spellAfter;
  return true;
}

/** Against a mixed group the player must name which kind of foe he attacks (2E-SEQ-04). */
export function declarationComplete(d: Declaration, foeKinds: readonly string[]): boolean {
  if (d.action !== 'attack') return true;
  return foeKinds.length <= 1 || (d.targetKind !== undefined && foeKinds.includes(d.targetKind));
}

/** Turns to rounds: 1 turn = 10 rounds (2E-DEF-05). */
export function turnsToRounds(turns: number): number {
  return turns * 10;
}
