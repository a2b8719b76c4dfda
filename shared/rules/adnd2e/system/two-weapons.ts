// Who may fight with two weapons, and with which pair (2E-TWF-01, -02).
import type { Combatant } from '../../../encounter/types';
import { RuleError } from '../../../errors';
import type { HeldWeapon } from '../rules/twoWeapons';
import { canFightWithTwoWeapons, validWeaponPair } from '../rules/twoWeapons';
import type { Adnd2eStatblock } from '../statblock';
import type { ClassGroup } from '../tables/thac0';

type Weapon = Adnd2eStatblock['attacks'][number];

const SIZE_RANK: Readonly<Record<string, number>> = { T: 0, S: 1, M: 2, L: 3, H: 4, G: 5 };

function held(w: Weapon): HeldWeapon {
  return {
    name: w.name,
    oneHanded: !w.twoHanded,
    isDagger: w.dagger,
    ...(w.size !== undefined ? { sizeRank: SIZE_RANK[w.size] as number } : {}),
    ...(w.weight !== undefined ? { weight: w.weight } : {}),
  };
}

/**
 * Refuses a two-weapon attack the rules do not allow: only warriors and rogues (a creature
 * without classes fights as its statblock says), no shield in hand, and an off-hand weapon
 * smaller and lighter than the main one unless it is a dagger.
 */
export function requireTwoWeapons(
  c: Combatant,
  sb: Adnd2eStatblock,
  main: Weapon | undefined,
  off: Weapon | undefined,
): void {
  if (
    sb.classes.length > 0 &&
    !sb.classes.some((k) => canFightWithTwoWeapons(k.group as ClassGroup))
  )
    throw new RuleError('twoWeaponsClass', { combatantId: c.id });
  if (sb.shield === 'inHand') throw new RuleError('twoWeaponsShield', { combatantId: c.id });
  if (main && off && !validWeaponPair(held(main), held(off)))
    throw new RuleError('twoWeaponsPair', { combatantId: c.id, main: main.name, off: off.name });
}
