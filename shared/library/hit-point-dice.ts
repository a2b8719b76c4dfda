// The dice a creature's hit points are rolled on when the DM chooses rolled HP over the
// average: a 5e statblock's hit dice as written ("2d8+2"); a 2e or OSR creature's Hit Dice as
// eight-sided dice with the added points ("4+1" → 4d8+1), a half die as 1d4 (2e Hit Dice, the
// OSR "1/2"). Undefined when the statblock gives no hit dice (its HP stay as written).
import { parseHitDice } from '../rules/adnd2e/tables/thac0';

const DICE = /^\d{0,3}d\d{1,3}([+-]\d{1,4})?$/;

/** The hit-point dice of `statblock` in `system`, in the engine's `hpDice` notation. */
export function hitPointDice(
  system: string,
  statblock: Readonly<Record<string, unknown>>,
): string | undefined {
  const raw =
    system === 'dnd5e' ? statblock.hitDice : system === 'adnd2e' ? statblock.hitDice : statblock.hd;
  if (typeof raw !== 'string') return undefined;
  const text = raw.replace(/\s+/g, '');
  if (system === 'dnd5e') return DICE.test(text) ? text : undefined;
  const hd = parseHitDice(text);
  if (!hd || hd.count <= 0) return undefined;
  const mod = hd.modifier === 0 ? '' : hd.modifier > 0 ? `+${hd.modifier}` : String(hd.modifier);
  const dice = hd.count < 1 ? '1d4' : `${Math.floor(hd.count)}d8`;
  const out = `${dice}${mod}`;
  return DICE.test(out) ? out : undefined;
}

/**
 * The hit-point dice of a stored statblock whose system is not at hand: OSR statblocks write
 * `hd`, 5e ones dice ("2d8+2") and 2e ones Hit Dice ("4+1") in `hitDice`.
 */
export function storedHitPointDice(
  statblock: Readonly<Record<string, unknown>>,
): string | undefined {
  if (typeof statblock.hd === 'string') return hitPointDice('osr', statblock);
  const hd = statblock.hitDice;
  if (typeof hd !== 'string') return undefined;
  return hitPointDice(/d/i.test(hd) ? 'dnd5e' : 'adnd2e', statblock);
}
