// The 5e attack form on main's real core: Shift+D opens it against the selected creature with the
// creature whose turn it is as the attacker; the command it sends carries the typed d20s, the
// damage dice and the situation's cover sources; a missing second d20 is told beside its field.
import { flushSync } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { closeFightScreens, openTordeksTurn } from '../support/fightScreen';
import { SCREEN_TEST_MS, until } from '../support/until';
import { typeInto } from '../support/mountPage';
import { press } from '../support/keyboard';

afterEach(closeFightScreens);

function choose(el: HTMLElement, value: string): void {
  const select = el as HTMLSelectElement;
  const option = [...select.options].find((o) => o.value === value);
  if (!option) throw new Error(`no choice ${value}`);
  option.selected = true;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  flushSync();
}

describe('5e attack form', { timeout: SCREEN_TEST_MS }, () => {
  it('attacks the selected creature with typed dice: Shift+D, bonus, d20, damage, Enter', async () => {
    const { dm, core, sent } = await openTordeksTurn();
    press('j');
    press('D', true);
    expect(dm.one('action-targets').textContent).toContain('Goblin');
    typeInto(dm.one('attack-bonus'), '5');
    typeInto(dm.one('attack-d20'), '15');
    typeInto(dm.one('attack-dice'), '1d6+2');
    choose(dm.one('attack-damage-type'), 'slashing');
    typeInto(dm.one('attack-damage-roll'), '3');
    (dm.one('attack-form') as HTMLFormElement).requestSubmit();
    flushSync();
    await until(() => expect(dm.all('attack-form')).toHaveLength(0));
    expect(sent.at(-1)).toMatchObject({
      type: 'attack',
      attackerId: 'hero',
      targetId: 'gob',
      attackBonus: 5,
      melee: true,
      damage: [{ dice: '1d6+2', type: 'slashing' }],
      typedRolls: { attack: [15], damage: [1] },
    });
    expect(core.encounter.dmView().encounter.combatants.gob?.hp).toBe(4);
  });

  it('asks for the second d20 with advantage and tells a missing one beside it', async () => {
    const { dm, sent } = await openTordeksTurn();
    press('j');
    press('D', true);
    typeInto(dm.one('attack-bonus'), '4');
    choose(dm.one('attack-mode'), 'advantage');
    typeInto(dm.one('attack-d20'), '12');
    (dm.one('attack-form') as HTMLFormElement).requestSubmit();
    flushSync();
    expect(dm.one('attack-error-second').textContent).toContain('both d20s');
    expect(sent).toHaveLength(0);
    typeInto(dm.one('attack-second'), '18');
    (dm.one('attack-form') as HTMLFormElement).requestSubmit();
    flushSync();
    await until(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      advantage: [expect.any(String)],
      typedRolls: { attack: [12, 18] },
    });
  });

  it('sends every source of cover from the situation, and an unarmed off-hand strike', async () => {
    const { dm, sent } = await openTordeksTurn();
    press('j');
    press('D', true);
    typeInto(dm.one('attack-bonus'), '3');
    typeInto(dm.one('attack-d20'), '2');
    (dm.one('attack-unarmed') as HTMLInputElement).click();
    (dm.one('attack-offhand') as HTMLInputElement).click();
    (dm.one('attack-add-cover') as HTMLButtonElement).click();
    (dm.one('attack-add-cover') as HTMLButtonElement).click();
    flushSync();
    const degrees = dm.all('attack-cover-degree');
    const sources = dm.all('attack-cover-source');
    choose(degrees[1] as HTMLElement, 'threeQuarters');
    typeInto(sources[0] as HTMLElement, 'a crate');
    typeInto(sources[1] as HTMLElement, 'an arrow slit');
    (dm.one('attack-form') as HTMLFormElement).requestSubmit();
    flushSync();
    await until(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      unarmed: true,
      offHand: true,
      uses: 'bonusAction',
      coverSources: [
        { degree: 'half', source: 'a crate' },
        { degree: 'threeQuarters', source: 'an arrow slit' },
      ],
    });
    expect(sent[0]).not.toHaveProperty('damage');
  });
});
