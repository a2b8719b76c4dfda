// A 2e priest turns undead from the encounter screen: the selected priest's panel has a "Turn
// undead" button that opens the rules form for it at once, prefilled with the priest as the
// turner (2E-TURN-01, Table 61); a fighter has no such button.
import { flushSync } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { closeFightScreens, openFightScreen } from '../support/fightScreen';
import { SCREEN_TEST_MS, until } from '../support/until';

afterEach(closeFightScreens);

describe('2e turning undead from the encounter screen', { timeout: SCREEN_TEST_MS }, () => {
  it('the priest’s panel opens the turning form for him; the fighter’s has no button', async () => {
    const { dm } = await openFightScreen({
      system: 'adnd2e',
      language: 'ru',
      creatures: [
        {
          id: 'ans',
          name: 'Отец Анс',
          kind: 'pc',
          side: 'party',
          statblock: { name: 'Отец Анс', classes: [{ group: 'priest', level: 4 }], hp: 26 },
        },
        {
          id: 'bor',
          name: 'Борислав',
          kind: 'pc',
          side: 'party',
          statblock: { name: 'Борислав', classes: [{ group: 'warrior', level: 5 }], hp: 44 },
        },
        {
          id: 'sk',
          name: 'Скелет',
          kind: 'monster',
          side: 'foes',
          statblock: { name: 'Скелет', hitDice: '1', hp: 6, undead: { row: 'skeleton' } },
        },
      ],
      start: false,
    });
    const row = (id: string): HTMLElement => {
      const found = dm.all('dm-combatant').find((r) => r.dataset.id === id);
      if (!found) throw new Error(`no row ${id}`);
      return found;
    };
    await until(() => expect(dm.all('dm-combatant')).toHaveLength(3));
    row('bor').querySelector('button')?.click();
    flushSync();
    await until(() =>
      expect(dm.one('selected-combatant').querySelector('h2')?.textContent).toBe('Борислав'),
    );
    expect(dm.all('action-turnUndead')).toHaveLength(0);
    row('ans').querySelector('button')?.click();
    flushSync();
    await until(() => expect(dm.all('action-turnUndead')).toHaveLength(1));
    expect(dm.one('action-turnUndead').textContent?.trim()).toBe('Изгнать нежить');
    dm.one('action-turnUndead').click();
    flushSync();
    await until(() => expect(dm.all('action-form')).toHaveLength(1));
    expect(dm.one('action-title').textContent).toContain('Изгнать нежить');
    // The turner is the selected priest (the form is prefilled from the selection).
    const chosen = [...dm.one('action-form').querySelectorAll('select')].map((x) => x.value);
    expect(chosen).toContain('ans');
  });
});
