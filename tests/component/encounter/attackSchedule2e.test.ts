// The 2e attack schedule on the DM's encounter screen (2E-INIT-12): first attacks in initiative
// order, then the repeated ones, in the interface language; made attacks are marked.
import { flushSync, mount, unmount } from 'svelte';
import { describe, expect, it } from 'vitest';
import { createEncounter, dispatch } from '../../../shared';
import type { EncounterState } from '../../../shared';
import AttackSchedule2e from '../../../renderer/dm/encounter/AttackSchedule2e.svelte';
import { loadRulesQueries } from '../../../renderer/dm/encounter/rulesQueries.svelte';
import { EncounterText } from '../../../renderer/dm/encounter/text.svelte';
import { Translator } from '../../../renderer/i18n/translator.svelte';

function fight(): EncounterState {
  let state = createEncounter({
    system: 'adnd2e',
    options: { 'opt.initiativeMode': 'individual' },
    seed: 3,
    combatants: [
      {
        id: 'rath',
        name: 'Rath',
        kind: 'pc',
        side: 'party',
        statblock: {
          name: 'Rath',
          classes: [{ group: 'warrior', level: 9 }],
          hp: 60,
          attacks: [{ name: 'long sword', damage: '1d8' }],
          attacksPerRound: { per: 2, rounds: 1 },
        },
      },
      {
        id: 'orc',
        name: 'Orc',
        kind: 'monster',
        side: 'foes',
        statblock: { name: 'Orc', hitDice: '1', hp: 8 },
      },
    ],
  });
  // 2E-SEQ-03: round 1's declarations, then its roll
  state = dispatch(state, { type: 'startEncounter' }).state;
  state = dispatch(state, {
    type: 'rollInitiative',
    typedRolls: { 'init:rath': [2], 'init:orc': [6] },
  }).state;
  return dispatch(state, {
    type: 'attack',
    attackerId: 'rath',
    targetId: 'orc',
    typedRolls: { attack: [2] },
  }).state;
}

describe('AttackSchedule2e', () => {
  for (const [language, heading, made] of [
    ['en', 'Attacks of round 1', 'made'],
    ['uk', 'Атаки раунду 1', 'зроблено'],
    ['ru', 'Атаки раунда 1', 'сделано'],
  ] as const) {
    it(`shows Rath's first attack, the orc's, then Rath's second (${language})`, async () => {
      // The panel reads the engine's queries, which the DM window loads with the panel.
      await loadRulesQueries();
      const app = new Translator();
      app.language = language;
      const target = document.createElement('div');
      const component = mount(AttackSchedule2e, {
        target,
        props: { enc: fight(), text: new EncounterText(app) },
      });
      flushSync();
      expect(target.querySelector('h3')?.textContent).toBe(heading);
      const rows = [...target.querySelectorAll('[data-testid="schedule-attack"]')];
      expect(rows.map((r) => r.querySelector('.who')?.textContent)).toEqual([
        'Rath',
        'Orc',
        'Rath',
      ]);
      expect(rows[0]?.textContent).toContain(made);
      expect(rows[2]?.classList.contains('done')).toBe(false);
      unmount(component);
    });
  }
});
