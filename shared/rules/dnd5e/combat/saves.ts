// What the tactical situation does to a Dex saving throw (§7.9): advantage while Dodging
// (5E-ACT-07, AMB-13), disadvantage while squeezing (5E-SIZE-04), +2/+5 from cover
// (5E-COVER-03/04) as the DM says or, on the grid, measured from the effect's source.
import type { Combatant, EncounterState } from '../../../encounter/types';
import type { CoverDegree } from '../tactics/cover';
import { coverBonus } from '../tactics/cover';
import { collectDexSaveModifiers } from '../tactics/advantage';
import { coverBetween } from './attack-facts';
import { canSee, spaceOfCombatant } from './positions';
import { dodgeHolds } from './dodge';
import { gridOn, tsys } from './state';

/** The sources and the cover bonus of a creature's Dex save. */
export interface DexSaveSituation {
  advantage: string[];
  disadvantage: string[];
  cover: CoverDegree;
  bonus: number;
}

/** The Dex-save situation of `c` against an effect from `sourceId` (or with the DM's cover). */
export function dexSaveSituation(
  state: EncounterState,
  c: Combatant,
  opts: { cover?: CoverDegree; sourceId?: string } = {},
): DexSaveSituation {
  const source = opts.sourceId ? state.combatants[opts.sourceId] : undefined;
  const sources = collectDexSaveModifiers({
    dodging: dodgeHolds(c, state),
    squeezing: tsys(c).squeezing === true,
    dodgeSaveNeedsSight: state.options.dodgeSaveNeedsSight === true,
    seesSource: source ? canSee(c, source) : true,
  });
  let cover: CoverDegree = opts.cover ?? 'none';
  if (opts.cover === undefined && source && gridOn(state) && source.id !== c.id) {
    const from = spaceOfCombatant(source, state);
    const to = spaceOfCombatant(c, state);
    if (from && to) cover = coverBetween(state, source, c, from, to).degree;
  }
  return {
    advantage: sources.filter((s) => s.edge === 'advantage').map((s) => s.key),
    disadvantage: sources.filter((s) => s.edge === 'disadvantage').map((s) => s.key),
    cover,
    bonus: coverBonus(cover),
  };
}
