// Every Referee choice of the spec (§5, A-01..A-32) as a setting with the spec's default, plus
// the default surprise thresholds of §3.1 Settings. Labels and help texts live in i18n.ts.
import type { OptionDef } from '../types';

type Choice = Omit<OptionDef, 'kind' | 'labelKey' | 'helpKey'>;

const choice = (def: Choice): OptionDef => ({
  ...def,
  kind: 'dmChoice',
  labelKey: `options.${def.key}.label`,
  helpKey: `options.${def.key}.help`,
});

const enumChoice = (
  key: string,
  values: readonly string[],
  ruleIds: readonly string[],
): OptionDef => {
  const first = values[0];
  if (first === undefined) throw new Error(`option ${key} has no values`);
  return choice({ key, type: 'enum', values, default: first, ruleIds });
};

/** The OSR settings; for enums the first value is the spec's default. */
export const osrOptions: readonly OptionDef[] = [
  enumChoice('skillCheckEntry', ['totals', 'outcome'], ['A-01', 'OSR-REACT-02', 'OSR-FLEE-04']),
  enumChoice('xInSixDirection', ['low', 'high'], ['A-02', 'OSR-ENC-01', 'OSR-SURP-02']),
  enumChoice(
    'surpriseDieScope',
    ['perSide', 'perCreature'],
    ['A-03', 'OSR-SURP-01', 'OSR-SURP-04'],
  ),
  enumChoice('surpriseDieOwner', ['ownSide', 'opposingSide'], ['A-04', 'OSR-SURP-01']),
  enumChoice('bothSurprised', ['nobodyActs', 'cancel'], ['A-05', 'OSR-SURP-05']),
  enumChoice('ambushersSurprise', ['notRolled', 'normal'], ['A-06', 'OSR-SURP-03']),
  choice({ key: 'elfPreset', type: 'boolean', default: true, ruleIds: ['A-07', 'OSR-SURP-04'] }),
  choice({
    key: 'surpriseNormal',
    type: 'number',
    default: 2,
    min: 0,
    max: 6,
    ruleIds: ['OSR-SURP-02'],
  }),
  choice({
    key: 'surpriseAmbush',
    type: 'number',
    default: 4,
    min: 0,
    max: 6,
    ruleIds: ['OSR-SURP-03'],
  }),
  enumChoice('tieResolution', ['perSubPhase', 'wholeRound'], ['A-08', 'OSR-INIT-02']),
  enumChoice(
    'multiSideTies',
    ['actTogether', 'rerollTied'],
    ['A-09', 'OSR-INIT-01', 'OSR-INIT-02'],
  ),
  choice({
    key: 'opponentDeclarationsHidden',
    type: 'boolean',
    default: true,
    ruleIds: ['A-10', 'OSR-RND-01'],
  }),
  choice({
    key: 'declarationsLockAfterInitiative',
    type: 'boolean',
    default: true,
    ruleIds: ['A-10', 'OSR-RND-01'],
  }),
  enumChoice('nonAttackPhase', ['missile', 'spells', 'melee'], ['A-11', 'OSR-RND-02']),
  choice({ key: 'moveAndShoot', type: 'boolean', default: false, ruleIds: ['A-12', 'OSR-ACT-01'] }),
  enumChoice('readiedAction', ['extra', 'replaces'], ['A-13', 'OSR-ACT-03']),
  enumChoice('spellInterruption', ['referee', 'damageInterrupts'], ['A-14', 'OSR-RND-02']),
  enumChoice('naturalRolls', ['none', 'natural'], ['A-15', 'OSR-HIT-01']),
  enumChoice('coverDisplay', ['acModifier', 'attackPenalty'], ['A-16', 'OSR-HIT-03']),
  enumChoice('shieldPush', ['onHitAway', 'refereeDecides'], ['A-17', 'OSR-DMG-02']),
  enumChoice('oilDamage', ['perRound', 'total'], ['A-18', 'OSR-DMG-03']),
  enumChoice('groupSpeed', ['slowestVsFastest', 'slowestEach'], ['A-19', 'OSR-FLEE-01']),
  enumChoice(
    'fleeCheckTie',
    ['reroll', 'fleeingEscapes', 'pursuersCatch'],
    ['A-19', 'OSR-FLEE-04'],
  ),
  choice({
    key: 'obstaclesStack',
    type: 'boolean',
    default: true,
    ruleIds: ['A-19', 'OSR-FLEE-05'],
  }),
  choice({
    key: 'lostCheckSurpriseRound',
    type: 'boolean',
    default: true,
    ruleIds: ['A-19', 'OSR-FLEE-04'],
  }),
  enumChoice('freeSurpriseRound', ['othersSurprised', 'receiverFirst'], ['A-20', 'OSR-SURP-06']),
  enumChoice('surprisedFleeing', ['waitUntilCanAct', 'immediate'], ['A-21', 'OSR-WILD-02']),
  enumChoice('escapeColumns', ['exactFractions', 'roundedPercent'], ['A-22', 'OSR-WILD-02']),
  choice({
    key: 'escapeAnomalyWarning',
    type: 'boolean',
    default: true,
    ruleIds: ['A-23', 'OSR-WILD-02'],
  }),
  enumChoice('escapeClamp', ['none', 'fiveToNinetyFive'], ['A-24', 'OSR-WILD-04']),
  enumChoice('groupCount', ['everyCreature', 'charactersOnly'], ['A-25', 'OSR-WILD-02']),
  // an optional convention beyond the seed, labelled as such (see morale-convention.ts).
  enumChoice('moraleConvention', ['none', 'mlTwoD6'], ['A-26', 'OSR-RND-04']),
  enumChoice('moraleRoll', ['none', '2d6', '1d20', '1d100'], ['A-26', 'OSR-RND-04']),
  choice({
    key: 'turnMinutes',
    type: 'number',
    default: 10,
    min: 1,
    max: 600,
    ruleIds: ['A-27', 'OSR-ENC-02'],
  }),
  enumChoice('distanceRoll', ['offered', 'manualOnly'], ['A-28', 'OSR-DIST-04']),
  enumChoice(
    'reactionFollowUp',
    ['refereePicks', 'reroll', 'sociability'],
    ['A-29', 'OSR-REACT-02'],
  ),
  enumChoice('reactionTiming', ['afterSurprise', 'beforeSurprise'], ['A-30', 'OSR-REACT-01']),
  enumChoice(
    'shootIntoMelee',
    ['allowedWithPrompt', 'allowed', 'forbidden'],
    ['A-31', 'OSR-MEL-02'],
  ),
  enumChoice('otherTerrainChance', ['refereePicks', '1', '2', '3'], ['A-32', 'OSR-ENC-04']),
];
