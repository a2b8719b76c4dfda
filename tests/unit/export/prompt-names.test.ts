// The DM's log names the creatures a prompt is about and the creatures picked in its answer
// (5E-OA-01, AMB-31 "Did X leave Y's reach?"), never their ids or a JSON list.
import { describe, expect, it } from 'vitest';
import { createEncounter } from '../../../shared';
import { appliedCommands } from '../../../shared/export/log';
import { tellCommands } from '../../../main/encounter/logTeller';
import { recordEncounter } from './support/record';

function leftReachFight() {
  return recordEncounter(
    { id: 'enc-reach', name: 'Reach' },
    {
      system: 'dnd5e',
      seed: 3,
      combatants: [
        { id: 'aria', name: 'Aria', kind: 'pc', maxHp: 12, ac: 14 },
        { id: 'gob', name: 'Goblin', kind: 'monster', maxHp: 7, ac: 15 },
      ],
    },
    [
      { type: 'rollInitiative', typedRolls: { 'init:aria': [18], 'init:gob': [5] } },
      { type: 'startEncounter' },
      { type: 'move', combatantId: 'aria', feet: 15 },
      (s) => ({
        type: 'resolvePrompt',
        promptId: s.prompts.find((p) => p.kind === 'leftReach')?.id ?? 'none',
        choice: ['gob'],
      }),
      (s) => ({
        type: 'resolvePrompt',
        promptId: s.prompts.find((p) => p.kind === 'opportunityAttack')?.id ?? 'none',
        choice: 'decline',
      }),
    ],
  );
}

function linesOf(language: 'en' | 'uk' | 'ru'): string[] {
  const { encounter } = leftReachFight();
  const commands = appliedCommands(encounter.log).map((c) => c.events);
  return tellCommands(createEncounter(encounter.init), commands, 0, language).flatMap((c) =>
    c.lines.map((l) => l.text),
  );
}

describe('prompts in the DM log name their creatures', () => {
  it('AMB-31 / 5E-OA-01: whose reach was left, and who may attack, by name', () => {
    const lines = linesOf('en');
    expect(lines).toContain('Question for the DM: Whose reach did Aria leave?');
    expect(
      lines.some((l) => l.includes('Whose reach did Aria leave?') && l.endsWith(': Goblin')),
    ).toBe(true);
    expect(
      lines.some((l) => l.includes('Goblin may make an opportunity attack against Aria')),
    ).toBe(true);
    for (const language of ['en', 'uk', 'ru'] as const) {
      for (const line of linesOf(language)) {
        expect(line).not.toMatch(/\{\{|\["|\bgob\b|\baria\b/);
      }
    }
  });
});
