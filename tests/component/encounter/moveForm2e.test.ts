// The 2e move form on main's real core (2E-MOVE-01..07): M opens it for the creature whose turn
// it is, shows the kind of movement declared for the round and the feet it leaves, sends the
// feet moved, and tells the engine's refusal of a move too far beside the feet.
import { flushSync } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/i18n/index';
import { closeFightScreens, openFightScreen, type FightScreen } from '../support/fightScreen';
import { SCREEN_TEST_MS, until } from '../support/until';
import { typeInto, type MountedPage } from '../support/mountPage';
import { press } from '../support/keyboard';

afterEach(closeFightScreens);

function submit(dm: MountedPage): void {
  (dm.one('move-form') as HTMLFormElement).requestSubmit();
  flushSync();
}

/** Rath (MV 12) declares closing to melee for round 1 (½: 60 ft) and acts first. */
async function fight(language: Language = 'en'): Promise<FightScreen> {
  const screen = await openFightScreen({
    system: 'adnd2e',
    language,
    options: { 'opt.initiativeMode': 'individual' },
    creatures: [
      {
        id: 'rath',
        name: 'Rath',
        kind: 'pc',
        side: 'party',
        statblock: {
          name: 'Rath',
          classes: [{ group: 'warrior', level: 3 }],
          hp: 24,
          movement: { base: 12 },
          attacks: [{ name: 'long sword', damage: '1d8' }],
        },
      },
      {
        id: 'orc',
        name: 'Orc',
        kind: 'monster',
        side: 'foes',
        statblock: { name: 'Orc', hitDice: '1', hp: 8, movement: { base: 9 } },
      },
    ],
  });
  screen.dispatch({
    type: 'declare',
    combatantId: 'rath',
    action: 'attack',
    movement: 'closeToMelee',
  });
  screen.dispatch({ type: 'rollInitiative', typedRolls: { 'init:rath': [2], 'init:orc': [6] } });
  await screen.untilSelected('Rath');
  screen.forget();
  return screen;
}

describe('2e move form', { timeout: SCREEN_TEST_MS }, () => {
  it('2E-MOVE-02: M moves Rath 40 of the 60 ft closing to melee allows; 20 ft are left', async () => {
    const { dm, sent } = await fight();
    press('m');
    await until(() => expect(dm.one('move-left').textContent).toContain('60 ft'));
    expect(dm.one('move-kind').textContent).toContain('Close to melee');
    expect(dm.one('move-left').textContent).toContain('120 ft');
    typeInto(dm.one('move-feet'), '40');
    submit(dm);
    await until(() => expect(dm.all('move-form')).toHaveLength(0));
    expect(sent.at(-1)).toEqual({ type: 'move', combatantId: 'rath', feet: 40 });
    press('m');
    await until(() => expect(dm.one('move-left').textContent).toContain('20 ft'));
  });

  it('2E-MOVE-01: a move beyond what is left is the engine’s refusal, beside the feet', async () => {
    const { dm, sent } = await fight();
    press('m');
    await until(() => expect(dm.one('move-left').textContent).toContain('60 ft'));
    typeInto(dm.one('move-feet'), '70');
    submit(dm);
    await until(() => expect(dm.all('move-error-feet')).toHaveLength(1));
    expect(sent.at(-1)).toEqual({ type: 'move', combatantId: 'rath', feet: 70 });
    expect(dm.one('move-error-feet').textContent).toContain('60 ft');
    expect(dm.all('move-form')).toHaveLength(1);
  });

  it('asks for whole feet before sending anything', async () => {
    const { dm, sent } = await fight();
    press('m');
    typeInto(dm.one('move-feet'), '0');
    submit(dm);
    expect(dm.one('move-error-feet').textContent).toContain('whole number');
    expect(sent).toHaveLength(0);
  });

  for (const [language, left] of [
    ['uk', 'Цього раунду лишилось 60 фт руху'],
    ['ru', 'В этом раунде осталось 60 фт передвижения'],
  ] as const) {
    it(`says the feet left in ${language}`, async () => {
      const { dm } = await fight(language);
      press('m');
      await until(() => expect(dm.one('move-left').textContent).toContain(left));
      expect(dm.one('move-form').textContent).not.toMatch(/move2e\.|Feet moved/);
    });
  }
});
