// Conditions as data (§17 and the tracker's own markers). Effects use a small vocabulary the
// 5e rules read: who has advantage, which saves fail automatically, what a creature cannot do.
import type { ConditionDef } from '../types';
import type { Ability } from './statblock';

/** Mechanical effects of a 5e condition. */
export interface ConditionEffects {
  /** Cannot take actions or reactions (5E-COND-01); bonus actions too (5E-TURN-05). */
  incapacitated?: boolean;
  /** Other conditions it includes (unconscious → incapacitated). */
  implies?: string[];
  /** Speed is 0. */
  speedZero?: boolean;
  /** Cannot take an action. */
  noAction?: boolean;
  /** Cannot take a bonus action. */
  noBonusAction?: boolean;
  /** Cannot take reactions. */
  noReactions?: boolean;
  /** Cannot move. */
  noMove?: boolean;
  /** Attack rolls against it. */
  attacksAgainst?: 'advantage' | 'disadvantage';
  /** Attack rolls against it from within 5 ft (prone: advantage). */
  attacksAgainstWithin5ft?: 'advantage' | 'disadvantage';
  /** Attack rolls against it from farther than 5 ft (prone: disadvantage). */
  attacksAgainstBeyond5ft?: 'advantage' | 'disadvantage';
  /** Its own attack rolls. */
  ownAttacks?: 'advantage' | 'disadvantage';
  /** Its ability checks. */
  abilityChecks?: 'disadvantage';
  /** Saves it fails automatically. */
  autoFailSaves?: Ability[];
  /** A hit from an attacker within 5 ft is a critical hit. */
  critWithin5ft?: boolean;
  /** Cannot see. */
  blind?: boolean;
}

function cond(
  key: string,
  effects: ConditionEffects,
  opts: { ruleId?: string; playerVisible?: boolean; afterFight?: 'ends' | 'injury' } = {},
): ConditionDef {
  return {
    key,
    ...(opts.ruleId ? { ruleId: opts.ruleId } : {}),
    labelKey: `dnd5e.condition.${key.replace(/\./g, '_')}.label`,
    helpKey: `dnd5e.condition.${key.replace(/\./g, '_')}.help`,
    playerVisible: opts.playerVisible ?? true,
    effects: effects as Readonly<Record<string, unknown>>,
    ...(opts.afterFight ? { afterFight: opts.afterFight } : {}),
  };
}

// Conditions the fight alone holds (carried over to the next fight they would be wrong): one
// stands up once the fight is over (5E-COND-02), a grapple or restraint ends when the grappler
// lets go or leaves (5E-COND-03), surprise ends with the first turn (5E-SURP-03), Dodge,
// system shock and a lost action last until a turn boundary (5E-ACT-07, 5E-MASSIVE-02,
// 5E-INJURY-03).
const ENDS: { afterFight: 'ends' } = { afterFight: 'ends' };
// 5E-INJURY-03: injuries stay until the healing the table names removes them.
const INJURY: { ruleId: string; afterFight: 'injury' } = {
  ruleId: '5E-INJURY-03',
  afterFight: 'injury',
};

/** Keys of the lingering injuries (5E-INJURY-03) as conditions. */
export const INJURY_CONDITION_KEYS = [
  'injury.loseEye',
  'injury.loseArm',
  'injury.loseLeg',
  'injury.limp',
  'injury.internal',
  'injury.brokenRibs',
  'injury.scar',
  'injury.festering',
  'injury.minorScar',
] as const;

/** Every 5e condition. Those without a rule id are [not in seed: from the 5e rulebooks]. */
export const DND5E_CONDITIONS: readonly ConditionDef[] = [
  cond(
    'incapacitated',
    { incapacitated: true, noAction: true, noBonusAction: true, noReactions: true },
    { ruleId: '5E-COND-01' },
  ),
  cond(
    'prone',
    {
      ownAttacks: 'disadvantage',
      attacksAgainstWithin5ft: 'advantage',
      attacksAgainstBeyond5ft: 'disadvantage',
    },
    { ruleId: '5E-COND-02', ...ENDS },
  ),
  cond('grappled', { speedZero: true }, { ruleId: '5E-COND-03', ...ENDS }),
  cond(
    'unconscious',
    {
      incapacitated: true,
      implies: ['incapacitated'],
      noAction: true,
      noBonusAction: true,
      noReactions: true,
      noMove: true,
      speedZero: true,
      autoFailSaves: ['str', 'dex'],
      attacksAgainst: 'advantage',
      critWithin5ft: true,
    },
    { ruleId: '5E-COND-04' },
  ),
  cond(
    'stunned',
    {
      incapacitated: true,
      implies: ['incapacitated'],
      noAction: true,
      noBonusAction: true,
      noReactions: true,
      noMove: true,
      autoFailSaves: ['str', 'dex'],
      attacksAgainst: 'advantage',
    },
    { ruleId: '5E-COND-05' },
  ),
  cond(
    'blinded',
    { blind: true, attacksAgainst: 'advantage', ownAttacks: 'disadvantage' },
    { ruleId: '5E-COND-06' },
  ),
  cond('charmed', {}),
  cond('deafened', {}),
  cond('frightened', { ownAttacks: 'disadvantage', abilityChecks: 'disadvantage' }),
  cond('invisible', { attacksAgainst: 'disadvantage', ownAttacks: 'advantage' }),
  cond('paralyzed', {
    incapacitated: true,
    implies: ['incapacitated'],
    noAction: true,
    noBonusAction: true,
    noReactions: true,
    noMove: true,
    autoFailSaves: ['str', 'dex'],
    attacksAgainst: 'advantage',
    critWithin5ft: true,
  }),
  cond('petrified', {
    incapacitated: true,
    implies: ['incapacitated'],
    noAction: true,
    noBonusAction: true,
    noReactions: true,
    noMove: true,
    autoFailSaves: ['str', 'dex'],
    attacksAgainst: 'advantage',
  }),
  cond('poisoned', { ownAttacks: 'disadvantage', abilityChecks: 'disadvantage' }),
  cond(
    'restrained',
    { speedZero: true, attacksAgainst: 'advantage', ownAttacks: 'disadvantage' },
    ENDS,
  ),
  cond('exhaustion', {}),
  // 5E-SURP-03 (+ AMB-04: bonus action blocked too, unless the DM overrides).
  cond(
    'surprised',
    { noAction: true, noMove: true, noReactions: true, noBonusAction: true },
    { ruleId: '5E-SURP-03', ...ENDS },
  ),
  // 5E-ACT-07 marker; the tactics rules decide when its benefits apply.
  cond('dodging', {}, { ruleId: '5E-ACT-07', ...ENDS }),
  // 5E-MASSIVE-02 results 6–7 and 8–10.
  cond(
    'shock.reeling',
    { noReactions: true, ownAttacks: 'disadvantage', abilityChecks: 'disadvantage' },
    { ruleId: '5E-MASSIVE-02', ...ENDS },
  ),
  cond('shock.noReactions', { noReactions: true }, { ruleId: '5E-MASSIVE-02', ...ENDS }),
  cond('injury.loseEye', {}, INJURY),
  cond('injury.loseArm', {}, INJURY),
  cond('injury.loseLeg', {}, INJURY),
  cond('injury.limp', {}, INJURY),
  cond('injury.internal', {}, INJURY),
  cond('injury.brokenRibs', {}, INJURY),
  cond('injury.scar', {}, INJURY),
  cond('injury.festering', {}, INJURY),
  cond('injury.minorScar', {}, INJURY),
  // 5E-INJURY-04: an injury kept as a flaw (no mechanical effect).
  cond('injury.flaw', {}, { ruleId: '5E-INJURY-04', afterFight: 'injury' }),
  // 5E-INJURY-03 internal injury / broken ribs: a failed save loses that action (the turn
  // economy spends it) and reactions until the start of the creature's next turn.
  cond('injury.actionLost', { noReactions: true }, { ruleId: '5E-INJURY-03', ...ENDS }),
];

/** The definition of a condition key. */
export function conditionDef(key: string): ConditionDef | undefined {
  return DND5E_CONDITIONS.find((d) => d.key === key);
}

/** Effects of a condition key (empty for custom or unknown keys). */
export function conditionEffects(key: string): ConditionEffects {
  return (conditionDef(key)?.effects ?? {}) as ConditionEffects;
}
