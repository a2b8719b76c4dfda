// Damage entered during a side's turn (2e, OSR side initiative) credits the creature the DM
// named as dealing it: the recap tallies it as that creature's damage dealt and its kill. With
// nobody named it stays uncredited, and the recap says it was damage with no attacker.
import { describe, expect, it } from 'vitest';
import type { CreateEncounterInput } from '../../../shared';
import { buildRecap } from '../../../shared/export/recap/build';
import { renderExport } from '../../../shared/export/render';
import type { ExportEncounter } from '../../../shared/export/source';
import { recordEncounter, type ScriptStep } from './support/record';

const fighters = (system: 'adnd2e' | 'osr'): CreateEncounterInput =>
  ({
    system,
    seed: 7,
    combatants: [
      { id: 'ftr', name: 'Fighter', kind: 'pc', side: 'party', maxHp: 40 },
      { id: 'thf', name: 'Thief', kind: 'pc', side: 'party', maxHp: 20 },
      { id: 'sk1', name: 'Skeleton', kind: 'monster', side: 'foes', maxHp: 8 },
    ],
  }) as never;

/** The party's side wins the round and acts first: both PCs act at once. */
const partyTurn: Record<'adnd2e' | 'osr', ScriptStep[]> = {
  adnd2e: [
    { type: 'startEncounter' },
    { type: 'rollInitiative', typedRolls: { 'init:side:party': [2], 'init:side:foes': [8] } },
  ],
  osr: [
    { type: 'startEncounter' },
    { type: 'rollInitiative', typedRolls: { 'initiative:party': [5], 'initiative:foes': [2] } },
    (s) => (s.turn?.activeIds.includes('ftr') ? null : { type: 'nextTurn' }),
    (s) => (s.turn?.activeIds.includes('ftr') ? null : { type: 'nextTurn' }),
  ],
};

const markdown = (encounter: ExportEncounter, language: 'en' | 'ru'): string =>
  renderExport([encounter], {
    format: 'md',
    audience: 'dm',
    language,
    timeZone: 'UTC',
    exportedAt: '2025-03-14T21:00:00.000Z',
  });

describe('damage entered during a side’s turn', () => {
  for (const system of ['adnd2e', 'osr'] as const) {
    it(`${system}: the attacker the DM names is credited with the damage and the kill`, () => {
      const { encounter, state } = recordEncounter(
        { id: `e-${system}`, name: 'Crypt' },
        fighters(system),
        [
          ...partyTurn[system],
          { type: 'damage', targetIds: ['sk1'], amount: 3, attackerId: 'thf' },
          { type: 'damage', targetIds: ['sk1'], amount: 5, attackerId: 'ftr' },
        ],
      );
      expect(state.turn?.activeIds).toEqual(['ftr', 'thf']);
      const recap = buildRecap(encounter, { audience: 'dm', language: 'en' });
      expect(recap.stats.thf?.damageDealt).toBe(3);
      expect(recap.stats.ftr?.damageDealt).toBe(5);
      expect(recap.stats.ftr?.kills).toBe(1);
      expect(recap.uncreditedDamage).toBe(0);
      expect(markdown(encounter, 'en')).not.toContain('no attacker named');
    });

    it(`${system}: with nobody named, the recap says the damage had no attacker`, () => {
      const { encounter } = recordEncounter(
        { id: `e-${system}`, name: 'Crypt' },
        fighters(system),
        [...partyTurn[system], { type: 'damage', targetIds: ['sk1'], amount: 3 }],
      );
      const recap = buildRecap(encounter, { audience: 'dm', language: 'en' });
      expect(recap.stats.ftr?.damageDealt ?? 0).toBe(0);
      expect(recap.uncreditedDamage).toBe(3);
      expect(markdown(encounter, 'en')).toContain('Damage taken with no attacker named');
      expect(markdown(encounter, 'ru')).toContain('Урон без названного нападающего');
    });

    it(`${system}: an attacker who is not in the fight is refused`, () => {
      expect(() =>
        recordEncounter({ id: 'e', name: 'Crypt' }, fighters(system), [
          ...partyTurn[system],
          { type: 'damage', targetIds: ['sk1'], amount: 3, attackerId: 'nobody' },
        ]),
      ).toThrow(/unknownCombatant|nobody/);
    });
  }
});
