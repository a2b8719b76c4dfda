import { rangedInCloseCombat } from './ranged';
import type { NearbyHostile, RangeBand } from './ranged';
import { unseenEffects } from './unseen';
import { underwaterEffect } from './water';
import type { UnderwaterAttack } from './water';

/** The rolls §7.9 lists sources for. */
export type RollKind = 'attack' | 'dexSave' | 'abilityCheck' | 'moraleSave';

/** Which way a source pushes a roll. */
export type Edge = 'advantage' | 'disadvantage';

/** One row of the advantage/disadvantage source table. */
export interface EdgeSourceDef {
  readonly key: string;
  readonly roll: RollKind;
  readonly edge: Edge;
  readonly ruleId: string;
  readonly labelKey: string;
}

const def = (key: string, roll: RollKind, edge: Edge, ruleId: string): EdgeSourceDef => ({
  key,
  roll,
  edge,
  ruleId,
  labelKey: `tactics.edge.${key}`,
});

/**
 * §7.9: every advantage and disadvantage source the seeds name, by roll. They combine per
 * 5E-GEN-02 (sources of one kind never stack; one of each cancels).
 */
export const EDGE_SOURCES: readonly EdgeSourceDef[] = [
  def('attackerUnseen', 'attack', 'advantage', '5E-UNSEEN-03'),
  def('targetSqueezing', 'attack', 'advantage', '5E-SIZE-04'),
  def('helped', 'attack', 'advantage', '5E-ACT-09'),
  def('clingingToTarget', 'attack', 'advantage', '5E-CLIMB-02'),
  def('markedOpportunityAttack', 'attack', 'advantage', '5E-MARK-01'),
  def('rearArc', 'attack', 'advantage', '5E-FACING-02'),
  def('flankingSquares', 'attack', 'advantage', '5E-FLANK-02'),
  def('flankingHexes', 'attack', 'advantage', '5E-FLANK-04'),
  def('targetUnseen', 'attack', 'disadvantage', '5E-UNSEEN-01'),
  def('targetDodging', 'attack', 'disadvantage', '5E-ACT-07'),
  def('longRange', 'attack', 'disadvantage', '5E-RANGED-01'),
  def('rangedInCloseCombat', 'attack', 'disadvantage', '5E-RANGED-02'),
  def('attackerSqueezing', 'attack', 'disadvantage', '5E-SIZE-04'),
  def('underwaterMelee', 'attack', 'disadvantage', '5E-WATER-01'),
  def('underwaterRanged', 'attack', 'disadvantage', '5E-WATER-02'),
  def('disarmTwoHandedGrip', 'attack', 'disadvantage', '5E-DISARM-02'),
  def('lostEyeRanged', 'attack', 'disadvantage', '5E-INJURY-03'),
  def('systemShock', 'attack', 'disadvantage', '5E-MASSIVE-02'),
  def('dodging', 'dexSave', 'advantage', '5E-ACT-07'),
  def('squeezing', 'dexSave', 'disadvantage', '5E-SIZE-04'),
  def('helpedTask', 'abilityCheck', 'advantage', '5E-ACT-08'),
  def('overrunnerLarger', 'abilityCheck', 'advantage', '5E-OVERRUN-01'),
  def('disarmDefenderLarger', 'abilityCheck', 'advantage', '5E-DISARM-02'),
  def('overrunnerSmaller', 'abilityCheck', 'disadvantage', '5E-OVERRUN-01'),
  def('disarmDefenderSmaller', 'abilityCheck', 'disadvantage', '5E-DISARM-02'),
  def('shoveAside', 'abilityCheck', 'disadvantage', '5E-SHOVEASIDE-01'),
  def('systemShockCheck', 'abilityCheck', 'disadvantage', '5E-MASSIVE-02'),
  def('overwhelmingOdds', 'moraleSave', 'disadvantage', '5E-MORALE-03'),
];

/** An applicable source, as handed to the attack resolution. */
export interface EdgeSource {
  readonly key: string;
  readonly edge: Edge;
  readonly ruleId: string;
}

const source = (key: string): EdgeSource => {
  const d = EDGE_SOURCES.find((s) => s.key === key);
  if (!d) throw new Error(`unknown edge source ${key}`);
  return { key: d.key, edge: d.edge, ruleId: d.ruleId };
};

/** What is known about an attack; absent facts add no source. */
export interface AttackContext {
  readonly kind: 'melee' | 'ranged';
  readonly attackerSeesTarget?: boolean;
  readonly targetSeesAttacker?: boolean;
  readonly targetSqueezing?: boolean;
  readonly attackerSqueezing?: boolean;
  /** The helper's advantage applies to this attack (5E-ACT-09). */
  readonly helped?: boolean;
  readonly clingingToTarget?: boolean;
  /** An opportunity attack against a creature the attacker marked (5E-MARK-01). */
  readonly opportunityAttackOnMarked?: boolean;
  /** The attacker stands in the target's rear arc (`facing`, 5E-FACING-02). */
  readonly inTargetRearArc?: boolean;
  /** The attacker flanks the target (`flanking`), on which grid. */
  readonly flanking?: 'squares' | 'hexes';
  /** AMB-18: hex flanking helps ranged attacks too only under the literal reading. */
  readonly flankingHexAllAttacks?: boolean;
  /** The target is Dodging (active per 5E-ACT-07); it counts only if it sees the attacker. */
  readonly targetDodging?: boolean;
  readonly rangeBand?: RangeBand;
  /** Hostile creatures within 5 ft of a ranged attacker (5E-RANGED-02). */
  readonly hostilesNearby?: readonly NearbyHostile[];
  /** AMB-12: the nearby hostile must see the attacker (default true). */
  readonly closeCombatNeedsSight?: boolean;
  /** The attack is a weapon attack made underwater (5E-WATER-01/02). */
  readonly underwater?: UnderwaterAttack;
  readonly disarmAgainstTwoHandedGrip?: boolean;
  readonly attackerLostEye?: boolean;
  readonly attackerSystemShocked?: boolean;
}

/**
 * Collects the §7.9 attack-roll sources that apply, each with its rule id, for the attack
 * resolution to combine per 5E-GEN-02.
 */
export function collectAttackModifiers(c: AttackContext): EdgeSource[] {
  const out: EdgeSource[] = [];
  const on = (cond: boolean | undefined, key: string): void => {
    if (cond) out.push(source(key));
  };
  // 5E-UNSEEN-01/03: an unseen target hampers the attack, an unseen attacker helps it.
  const unseen = unseenEffects({
    attackerSeesTarget: c.attackerSeesTarget !== false,
    targetSeesAttacker: c.targetSeesAttacker !== false,
  });
  on(unseen.advantage, 'attackerUnseen');
  on(c.targetSqueezing, 'targetSqueezing');
  on(c.helped, 'helped');
  on(c.clingingToTarget, 'clingingToTarget');
  on(c.opportunityAttackOnMarked && c.kind === 'melee', 'markedOpportunityAttack');
  on(c.inTargetRearArc, 'rearArc');
  on(c.flanking === 'squares' && c.kind === 'melee', 'flankingSquares');
  on(c.flanking === 'hexes' && (c.kind === 'melee' || c.flankingHexAllAttacks), 'flankingHexes');
  on(unseen.disadvantage, 'targetUnseen');
  on(c.targetDodging && c.targetSeesAttacker !== false, 'targetDodging');
  on(c.kind === 'ranged' && c.rangeBand === 'long', 'longRange');
  on(
    c.kind === 'ranged' &&
      rangedInCloseCombat(c.hostilesNearby ?? [], c.closeCombatNeedsSight ?? true),
    'rangedInCloseCombat',
  );
  on(c.attackerSqueezing, 'attackerSqueezing');
  if (c.underwater && underwaterEffect(c.underwater) === 'disadvantage') {
    out.push(source(c.underwater.kind === 'melee' ? 'underwaterMelee' : 'underwaterRanged'));
  }
  on(c.disarmAgainstTwoHandedGrip, 'disarmTwoHandedGrip');
  on(c.attackerLostEye && c.kind === 'ranged', 'lostEyeRanged');
  on(c.attackerSystemShocked, 'systemShock');
  return out;
}

/** Facts about a Dex saving throw. */
export interface DexSaveContext {
  /** Dodge active (5E-ACT-07). */
  readonly dodging?: boolean;
  readonly squeezing?: boolean;
  /** AMB-13: the 001 reading, Dex-save advantage only while the dodger sees the source (off). */
  readonly dodgeSaveNeedsSight?: boolean;
  /** Whether the dodger sees the attacker or the effect's source. */
  readonly seesSource?: boolean;
}

/** Collects the §7.9 Dex-save sources (cover adds a bonus instead: 5E-COVER-03/04). */
export function collectDexSaveModifiers(c: DexSaveContext): EdgeSource[] {
  const out: EdgeSource[] = [];
  // AMB-13 default (000:L181): the Dex-save advantage of Dodge is unconditional.
  if (c.dodging && !(c.dodgeSaveNeedsSight && c.seesSource === false)) out.push(source('dodging'));
  if (c.squeezing) out.push(source('squeezing'));
  return out;
}

/** Facts about an ability check made in one of the tactical contests. */
export interface CheckContext {
  readonly helped?: boolean;
  /** Overrun: the mover's size relative to the hostile (AMB-19). */
  readonly overrunner?: 'larger' | 'smaller' | 'same';
  /** Disarm: the defender's size relative to the attacker (AMB-19). */
  readonly disarmDefender?: 'larger' | 'smaller' | 'same';
  readonly shoveAside?: boolean;
  readonly systemShocked?: boolean;
}
