import type { ArmorType, WeaponDamageType } from '../tables/armor';
import {
  weaponVsArmorModifier,
  wrestlingArmorModifier,
  DEFAULT_WVA_SETTINGS,
} from '../tables/armor';
import type { WeaponVsArmorSettings, WrestlingArmorSettings } from '../tables/armor';
import { DEFAULT_WRESTLING_ARMOR_SETTINGS } from '../tables/armor';
import type { StrengthScore } from '../tables/abilities';
import { dexterityModifiers, strengthModifiers } from '../tables/abilities';
import type { Table51Situation } from '../tables/combatModifiers';
import { table51Modifier } from '../tables/combatModifiers';
import type { CoverKind, CoverPercent } from '../tables/cover';
import { coverAttackModifier } from '../tables/cover';
import type { RangeBand } from '../tables/missiles';
import { RANGE_BAND_MODIFIER } from '../tables/missiles';
import type { Modifier } from './modifiers';
import { parryApplies } from './parry';
import { sumModifiers } from './modifiers';

/** Number needed on d20 to hit: `THAC0 - targetAC` (2E-ATK-01). */
export function toHitNumber(thac0: number, targetAc: number): number {
  return thac0 - targetAc;
}

/** Modified THAC0: standing to-hit bonuses (Strength, weapon magic) subtracted (2E-ATK-02). */
export function modifiedThac0(thac0: number, ...standingBonuses: number[]): number {
  return standingBonuses.reduce((t, b) => t - b, thac0);
}

/** The kind of attack: its form decides which rules and modifiers apply. */
export type AttackForm = 'melee' | 'missile' | 'punch' | 'wrestle' | 'overbear' | 'touch';

/** How a missile is propelled: decides Strength and Dexterity modifiers (2E-ATK-04/05, 2E-MSL-05/06). */
export type MissileKind = 'thrown' | 'bow' | 'crossbow' | 'sling' | 'siege';

/** Whether Strength to-hit/damage applies (2E-ATK-04, -05, 2E-MSL-05; AMB-24). */
export function strengthApplies(
  form: AttackForm,
  missile: MissileKind | undefined,
  value: number,
  bowMadeForStrength: boolean,
): boolean {
  if (form !== 'missile') return true; // melee, touch and unarmed attacks
  switch (missile) {
    case 'thrown':
    case 'sling':
      return true;
    case 'bow':
      // penalties always; bonuses only with a bow made for the character (AMB-24)
      return value < 0 || bowMadeForStrength;
    default:
      return false; // crossbows and siege engines: a machine gives the force
  }
}

/** Whether the Dexterity missile adjustment applies: hand-held missiles, not siege engines (2E-MSL-06). */
export function dexMissileApplies(form: AttackForm, missile: MissileKind | undefined): boolean {
  return form === 'missile' && missile !== 'siege';
}

/** Everything that shapes one attack roll (the 2E-ATK-11 pipeline). */
export interface AttackInput {
  form: AttackForm;
  /** Attacker's base THAC0 (2E-ATK-10). */
  thac0: number;
  missile?: MissileKind;
  strength?: StrengthScore;
  /** Strength to-hit adjustment as the sheet gives it; stands in for the score's row. */
  strengthHit?: number;
  bowMadeForStrength?: boolean;
  dexterity?: number;
  /** Magic (or cursed, negative) bonus of the weapon (2E-ATK-06). */
  weaponMagic?: number;
  /** Damage types of the weapon for 2E-WVA; the best for the attacker is used. */
  weaponTypes?: readonly WeaponDamageType[];
  target: AttackTarget;
  /** Table 51 situations that apply (2E-ATK-08). */
  situations?: readonly Table51Situation[];
  range?: Exclude<RangeBand, 'outOfRange'>;
  cover?: { kind: CoverKind; percent: CoverPercent };
  twoWeaponPenalty?: number;
  /** The attacker is charging: +2 (2E-MOVE-04). */
  charging?: boolean;
  /** Flat-of-blade attack: -4 (2E-NL-19). */
  flatOfBlade?: boolean;
  /** The wrestler's own armor (Table 57, 2E-NL-03). */
  wrestlerArmor?: ArmorType;
  /** Overbearing modifier from 2E-NL-14/16. */
  overbearModifier?: number;
  /** An armed defender striking first at someone trying to punch/wrestle/overbear him: +4 (2E-NL-17). */
  armedDefenderVsUnarmed?: boolean;
  /** Other melee is going on around the defender (Table 51 footnote). */
  meleeInProgress?: boolean;
  /** Free DM modifier (2E-ATK-03, AMB-02). */
  dmModifier?: number;
}

/** The target's side of an attack roll. */
export interface AttackTarget {
  ac: number;
  /** Dex defensive adjustment already included in `ac` (negative = a bonus). */
  dexDefenseAdj?: number;
  armorType?: ArmorType;
  /** AC comes from the creature's body, not worn armor: no 2E-WVA (2E-WVA-03, AMB-23). */
  naturalArmor?: boolean;
  /** The target charged this round: Dex bonus lost, AC 1 worse (2E-MOVE-05). */
  charging?: boolean;
  /** The target parries with this AC bonus (2E-PARRY-01). */
  parryBonus?: number;
  /** Touch spell on a willing recipient who did something else: AC 10, no Dex (2E-TOUCH-03). */
  willingButActive?: boolean;
}

/** Options that change how an attack resolves. */
export interface AttackOptions {
  weaponVsArmor: boolean;
  nat20Hits: boolean;
  nat1Misses: boolean;
  wva?: WeaponVsArmorSettings;
  wrestlingArmor?: WrestlingArmorSettings;
}

/** The defender's effective AC for this attack (2E-ATK-11 `ac` line). */
export function effectiveAc(input: AttackInput): number {
  const t = input.target;
  if (input.form === 'touch' && t.willingButActive) return 10; // 2E-TOUCH-03
  const dexBonus = Math.min(0, t.dexDefenseAdj ?? 0);
  const rear = (input.situations ?? []).includes('rearAttack');
  let ac = t.ac;
  if (rear || t.charging) ac -= dexBonus; // 2E-DEF-03, 2E-MOVE-05: lose the Dex bonus
  if (t.charging) ac += 1; // 2E-MOVE-05
  const melee =
    input.form === 'melee' ||
    input.form === 'punch' ||
    input.form === 'wrestle' ||
    input.form === 'overbear';
  // 2E-PARRY-01/02: the parry bonus counts against frontal melee attacks only
  if (t.parryBonus && parryApplies({ melee, rear, magical: false })) ac -= t.parryBonus;
  return ac;
}

/** The assembled attack: number needed, modifier list and effective AC. */
export interface AttackSetup {
  ac: number;
  need: number;
  wvaModifier: number;
  modifiers: Modifier[];
  autoHit: boolean;
  outOfRange: boolean;
}

/** Assembles one attack roll in the order of 2E-ATK-11. */
export function setupAttack(input: AttackInput, options: AttackOptions): AttackSetup {
  const ac = effectiveAc(input);
  const t = input.target;
  const useWva =
    options.weaponVsArmor &&
    !!t.armorType &&
    !t.naturalArmor &&
    (input.weaponTypes?.length ?? 0) > 0 &&
    input.form !== 'punch' &&
    input.form !== 'wrestle' &&
    input.form !== 'overbear';
  const wvaModifier = useWva
    ? weaponVsArmorModifier(
        input.weaponTypes ?? [],
        t.armorType as ArmorType,
        options.wva ?? DEFAULT_WVA_SETTINGS,
      )
    : 0;
  const need = toHitNumber(input.thac0, ac) + wvaModifier;
  const mods: Modifier[] = [];
  const push = (source: string, value: number | undefined): void => {
    if (value) mods.push({ source, value });
  };
  if (input.strength || input.strengthHit !== undefined) {
    const s = input.strengthHit ?? (input.strength ? strengthModifiers(input.strength).hit : 0);
    if (strengthApplies(input.form, input.missile, s, !!input.bowMadeForStrength))
      push('2E-ATK-04', s);
  }
  if (input.dexterity !== undefined && dexMissileApplies(input.form, input.missile)) {
    push('2E-MSL-06', dexterityModifiers(input.dexterity).missile);
  }
  push('2E-ATK-06', input.weaponMagic);
  for (const s of input.situations ?? []) push(`T51.${s}`, table51Modifier(s));
  if (input.form === 'missile' && input.range) push('2E-MSL-02', RANGE_BAND_MODIFIER[input.range]);
  if (input.cover) push('T59', coverAttackModifier(input.cover.kind, input.cover.percent));
  push('2E-TWF-03', input.twoWeaponPenalty);
  if (input.charging) push('2E-MOVE-04', 2);
  if (input.flatOfBlade) push('2E-NL-19', -4);
  if (input.form === 'wrestle') {
    push(
      'T57',
      wrestlingArmorModifier(
        input.wrestlerArmor,
        options.wrestlingArmor ?? DEFAULT_WRESTLING_ARMOR_SETTINGS,
      ),
    );
  }
  if (input.form === 'overbear') push('2E-NL-14', input.overbearModifier);
  if (input.armedDefenderVsUnarmed) push('2E-NL-17', 4);
  push('2E-ATK-03', input.dmModifier);
  const autoHit =
    (input.situations ?? []).includes('defenderSleepingOrHeld') && !!input.meleeInProgress;
  return { ac, need, wvaModifier, modifiers: mods, autoHit, outOfRange: false };
}

/** Why an attack hit or missed. */
export type AttackReason = 'automatic' | 'natural20' | 'natural1' | 'roll';

/** Result of an attack roll. */
export interface AttackOutcome {
  hit: boolean;
  reason: AttackReason;
  natural: number;
  total: number;
  need: number;
  /** For punches and wrestling: the modified roll read in Table 58 (2E-NL-06). */
  modifiedRoll: number;
}

/**
 * Resolves the d20 (2E-ATK-09): automatic hit on a sleeping/held defender in melee, natural 20
 * hits and natural 1 misses unless the DM rules otherwise; punching and wrestling may hit on 1
 * or less (2E-NL-06).
 */
export function resolveAttackRoll(
  setup: AttackSetup,
  natural: number,
  form: AttackForm,
  options: Pick<AttackOptions, 'nat20Hits' | 'nat1Misses'>,
): AttackOutcome {
  const total = natural + sumModifiers(setup.modifiers);
  const base = { natural, total, need: setup.need, modifiedRoll: total };
  if (setup.autoHit) return { ...base, hit: true, reason: 'automatic' };
  const unarmed = form === 'punch' || form === 'wrestle';
  if (natural === 20 && options.nat20Hits) return { ...base, hit: true, reason: 'natural20' };
  if (natural === 1 && options.nat1Misses && !unarmed)
    return { ...base, hit: false, reason: 'natural1' };
  return { ...base, hit: total >= setup.need, reason: 'roll' };
}
