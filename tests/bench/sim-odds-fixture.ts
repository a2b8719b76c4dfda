// The fight of the odds benchmark: four level-5 PCs (three fighters, a cleric) against six
// monsters, grouped as the builder groups copies of one line (5E-INIT-02).
import type { SimSetup } from '../../shared/sim';
import { goblin, many, ogre, partyAgainst } from '../unit/sim/fixtures';

/** 4 PCs against 6 of a statblock in one group. */
function against(statblock: object, prefix: string): SimSetup {
  return partyAgainst(
    many(prefix, statblock, 6, 'monster').map((c) => ({ ...c, groupId: prefix })),
  );
}

/** Six goblins: a short fight (about two rounds). */
export const sixGoblins = against(goblin, 'g');

/** Six ogres: a long, deadly one (about eight rounds). */
export const sixOgres = against(ogre, 'o');
