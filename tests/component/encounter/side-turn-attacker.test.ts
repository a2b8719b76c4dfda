// The damage form under side initiative (2e, OSR): a whole side acts, so no single creature is
// the attacker by itself. The attacker defaults to the creature of the acting side the DM
// selected this turn, else to nobody; the turn's own selection is not the DM's. The command
// names the attacker so the recap credits it.
import { flushSync, mount, unmount } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { createEncounter, dispatch, type EncounterState } from '../../../shared';
import DamageForm from '../../../renderer/dm/encounter/DamageForm.svelte';
import {
  defaultAttackerId,
  type ActionContext,
} from '../../../renderer/dm/encounter/actionContext';
import type {
  EncounterCommand,
  EncounterStore,
} from '../../../renderer/dm/encounter/encounterStore.svelte';
import { ScreenState } from '../../../renderer/dm/encounter/screenState.svelte';
import { EncounterText } from '../../../renderer/dm/encounter/text.svelte';
import { Translator } from '../../../renderer/i18n/translator.svelte';
import { typeInto } from '../support/mountPage';
import { until } from '../support/until';

let cleanup: (() => void) | undefined;
afterEach(() => {
  cleanup?.();
  cleanup = undefined;
});

function partyActs(system: 'adnd2e' | 'osr'): EncounterState {
  let state = createEncounter({
    system,
    seed: 7,
    combatants: [
      { id: 'ftr', name: 'Fighter', kind: 'pc', side: 'party', maxHp: 40 },
      { id: 'thf', name: 'Thief', kind: 'pc', side: 'party', maxHp: 20 },
      { id: 'sk1', name: 'Skeleton', kind: 'monster', side: 'foes', maxHp: 8 },
    ],
  } as never);
  const run = (command: Record<string, unknown>) => {
    state = dispatch(state, command as Parameters<typeof dispatch>[1]).state;
  };
  run({ type: 'startEncounter' });
  run(
    system === 'adnd2e'
      ? { type: 'rollInitiative', typedRolls: { 'init:side:party': [2], 'init:side:foes': [8] } }
      : { type: 'rollInitiative', typedRolls: { 'initiative:party': [5], 'initiative:foes': [2] } },
  );
  for (let i = 0; i < 3 && !state.turn?.activeIds.includes('ftr'); i++) run({ type: 'nextTurn' });
  expect(state.turn?.activeIds).toEqual(['ftr', 'thf']);
  return state;
}

function form(state: EncounterState, picks: readonly string[]) {
  const sent: EncounterCommand[] = [];
  const translator = new Translator();
  translator.language = 'uk';
  const ctx: ActionContext = {
    store: { busy: false } as unknown as EncounterStore,
    text: new EncounterText(translator),
    state,
    targetIds: ['sk1'],
    selected: state.combatants.sk1 ?? null,
    picks,
    send: (...commands) => {
      sent.push(...commands);
      return Promise.resolve(true);
    },
    close: () => undefined,
    reject: (code) => {
      throw new Error(code);
    },
  };
  const root = document.createElement('div');
  document.body.append(root);
  const component = mount(DamageForm, { target: root, props: { ctx } });
  flushSync();
  cleanup = () => {
    unmount(component);
    root.remove();
  };
  const attacker = root.querySelector<HTMLSelectElement>('[data-testid="damage-attacker"]');
  const apply = async (amount: string): Promise<EncounterCommand | undefined> => {
    const box = root.querySelector<HTMLInputElement>('[data-testid="damage-amount"]');
    if (!box) throw new Error('no amount field');
    typeInto(box, amount);
    root.querySelector<HTMLButtonElement>('[data-testid="damage-apply"]')?.click();
    await until(() => sent.length > 0);
    return sent[0];
  };
  return { attacker, apply };
}

describe('side-turn damage: the attacker', () => {
  for (const system of ['adnd2e', 'osr'] as const) {
    it(`${system}: the side's creature the DM selected this turn is the attacker`, async () => {
      const state = partyActs(system);
      // The DM selected the thief, then the skeleton it hit.
      const f = form(state, ['sk1', 'thf']);
      expect(f.attacker?.value).toBe('thf');
      expect(await f.apply('4')).toMatchObject({
        type: 'damage',
        targetIds: ['sk1'],
        amount: 4,
        attackerId: 'thf',
      });
    });

    it(`${system}: nobody of the side selected — nobody, not the side's first creature`, async () => {
      const f = form(partyActs(system), ['sk1']);
      expect(f.attacker?.value).toBe('');
      const command = await f.apply('4');
      expect(command).toMatchObject({ type: 'damage', amount: 4 });
      expect(command).not.toHaveProperty('attackerId');
    });
  }

  it('one creature acting is the attacker, unless it is a target', () => {
    const state = partyActs('adnd2e');
    const alone = { ...state, turn: { ...state.turn!, activeIds: ['ftr'] } };
    expect(defaultAttackerId(alone, ['sk1'], [])).toBe('ftr');
    expect(defaultAttackerId(alone, ['ftr'], [])).toBe('');
    expect(defaultAttackerId(state, ['sk1'], ['ftr'])).toBe('ftr');
    expect(defaultAttackerId(state, ['thf'], ['thf'])).toBe('');
  });

  it('the screen remembers the DM’s selections of this turn, not the turn’s own', () => {
    const screen = new ScreenState();
    screen.select('ftr', 'turn');
    expect(screen.picks).toEqual([]);
    screen.select('thf');
    screen.select('sk1');
    expect(screen.picks).toEqual(['sk1', 'thf']);
    screen.newTurn();
    expect(screen.picks).toEqual([]);
  });
});
