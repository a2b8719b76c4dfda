// Portraits in the engine and the players' view: a combatant keeps the portrait reference it
// was added with; the player view carries it only for creatures the players see under their
// own name, never for hidden ones nor behind a public name (a face would give the secret away).
import { describe, expect, it } from 'vitest';
import { createEncounter, toPlayerView } from '../../../shared';
import { run } from './helpers';

const face = (c: string) => `${c.repeat(64)}.webp`;

describe('portraits in the player view', () => {
  const state = run(
    createEncounter({
      system: 'simple',
      seed: 3,
      combatants: [
        { id: 'a', name: 'Alda', kind: 'pc', maxHp: 20, portrait: face('a') },
        { id: 'h', name: 'Lurker', kind: 'monster', maxHp: 30, hidden: true, portrait: face('b') },
        {
          id: 'm',
          name: 'Lich',
          kind: 'monster',
          maxHp: 40,
          nameHidden: true,
          publicName: 'Robed figure',
          portrait: face('c'),
        },
        { id: 'o', name: 'Orc', kind: 'monster', maxHp: 15 },
      ],
    }),
    {
      type: 'addCombatants',
      combatants: [{ id: 'g', name: 'Ghoul', kind: 'monster', maxHp: 9, portrait: face('d') }],
    },
  ).state;

  it('keeps the reference a combatant was added with', () => {
    expect(state.combatants.a?.portrait).toBe(face('a'));
    expect(state.combatants.g?.portrait).toBe(face('d'));
    expect(state.combatants.o?.portrait).toBeUndefined();
  });

  it('carries the portraits of revealed creatures only', () => {
    const view = toPlayerView(state);
    const byId = new Map(view.combatants.map((c) => [c.id, c]));
    expect(byId.get('a')?.portrait).toBe(face('a'));
    expect(byId.get('g')?.portrait).toBe(face('d'));
    expect(byId.get('o')?.portrait).toBeUndefined();
    // Behind a public name: no portrait.
    expect(byId.get('m')?.portrait).toBeUndefined();
    const json = JSON.stringify(view);
    expect(json).not.toContain(face('b'));
    expect(json).not.toContain(face('c'));
  });

  it('shows a hidden-name creature’s portrait once the DM reveals its name', () => {
    const view = toPlayerView(state, { reveal: { m: { name: true } } });
    expect(view.combatants.find((c) => c.id === 'm')?.portrait).toBe(face('c'));
  });

  it('refuses a portrait reference that is not a stored picture name', () => {
    expect(() =>
      run(state, {
        type: 'addCombatants',
        combatants: [{ name: 'X', kind: 'monster', maxHp: 1, portrait: '../../settings.json' }],
      }),
    ).toThrow();
  });
});
