// The 5e tactical prompts have cards that name their creatures: without the grid, a move asks
// whose reach the mover left (AMB-31), answered by ticking creatures; each creature named then
// gets its opportunity-attack card (5E-OA-01). Before, the card said "The rules ask: leftReach".
import { flushSync } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { closeFightScreens, openFightScreen } from '../support/fightScreen';
import { SCREEN_TEST_MS, until } from '../support/until';
import type { MountedPage } from '../support/mountPage';

afterEach(closeFightScreens);

function card(dm: MountedPage, kind: string): HTMLElement {
  const found = dm.all('prompt').find((p) => p.dataset.kind === kind);
  if (!found) throw new Error(`no ${kind} card`);
  return found;
}

function button(root: HTMLElement, label: string): HTMLButtonElement {
  const found = [...root.querySelectorAll('button')].find((b) => b.textContent?.includes(label));
  if (!found) throw new Error(`no button ${label}`);
  return found;
}

describe('5e reach prompts on the encounter screen', { timeout: SCREEN_TEST_MS }, () => {
  it('AMB-31 / 5E-OA-01: whose reach, then the opportunity attack, by name', async () => {
    const { dm, dispatch } = await openFightScreen({
      creatures: [
        { id: 'hero', name: 'Tordek', kind: 'pc', maxHp: 30, ac: 16 },
        { id: 'gob', name: 'Goblin', kind: 'monster', maxHp: 7, ac: 13 },
        { id: 'wolf', name: 'Wolf', kind: 'monster', maxHp: 11, ac: 13 },
      ],
      initiative: { hero: 20, gob: 5, wolf: 3 },
    });
    dispatch({ type: 'move', combatantId: 'hero', feet: 15 });

    await until(() => expect(card(dm, 'leftReach').textContent).toContain('Whose reach'));
    const reach = card(dm, 'leftReach');
    expect(reach.querySelector('h3')?.textContent).toBe('Whose reach did Tordek leave?');
    const boxes = [...reach.querySelectorAll('label')].map((l) => l.textContent?.trim());
    expect(boxes).toEqual(['Goblin', 'Wolf']);
    expect(button(reach, 'Nobody’s')).toBeTruthy();
    const goblin = [...reach.querySelectorAll('label')].find((l) => l.textContent === 'Goblin');
    goblin?.querySelector('input')?.click();
    flushSync();
    button(reach, 'Confirm').click();

    await until(() => expect(card(dm, 'opportunityAttack')).toBeTruthy());
    const oa = card(dm, 'opportunityAttack');
    expect(oa.querySelector('h3')?.textContent).toBe(
      'Goblin may make an opportunity attack against Tordek',
    );
    expect(button(oa, 'Attack')).toBeTruthy();
    button(oa, 'Let it go').click();
    await until(() => expect(dm.all('prompt')).toHaveLength(0));
  });
});
