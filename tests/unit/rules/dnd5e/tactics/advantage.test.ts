import { describe, expect, it } from 'vitest';
import {
  collectAttackModifiers,
  collectDexSaveModifiers,
  EDGE_SOURCES,
} from '../../../../../shared/rules/dnd5e/tactics';

const rows = (roll: string, edge: string): string[] =>
  EDGE_SOURCES.filter((s) => s.roll === roll && s.edge === edge).map((s) => s.ruleId);

describe('§7.9 advantage and disadvantage sources', () => {
  it('the table lists every source of the spec by roll and direction, with rule ids', () => {
    expect(rows('attack', 'advantage')).toEqual([
      '5E-UNSEEN-03',
      '5E-SIZE-04',
      '5E-ACT-09',
      '5E-CLIMB-02',
      '5E-MARK-01',
      '5E-FACING-02',
      '5E-FLANK-02',
      '5E-FLANK-04',
    ]);
    expect(rows('attack', 'disadvantage')).toEqual([
      '5E-UNSEEN-01',
      '5E-ACT-07',
      '5E-RANGED-01',
      '5E-RANGED-02',
      '5E-SIZE-04',
      '5E-WATER-01',
      '5E-WATER-02',
      '5E-DISARM-02',
      '5E-INJURY-03',
      '5E-MASSIVE-02',
    ]);
    expect(rows('dexSave', 'advantage')).toEqual(['5E-ACT-07']);
    expect(rows('dexSave', 'disadvantage')).toEqual(['5E-SIZE-04']);
    expect(rows('abilityCheck', 'advantage')).toEqual([
      '5E-ACT-08',
      '5E-OVERRUN-01',
      '5E-DISARM-02',
    ]);
    expect(rows('abilityCheck', 'disadvantage')).toEqual([
      '5E-OVERRUN-01',
      '5E-DISARM-02',
      '5E-SHOVEASIDE-01',
      '5E-MASSIVE-02',
    ]);
    expect(rows('moraleSave', 'disadvantage')).toEqual(['5E-MORALE-03']);
    expect(new Set(EDGE_SOURCES.map((s) => s.key)).size).toBe(EDGE_SOURCES.length);
  });

  it('collectAttackModifiers returns every applicable source, both kinds, for 5E-GEN-02 to combine', () => {
    const all = collectAttackModifiers({
      kind: 'ranged',
      attackerSeesTarget: false,
      targetSeesAttacker: false,
      helped: true,
      rangeBand: 'long',
      hostilesNearby: [{ distanceFt: 5, seesAttacker: true, incapacitated: false }],
      attackerLostEye: true,
      attackerSystemShocked: true,
    });
    expect(all.map((s) => s.key)).toEqual([
      'attackerUnseen',
      'helped',
      'targetUnseen',
      'longRange',
      'rangedInCloseCombat',
      'lostEyeRanged',
      'systemShock',
    ]);
    expect(collectAttackModifiers({ kind: 'melee' })).toEqual([]);
    expect(
      collectAttackModifiers({ kind: 'melee', rangeBand: 'long', attackerLostEye: true }),
    ).toEqual([]);
    expect(collectAttackModifiers({ kind: 'ranged', opportunityAttackOnMarked: true })).toEqual([]);
  });

  it('the Dex-save collector covers its rows', () => {
    expect(collectDexSaveModifiers({ dodging: true, squeezing: true }).map((s) => s.key)).toEqual([
      'dodging',
      'squeezing',
    ]);
  });
});
