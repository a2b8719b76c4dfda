// Conditions of AD&D 2e as data. `effects` uses the vocabulary the 2e rules read:
//   noActions, noMove, noSpeak: what the creature cannot do;
//   attackersBonus: added to attack rolls against it (Table 51); autoHitInMelee (Table 51 *);
//   acModifier: added to its AC (positive = worse); losesDexAc: Dex AC bonus lost;
//   initiative: Table 55 modifier; noHealing: blocks natural and magical healing.
import type { ConditionDef } from '../types';

const c = (
  key: string,
  ruleId: string,
  playerVisible: boolean,
  effects: Record<string, unknown> = {},
  afterFight?: 'ends',
): ConditionDef => ({
  key,
  ruleId,
  labelKey: `conditions.${key}.label`,
  helpKey: `conditions.${key}.help`,
  playerVisible,
  effects,
  ...(afterFight ? { afterFight } : {}),
});

// Conditions the fight alone holds end with it: surprise, stuns and knockouts, holds and pins,
// charges, parries, withdrawal and flight, round-long spells and footing (Table 55), casting,
// turning (it lasts only while the priest keeps it up, 2E-TURN-07), burning oil. Dying and
// unconsciousness are the creature's life state, carried apart. Poisons, paralysis, sleep,
// command of undead, weakness after death's door and drained careers last until removed.
const ENDS = 'ends' as const;

/** The 2e conditions (keys are stored in condition instances). */
export const adnd2eConditions: readonly ConditionDef[] = [
  c('surprised', '2E-SURP-02', true, { noActions: true, attackersBonus: 1 }, ENDS),
  c('unconscious', '2E-NL-09', true, { noActions: true, autoHitInMelee: true }, ENDS),
  c(
    'stunned',
    '2E-NL-11',
    true,
    { noActions: true, attackersBonus: 4, durationDice: '1d10' },
    ENDS,
  ),
  c('prone', '2E-NL-15', true, { attackersBonus: 4 }, ENDS),
  c('pinned', '2E-NL-15', true, { noActions: true, attackersBonus: 4 }, ENDS),
  c('wrestleHold', '2E-NL-12', true, { heldPenalty: true }, ENDS),
  c('paralyzed', '2E-PARA-01', true, {
    noActions: true,
    noMove: true,
    noSpeak: true,
    autoHitInMelee: true,
  }),
  c('sleeping', '2E-ATK-08', true, { noActions: true, autoHitInMelee: true }),
  c('invisible', '2E-ATK-08', false, { attackersBonus: -4 }),
  c('offBalance', '2E-ATK-08', true, { attackersBonus: 2 }, ENDS),
  c('charging', '2E-MOVE-05', true, { acModifier: 1, losesDexAc: true, attackBonus: 2 }, ENDS),
  c('setToReceiveCharge', '2E-MOVE-05', true, { initiative: -2, damageMultiplier: 2 }, ENDS),
  c('parrying', '2E-PARRY-01', true, { noActions: true }, ENDS),
  c('withdrawing', '2E-MOVE-06', true, { moveFraction: 1 / 3 }, ENDS),
  c('fleeing', '2E-MOVE-07', true, { losesDexAc: true, attackersBonus: 2 }, ENDS),
  c('hasted', '2E-INIT-04', true, { initiative: -2 }, ENDS),
  c('slowed', '2E-INIT-04', true, { initiative: 2 }, ENDS),
  c('hindered', '2E-INIT-04', true, { initiative: 3 }, ENDS),
  c('casting', '2E-INIT-09', true, {}, ENDS),
  c('turned', '2E-TURN-07', true, { keepsDistanceFeet: 10 }, ENDS),
  c('commanded', '2E-TURN-09', false, {}),
  c('poisonParalytic', '2E-POIS-02', true, {
    noActions: true,
    noMove: true,
    durationDice: '2d6',
    unit: 'hours',
  }),
  c('poisonDebilitating', '2E-POIS-03', true, {
    halvedAbilities: true,
    halvedMove: true,
    noHealing: true,
    durationDice: '1d3',
    unit: 'days',
  }),
  c(
    'dying',
    '2E-DEATH-06',
    true,
    { noActions: true, bleedsPerRound: 1, autoHitInMelee: true },
    ENDS,
  ),
  // A poison still in its onset (2E-POIS-04); data: what it will do and the rounds left.
  c('poisonOnset', '2E-POIS-04', false, {}),
  c('weakened', '2E-DEATH-06', true, { cannotFightOrCast: true, noCureUntilRested: true }),
  c('burning', '2E-MSL-17', true, { damageDice: ['2d6', '1d6'] }, ENDS),
  c('doused', '2E-MSL-17', true, {}, ENDS),
  c('normalPerson', '2E-DRAIN-06', false, { noClassBenefits: true }),
];

/** A condition definition by key. */
export function conditionDef(key: string): ConditionDef | undefined {
  return adnd2eConditions.find((d) => d.key === key);
}

/**
 * The first condition that leaves a creature unable to act (surprised 2E-SURP-02, paralyzed
 * 2E-PARA-01, held by paralytic poison 2E-POIS-02, stunned, asleep, pinned, parrying
 * 2E-PARRY-01…), or null.
 */
export function actionBlocker(conditions: readonly { key: string }[]): string | null {
  for (const inst of conditions) {
    if (conditionDef(inst.key)?.effects.noActions === true) return inst.key;
  }
  return null;
}
