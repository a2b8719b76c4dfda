// Every optional rule (§20) and every DM-choice setting (§19) of the 5e spec that this part of
// the ruleset governs, with the spec's defaults. The tactical options come from tactics/.
import type { OptionDef } from '../types';
import { TACTICS_OPTIONS } from './tactics/options';

const path = (key: string): string => key.replace(/\./g, '_');

function toggle(key: string, ruleIds: string[], requires?: string): OptionDef {
  return {
    key,
    kind: 'optional',
    type: 'boolean',
    default: false,
    ruleIds,
    ...(requires ? { requires } : {}),
    labelKey: `dnd5e.option.${path(key)}.label`,
    helpKey: `dnd5e.option.${path(key)}.help`,
  };
}

function choice(
  key: string,
  ruleIds: string[],
  dflt: boolean | string,
  values?: string[],
  requires?: string,
): OptionDef {
  return {
    key,
    kind: 'dmChoice',
    type: values ? 'enum' : 'boolean',
    default: dflt,
    ...(values ? { values } : {}),
    ruleIds,
    ...(requires ? { requires } : {}),
    labelKey: `dnd5e.option.${path(key)}.label`,
    helpKey: `dnd5e.option.${path(key)}.help`,
  };
}

/** Initiative variants (§20 `initiativeMode`). */
export const INITIATIVE_MODES = ['standard', 'score', 'side', 'speedFactor'] as const;

/** One initiative variant. */
export type InitiativeMode = (typeof INITIATIVE_MODES)[number];

/** The optional rules of §20 owned here (all off by default except the mode, `standard`). */
export const CORE_TOGGLES: readonly OptionDef[] = [
  {
    key: 'initiativeMode',
    kind: 'optional',
    type: 'enum',
    default: 'standard',
    values: INITIATIVE_MODES,
    ruleIds: ['5E-INIT-01', '5E-INITSC-01', '5E-SIDE-01', '5E-SPEED-01'],
    labelKey: 'dnd5e.option.initiativeMode.label',
    helpKey: 'dnd5e.option.initiativeMode.help',
  },
  toggle('cleave', ['5E-CLEAVE-01']),
  toggle('heal.kitDependency', ['5E-HKIT-01']),
  toggle('heal.surges', ['5E-SURGE-01', '5E-SURGE-02', '5E-SURGE-03']),
  toggle('heal.surgesAsBonusAction', ['5E-SURGE-04'], 'heal.surges'),
  toggle('heal.slowNatural', ['5E-SLOWHEAL-01']),
  toggle('lingeringInjuries', ['5E-INJURY-01', '5E-INJURY-02', '5E-INJURY-03']),
  toggle('lingeringInjuries.asFlaws', ['5E-INJURY-04'], 'lingeringInjuries'),
  toggle('massiveDamage', ['5E-MASSIVE-01', '5E-MASSIVE-02']),
  toggle('morale', ['5E-MORALE-01', '5E-MORALE-02', '5E-MORALE-03', '5E-MORALE-04']),
];

/** The DM-choice settings of §19 owned here, with the spec's defaults. */
export const CORE_DM_CHOICES: readonly OptionDef[] = [
  choice('initTieBreak', ['AMB-01', '5E-INIT-04'], 'manual', ['manual', 'd20', 'dex']),
  choice('groupIdenticalCreatures', ['AMB-02', '5E-INIT-02'], true),
  choice('surpriseTie', ['AMB-03', '5E-SURP-02'], 'noticed', ['noticed', 'surprised']),
  choice('surprise.blocksBonusAction', ['AMB-04', '5E-SURP-03', '5E-TURN-05'], true),
  choice('joinMidCombat', ['AMB-05'], 'prompt', ['prompt', 'autoRoll']),
  choice('monsterDeathRule', ['AMB-06', '5E-MONDEATH-01', '5E-MONDEATH-02'], 'instant', [
    'instant',
    'saves',
  ]),
  choice('koOverridesInstantDeath', ['AMB-07', '5E-KO-01', '5E-ZERO-02'], false),
  choice('tempHpAbsorbedCountsAsFailure', ['AMB-08', '5E-DEATH-07'], true),
  choice('immunity', ['AMB-09'], true),
  choice('rounding', ['AMB-10', '5E-GEN-01'], 'down', ['down', 'up']),
  choice('resistVulnMode', ['AMB-11', '5E-RESIST-02'], 'literal', ['literal', 'cancel']),
  choice(
    'cleave.undamaged',
    ['AMB-20', '5E-CLEAVE-01'],
    'hpAtMax',
    ['hpAtMax', 'hpAtMaxNoTempHp'],
    'cleave',
  ),
  choice(
    'massiveDamage.threshold',
    ['AMB-23', '5E-MASSIVE-01'],
    'literalHalf',
    ['literalHalf', 'floorHalf'],
    'massiveDamage',
  ),
  choice(
    'massiveDamage.damageCounted',
    ['AMB-23', '5E-MASSIVE-01'],
    'beforeTempHp',
    ['beforeTempHp', 'afterTempHp'],
    'massiveDamage',
  ),
  choice(
    'lingeringInjuries.onCrit',
    ['AMB-24', '5E-INJURY-01'],
    true,
    undefined,
    'lingeringInjuries',
  ),
  choice(
    'lingeringInjuries.onZeroHp',
    ['AMB-24', '5E-INJURY-01'],
    true,
    undefined,
    'lingeringInjuries',
  ),
  choice(
    'lingeringInjuries.onFailedDeathSave',
    ['AMB-24', '5E-INJURY-01'],
    true,
    undefined,
    'lingeringInjuries',
  ),
  choice(
    'morale.overwhelmingOdds',
    ['AMB-25', '5E-MORALE-03'],
    'disadvantage',
    ['disadvantage', 'autoFail'],
    'morale',
  ),
  choice('speedFactor.impossibleAction', ['AMB-27', '5E-SPEED-07'], 'noAction', [
    'noAction',
    'dmRuling',
  ]),
  choice('speedFactor.includeDex', ['AMB-28', '5E-SPEED-02'], true),
  choice(
    'heal.surgeDice',
    ['AMB-29', '5E-SURGE-01'],
    'halfTotalCappedByUnspent',
    ['halfTotalCappedByUnspent', 'halfUnspent'],
    'heal.surges',
  ),
  choice('tempHpReplace', ['AMB-32', '5E-THP-04'], 'prompt', ['prompt', 'keepHigher']),
  choice('concentrationChecks', ['AMB-35'], true),
];

/** Every 5e option: core toggles, core DM choices, then the tactical ones. */
export const DND5E_OPTIONS: readonly OptionDef[] = [
  ...CORE_TOGGLES,
  ...CORE_DM_CHOICES,
  ...(TACTICS_OPTIONS as readonly OptionDef[]),
];
