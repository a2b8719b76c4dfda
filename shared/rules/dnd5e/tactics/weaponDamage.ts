/** A damage expression: dice notation plus a flat modifier. */
export interface DamageExpression {
  readonly dice: string;
  readonly modifier: number;
  /** The notation for the roller, e.g. `1d6-1`. */
  readonly notation: string;
}

const notate = (dice: string, modifier: number): string =>
  modifier === 0 ? dice : `${dice}${modifier > 0 ? '+' : '-'}${Math.abs(modifier)}`;

/**
 * 5E-TWF-01: the off-hand attack adds the ability modifier to damage only when it is negative:
 * `dice + min(mod, 0)`; the total never drops below 0 (5E-DMG-01).
 */
export function offHandDamage(dice: string, abilityMod: number): DamageExpression {
  const modifier = Math.min(abilityMod, 0);
  return { dice, modifier, notation: notate(dice, modifier) };
}

/** 5E-DMG-01: a rolled damage total with its modifier, floored at 0. */
export const damageTotal = (diceTotal: number, modifier: number): number =>
  Math.max(0, diceTotal + modifier);

/**
 * 5E-MELEE-02: an unarmed strike deals bludgeoning damage `max(0, 1 + StrMod)`; everyone is
 * proficient with it, and it is not a weapon.
 */
export function unarmedStrike(strMod: number): {
  readonly damage: number;
  readonly damageType: 'bludgeoning';
  readonly proficient: true;
  readonly isWeapon: false;
} {
  return {
    damage: Math.max(0, 1 + strMod),
    damageType: 'bludgeoning',
    proficient: true,
    isWeapon: false,
  };
}
