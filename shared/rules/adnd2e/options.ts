// Every optional rule of the spec as a toggle and every DM choice of §21 (AMB-xx) as a setting,
// with the spec's defaults (one deliberate exception, `dm.wildSwingDamage`, documented below).
import type { OptionDef } from '../types';
import { ARMOR_TYPES } from './tables/armor';

type Def = Omit<OptionDef, 'labelKey' | 'helpKey'>;

const def = (d: Def): OptionDef => ({
  ...d,
  labelKey: `options.${d.key}.label`,
  helpKey: `options.${d.key}.help`,
});

const table52Rows = ARMOR_TYPES.filter(
  (a) => a !== 'padded' && a !== 'hide' && a !== 'bronzePlate',
);

/** The AD&D 2e options and DM settings. */
export const adnd2eOptions: readonly OptionDef[] = [
  // §0 toggles
  def({
    key: 'opt.initiativeMode',
    kind: 'optional',
    type: 'enum',
    values: ['standard', 'group', 'individual'],
    default: 'standard',
    ruleIds: ['2E-INIT-02', '2E-INIT-06', '2E-INIT-07'],
  }),
  def({
    key: 'opt.weaponSpeed',
    kind: 'optional',
    type: 'boolean',
    default: false,
    ruleIds: ['2E-INIT-13', '2E-INIT-14', 'AMB-04'],
  }),
  def({
    key: 'opt.weaponVsArmor',
    kind: 'optional',
    type: 'boolean',
    default: false,
    ruleIds: ['2E-WVA-01', '2E-WVA-02', '2E-WVA-03', 'AMB-23'],
  }),
  def({
    key: 'opt.parry',
    kind: 'optional',
    type: 'boolean',
    default: false,
    ruleIds: ['2E-PARRY-01', '2E-PARRY-02', 'AMB-27'],
  }),
  def({
    key: 'opt.deathsDoor',
    kind: 'optional',
    type: 'boolean',
    default: false,
    ruleIds: ['2E-DEATH-06', 'AMB-19'],
  }),
  def({
    key: 'house.massiveDamageSystemShock',
    kind: 'optional',
    type: 'boolean',
    default: false,
    ruleIds: ['2E-DEATH-03', 'AMB-18'],
  }),
  // Not a seed rule: the DMG's morale check (2d10 against the morale rating), offered as an
  // optional convention with its usual triggers as reminders.
  def({
    key: 'conv.morale',
    kind: 'optional',
    type: 'boolean',
    default: false,
    ruleIds: [],
  }),
  // DM choices
  def({
    key: 'dm.nat20Hits',
    kind: 'dmChoice',
    type: 'boolean',
    default: true,
    ruleIds: ['2E-ATK-09', 'AMB-01'],
  }),
  def({
    key: 'dm.nat1Misses',
    kind: 'dmChoice',
    type: 'boolean',
    default: true,
    ruleIds: ['2E-ATK-09', 'AMB-01'],
  }),
  def({
    key: 'dm.castTimeInStandardInit',
    kind: 'dmChoice',
    type: 'boolean',
    default: false,
    ruleIds: ['2E-INIT-08', 'AMB-03'],
  }),
  def({
    key: 'dm.rounding',
    kind: 'dmChoice',
    type: 'enum',
    values: ['down', 'up', 'nearest'],
    default: 'down',
    ruleIds: ['AMB-12', 'AMB-27'],
  }),
  def({
    key: 'dm.sideModifierCheck',
    kind: 'dmChoice',
    type: 'enum',
    values: ['perMember', 'dmConfirm'],
    default: 'perMember',
    ruleIds: ['2E-INIT-05', 'AMB-05'],
  }),
  def({
    key: 'dm.spellDisturbance',
    kind: 'dmChoice',
    type: 'enum',
    values: ['autoFlag', 'askDm'],
    default: 'autoFlag',
    ruleIds: ['2E-INIT-10', 'AMB-06'],
  }),
  def({
    key: 'dm.chargePenaltyUntil',
    kind: 'dmChoice',
    type: 'enum',
    values: ['endOfRound', 'chargerNextTurn'],
    default: 'endOfRound',
    ruleIds: ['2E-MOVE-05', 'AMB-08'],
  }),
  def({
    key: 'dm.fleeFreeAttacks',
    kind: 'dmChoice',
    type: 'enum',
    values: ['allMeleeOpponents', 'dmSelects'],
    default: 'allMeleeOpponents',
    ruleIds: ['2E-MOVE-07', 'AMB-09'],
  }),
  def({
    key: 'dm.tinyFiringWeight',
    kind: 'dmChoice',
    type: 'number',
    default: 0.5,
    min: 0,
    max: 1,
    ruleIds: ['2E-MSL-07', 'AMB-10'],
  }),
  def({
    key: 'dm.concealmentSaveBonus',
    kind: 'dmChoice',
    type: 'boolean',
    default: false,
    ruleIds: ['2E-MSL-09', 'AMB-11'],
  }),
  def({
    key: 'dm.wrestlingIsTemporary',
    kind: 'dmChoice',
    type: 'boolean',
    default: true,
    ruleIds: ['2E-NL-08', 'AMB-14'],
  }),
  // The spec's default is 0 (the English table); the seed says bare hands do "only 1 or 2
  // points" (003:L548) and that no successful attack does less than 1 (003:L930), so the seed
  // wins and the default is 1.
  def({
    key: 'dm.wildSwingDamage',
    kind: 'dmChoice',
    type: 'number',
    default: 1,
    min: 0,
    max: 1,
    ruleIds: ['2E-NL-07', 'AMB-15'],
  }),
  def({
    key: 'dm.turnPool',
    kind: 'dmChoice',
    type: 'enum',
    values: ['shared', 'perType'],
    default: 'shared',
    ruleIds: ['2E-TURN-05', 'AMB-16'],
  }),
  def({
    key: 'dm.turnDStar',
    kind: 'dmChoice',
    type: 'enum',
    values: ['destroyPlusTurned', 'turnedOnly'],
    default: 'destroyPlusTurned',
    ruleIds: ['2E-TURN-05', 'AMB-16'],
  }),
  def({
    key: 'dm.turnBelowLevelOne',
    kind: 'dmChoice',
    type: 'enum',
    values: ['cannot', 'column1'],
    default: 'cannot',
    ruleIds: ['2E-TURN-02', 'AMB-16'],
  }),
  def({
    key: 'dm.drainHp',
    kind: 'dmChoice',
    type: 'enum',
    values: ['reroll', 'recorded'],
    default: 'reroll',
    ruleIds: ['2E-DRAIN-02', 'AMB-17'],
  }),
  def({
    key: 'dm.drainLowersCurrentHp',
    kind: 'dmChoice',
    type: 'boolean',
    default: true,
    ruleIds: ['2E-DRAIN-02', 'AMB-17'],
  }),
  def({
    key: 'dm.surpriseDie',
    kind: 'dmChoice',
    type: 'number',
    default: 10,
    min: 2,
    max: 100,
    ruleIds: ['2E-SURP-01', 'AMB-20'],
  }),
  def({
    key: 'dm.surpriseRange',
    kind: 'dmChoice',
    type: 'number',
    default: 3,
    min: 0,
    max: 100,
    ruleIds: ['2E-SURP-01', 'AMB-20'],
  }),
  def({
    key: 'dm.wrestleArmorLeather',
    kind: 'dmChoice',
    type: 'number',
    default: 0,
    min: -20,
    max: 0,
    ruleIds: ['2E-NL-03', 'AMB-21'],
  }),
  def({
    key: 'dm.wrestleArmorBrigandine',
    kind: 'dmChoice',
    type: 'number',
    default: -2,
    min: -20,
    max: 0,
    ruleIds: ['2E-NL-03', 'AMB-21'],
  }),
  def({
    key: 'dm.wrestleArmorBronzePlate',
    kind: 'dmChoice',
    type: 'number',
    default: -5,
    min: -20,
    max: 0,
    ruleIds: ['2E-NL-03', 'AMB-21'],
  }),
  def({
    key: 'dm.wvaBronzePlateAs',
    kind: 'dmChoice',
    type: 'enum',
    values: ['chain', ...table52Rows.filter((r) => r !== 'chain')],
    default: 'chain',
    requires: 'opt.weaponVsArmor',
    ruleIds: ['2E-WVA-02', 'AMB-22'],
  }),
  def({
    key: 'dm.wvaFullPlatePierce',
    kind: 'dmChoice',
    type: 'number',
    default: 3,
    min: -10,
    max: 10,
    requires: 'opt.weaponVsArmor',
    ruleIds: ['2E-WVA-02', 'AMB-22'],
  }),
  def({
    key: 'dm.mrPromptBeneficial',
    kind: 'dmChoice',
    type: 'boolean',
    default: true,
    ruleIds: ['2E-MR-01', 'AMB-26'],
  }),
  def({
    key: 'dm.bedRestNegativeCon',
    kind: 'dmChoice',
    type: 'boolean',
    default: false,
    ruleIds: ['2E-HEAL-03', 'AMB-28'],
  }),
  def({
    key: 'dm.fallingSave',
    kind: 'dmChoice',
    type: 'boolean',
    default: false,
    ruleIds: ['2E-FALL-01', 'AMB-29'],
  }),
  def({
    key: 'dm.grenadeRangePenalties',
    kind: 'dmChoice',
    type: 'boolean',
    default: true,
    ruleIds: ['2E-MSL-12', 'AMB-32'],
  }),
  def({
    key: 'dm.rangerLightArmorOnly',
    kind: 'dmChoice',
    type: 'boolean',
    default: false,
    ruleIds: ['2E-TWF-03', 'AMB-33'],
  }),
];

/** Typed view of the option values the 2e rules read. */
export interface Adnd2eOptions {
  initiativeMode: 'standard' | 'group' | 'individual';
  weaponSpeed: boolean;
  weaponVsArmor: boolean;
  parry: boolean;
  deathsDoor: boolean;
  massiveDamageSystemShock: boolean;
  /** The DMG morale check as an optional convention (not in the seed). */
  morale: boolean;
  nat20Hits: boolean;
  nat1Misses: boolean;
  castTimeInStandardInit: boolean;
  rounding: 'down' | 'up' | 'nearest';
  sideModifierCheck: 'perMember' | 'dmConfirm';
  fleeFreeAttacks: 'allMeleeOpponents' | 'dmSelects';
  spellDisturbance: 'autoFlag' | 'askDm';
  chargePenaltyUntil: 'endOfRound' | 'chargerNextTurn';
  tinyFiringWeight: number;
  concealmentSaveBonus: boolean;
  wrestlingIsTemporary: boolean;
  wildSwingDamage: 0 | 1;
  turnPool: 'shared' | 'perType';
  turnDStar: 'destroyPlusTurned' | 'turnedOnly';
  turnBelowLevelOne: 'cannot' | 'column1';
  drainHp: 'reroll' | 'recorded';
  drainLowersCurrentHp: boolean;
  surpriseDie: number;
  surpriseRange: number;
  wrestleArmorLeather: number;
  wrestleArmorBrigandine: number;
  wrestleArmorBronzePlate: number;
  wvaBronzePlateAs: string;
  wvaFullPlatePierce: number;
  bedRestNegativeCon: boolean;
  fallingSave: boolean;
  grenadeRangePenalties: boolean;
  rangerLightArmorOnly: boolean;
}

/** Defaults of every option, keyed by option key. */
export const adnd2eDefaults: Readonly<Record<string, boolean | string | number>> =
  Object.fromEntries(adnd2eOptions.map((o) => [o.key, o.default]));

/** Reads the typed option view from stored values (missing keys take the defaults). */
export function readOptions(
  values: Readonly<Record<string, boolean | string | number>>,
): Adnd2eOptions {
  const v = (k: string): boolean | string | number =>
    values[k] ?? (adnd2eDefaults[k] as boolean | string | number);
  return {
    initiativeMode: v('opt.initiativeMode') as Adnd2eOptions['initiativeMode'],
    weaponSpeed: v('opt.weaponSpeed') === true,
    weaponVsArmor: v('opt.weaponVsArmor') === true,
    parry: v('opt.parry') === true,
    deathsDoor: v('opt.deathsDoor') === true,
    massiveDamageSystemShock: v('house.massiveDamageSystemShock') === true,
    morale: v('conv.morale') === true,
    nat20Hits: v('dm.nat20Hits') === true,
    nat1Misses: v('dm.nat1Misses') === true,
    castTimeInStandardInit: v('dm.castTimeInStandardInit') === true,
    rounding: v('dm.rounding') as Adnd2eOptions['rounding'],
    sideModifierCheck: v('dm.sideModifierCheck') as Adnd2eOptions['sideModifierCheck'],
    fleeFreeAttacks: v('dm.fleeFreeAttacks') as Adnd2eOptions['fleeFreeAttacks'],
    spellDisturbance: v('dm.spellDisturbance') as Adnd2eOptions['spellDisturbance'],
    chargePenaltyUntil: v('dm.chargePenaltyUntil') as Adnd2eOptions['chargePenaltyUntil'],
    tinyFiringWeight: Number(v('dm.tinyFiringWeight')),
    concealmentSaveBonus: v('dm.concealmentSaveBonus') === true,
    wrestlingIsTemporary: v('dm.wrestlingIsTemporary') === true,
    wildSwingDamage: Number(v('dm.wildSwingDamage')) >= 1 ? 1 : 0,
    turnPool: v('dm.turnPool') as Adnd2eOptions['turnPool'],
    turnDStar: v('dm.turnDStar') as Adnd2eOptions['turnDStar'],
    turnBelowLevelOne: v('dm.turnBelowLevelOne') as Adnd2eOptions['turnBelowLevelOne'],
    drainHp: v('dm.drainHp') as Adnd2eOptions['drainHp'],
    drainLowersCurrentHp: v('dm.drainLowersCurrentHp') === true,
    surpriseDie: Number(v('dm.surpriseDie')),
    surpriseRange: Number(v('dm.surpriseRange')),
    wrestleArmorLeather: Number(v('dm.wrestleArmorLeather')),
    wrestleArmorBrigandine: Number(v('dm.wrestleArmorBrigandine')),
    wrestleArmorBronzePlate: Number(v('dm.wrestleArmorBronzePlate')),
    wvaBronzePlateAs: String(v('dm.wvaBronzePlateAs')),
    wvaFullPlatePierce: Number(v('dm.wvaFullPlatePierce')),
    bedRestNegativeCon: v('dm.bedRestNegativeCon') === true,
    fallingSave: v('dm.fallingSave') === true,
    grenadeRangePenalties: v('dm.grenadeRangePenalties') === true,
    rangerLightArmorOnly: v('dm.rangerLightArmorOnly') === true,
  };
}
