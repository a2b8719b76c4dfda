// The 5e move form on main's real core: M opens it for the selected creature, shows its movement
// left this turn, sends feet and difficult feet, and tells a refusal beside the form's fields.
import { flushSync } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { closeFightScreens, openTordeksTurn } from '../support/fightScreen';
import { SCREEN_TEST_MS, until } from '../support/until';
import { typeInto } from '../support/mountPage';
import { press } from '../support/keyboard';

afterEach(closeFightScreens);

describe('5e move form', { timeout: SCREEN_TEST_MS }, () => {
  it('moves the creature whose turn it is by feet, part difficult, and shows what is left', async () => {
    const { dm, sent } = await openTordeksTurn();
    press('m');
    await until(() => expect(dm.one('move-left').textContent).toContain('30 ft'));
    typeInto(dm.one('move-feet'), '15');
    typeInto(dm.one('move-difficult'), '5');
    (dm.one('move-form') as HTMLFormElement).requestSubmit();
    flushSync();
    await until(() => expect(dm.all('move-form')).toHaveLength(0));
    expect(sent.at(-1)).toEqual({ type: 'move', combatantId: 'hero', feet: 15, difficultFeet: 5 });
    press('m');
    await until(() => expect(dm.one('move-left').textContent).toContain('10 ft'));
  });

  it('tells difficult feet beyond the feet moved beside the field, sending nothing', async () => {
    const { dm, sent } = await openTordeksTurn();
    press('m');
    typeInto(dm.one('move-feet'), '5');
    typeInto(dm.one('move-difficult'), '10');
    (dm.one('move-form') as HTMLFormElement).requestSubmit();
    flushSync();
    expect(dm.one('move-form').textContent).toContain('Difficult feet must be');
    expect(sent).toHaveLength(0);
  });
});
