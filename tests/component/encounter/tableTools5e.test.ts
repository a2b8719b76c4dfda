// The 5e table tools on the selected creature's panel, on main's real core: a lingering injury on
// demand (5E-INJURY-02/03), the healer's kit spending its uses (5E-HKIT-01), hiding before the
// fight (5E-UNSEEN-04), a speed modifier counted in movement left (5E-ACT-05) and the squeezing
// toggle (5E-SIZE-04). Each is driven from the keyboard (focus, type, Enter) and the exact
// command sent is checked.
import { flushSync } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import {
  TORDEK_AND_GOBLIN,
  closeFightScreens,
  openFightScreen,
  type FightScreen,
} from '../support/fightScreen';
import { SCREEN_TEST_MS, until } from '../support/until';
import { typeInto } from '../support/mountPage';
import { press, submit } from '../support/keyboard';

afterEach(closeFightScreens);

/** Enter on a focused button (jsdom has no default action for keys: the click is Enter's). */
function activate(el: HTMLElement): void {
  el.focus();
  el.click();
  flushSync();
}

async function fight(start = true): Promise<FightScreen> {
  const screen = await openFightScreen({
    ...TORDEK_AND_GOBLIN,
    options: { lingeringInjuries: true },
    start,
    turn: start ? 'Tordek' : undefined,
  });
  if (!start) {
    await until(() => expect(screen.dm.all('dm-combatant').length).toBeGreaterThan(1));
    press('j');
    await screen.untilSelected('Tordek');
    screen.forget();
  }
  return screen;
}

describe('5e table tools', { timeout: SCREEN_TEST_MS }, () => {
  it('rolls a lingering injury on demand with the typed d20 and shows it (5E-INJURY-02/03)', async () => {
    const { dm, sent } = await fight();
    activate(dm.one('tool-injury'));
    await until(() => expect(document.activeElement).toBe(dm.one('injury-roll')));
    // d20 4 on the table: Limp.
    typeInto(dm.one('injury-roll'), '4');
    submit(dm.one('injury-form'));
    await until(() => expect(dm.one('injury-result').textContent).toBe('d20 4: Limp'));
    expect(sent.at(-1)).toEqual({
      type: 'lingeringInjury',
      combatantId: 'hero',
      typedRolls: { injury: [4] },
    });
    expect(dm.one('selected-combatant').textContent).toContain('Limp');
    // Esc closes the form and gives the focus back to its button.
    press('Escape');
    await until(() => expect(dm.all('injury-form')).toHaveLength(0));
    await until(() => expect(document.activeElement).toBe(dm.one('tool-injury')));
  });

  it('rolls with the seeded dice when the d20 is left empty, and refuses a face beyond 20', async () => {
    const { dm, sent } = await fight();
    activate(dm.one('tool-injury'));
    typeInto(dm.one('injury-roll'), '25');
    submit(dm.one('injury-form'));
    await until(() => expect(dm.one('injury-error').textContent).toContain('d20'));
    expect(sent).toHaveLength(0);
    typeInto(dm.one('injury-roll'), '');
    submit(dm.one('injury-form'));
    await until(() => expect(dm.one('injury-result').textContent).toMatch(/^d20 \d+: /));
    expect(sent.at(-1)).toEqual({ type: 'lingeringInjury', combatantId: 'hero' });
  });

  it('uses the healer’s kit one charge at a time and says why an empty one cannot be used (5E-HKIT-01)', async () => {
    const { dm, sent, dispatch } = await fight();
    dispatch({ type: 'setHealersKit', combatantId: 'hero', charges: 2 });
    sent.length = 0;
    await until(() => expect(dm.one('tool-kit').textContent).toContain('(2)'));
    activate(dm.one('tool-kit'));
    expect(dm.one('kit-charges').textContent).toBe('2 uses left');
    submit(dm.one('kit-form'));
    await until(() => expect(dm.one('kit-charges').textContent).toBe('1 use left'));
    expect(sent.at(-1)).toEqual({ type: 'useHealersKit', combatantId: 'hero', healerId: 'hero' });
    // The goblin's wounds with the last use.
    const patient = dm.one('kit-patient') as HTMLSelectElement;
    patient.value = 'gob';
    patient.dispatchEvent(new Event('change', { bubbles: true }));
    flushSync();
    submit(dm.one('kit-form'));
    await until(() =>
      expect(dm.one('kit-why').textContent).toBe('The kit is empty: no uses left.'),
    );
    expect(sent.at(-1)).toEqual({ type: 'useHealersKit', combatantId: 'gob', healerId: 'hero' });
    expect((dm.one('kit-apply') as HTMLButtonElement).disabled).toBe(true);
    submit(dm.one('kit-form'));
    expect(sent).toHaveLength(2);
  });

  it('lets a creature start the fight unseen with a Stealth total, before the fight (5E-UNSEEN-04)', async () => {
    const { dm, sent } = await fight(false);
    expect(dm.one('tool-unseen').textContent).toBe('Starts unseen…');
    activate(dm.one('tool-unseen'));
    typeInto(dm.one('unseen-stealth'), '17');
    submit(dm.one('unseen-form'));
    await until(() => expect(dm.one('unseen-current').textContent).toBe('Hiding with Stealth 17'));
    expect(sent.at(-1)).toEqual({ type: 'setHiding', combatantId: 'hero', stealth: 17 });
    activate(dm.one('unseen-reveal'));
    await until(() => expect(dm.all('unseen-current')).toHaveLength(0));
    expect(sent.at(-1)).toEqual({ type: 'setHiding', combatantId: 'hero', stealth: null });
  });

  it('adds a speed modifier with its reason, counted in movement left (5E-ACT-05)', async () => {
    const { dm, sent } = await fight();
    activate(dm.one('tool-speed'));
    typeInto(dm.one('speed-feet'), '−10');
    submit(dm.one('speed-form'));
    expect(dm.one('speed-form').textContent).toContain('Name the reason');
    typeInto(dm.one('speed-reason'), 'Ray of frost');
    submit(dm.one('speed-form'));
    await until(() => expect(dm.one('speed-list').textContent).toContain('Ray of frost −10'));
    expect(sent.at(-1)).toEqual({
      type: 'setTacticalStats',
      combatantId: 'hero',
      speedModifiers: [{ label: 'Ray of frost', feet: -10 }],
    });
    press('Escape');
    press('m');
    await until(() => expect(dm.one('move-left').textContent).toContain('20 ft of movement left'));
    expect(dm.one('move-left').textContent).toContain('Ray of frost −10');
  });

  it('toggles squeezing, which the move form then takes (5E-SIZE-04)', async () => {
    const { dm, sent } = await fight();
    activate(dm.one('tool-squeezing'));
    await until(() => expect(dm.one('tool-squeezing').getAttribute('aria-pressed')).toBe('true'));
    expect(sent.at(-1)).toEqual({ type: 'setTacticalStats', combatantId: 'hero', squeezing: true });
    press('m');
    expect((dm.one('move-squeezing') as HTMLInputElement).checked).toBe(true);
    // Squeezing: each foot costs 1 extra, so 10 ft spend 20 of 30.
    typeInto(dm.one('move-feet'), '10');
    submit(dm.one('move-form'));
    await until(() => expect(dm.all('move-form')).toHaveLength(0));
    expect(sent.at(-1)).toEqual({ type: 'move', combatantId: 'hero', feet: 10, squeezing: true });
    press('m');
    await until(() => expect(dm.one('move-left').textContent).toContain('10 ft of movement left'));
  });
});
