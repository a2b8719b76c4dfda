// Properties of the tactical rules in the engine: replay of the log equals the live state, undo
// then redo is the identity, rejected commands change nothing, every error code is translated,
// and the DM panel's view reads the same facts the commands use.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { History, RuleError, replay } from '../../../../../shared';
import type { EncounterState } from '../../../../../shared';
import { engineI18n } from '../../../../../shared/encounter/i18n';
import type { I18nTree } from '../../../../../shared/rules/types';
import {
  PROMPT_KINDS,
  dnd5eI18n,
  tacticalView,
  targetHints,
} from '../../../../../shared/rules/dnd5e';
import { rejects, run } from '../helpers';
import { checkReplayAndUndo, creature, fight, panel } from './fight';

const place = (id: string, x: number, y: number) => ({
  type: 'placeToken',
  combatantId: id,
  at: { x, y },
});

function arena(): EncounterState {
  return fight(
    [
      creature('a', 'pc', { speed: { walk: 30 } }),
      creature('b', 'pc', { speed: { walk: 30, fly: 30 } }),
      creature('o', 'monster', { speed: { walk: 30 } }),
      creature('g', 'monster', {
        size: 'large',
        speed: { walk: 40 },
        sys: { deathRule: 'instant', reachFt: 10 },
      }),
    ],
    {
      grid: true,
      flanking: true,
      'act.mark': true,
      'act.overrun': true,
      facing: true,
      'fall.rate': true,
    },
    ['a', 'o', 'b', 'g'],
    [
      place('a', 0, 0),
      place('b', 2, 2),
      place('o', 1, 0),
      place('g', 3, 0),
      {
        type: 'editMap',
        cells: [
          { x: 0, y: 2 },
          { x: 1, y: 2 },
        ],
        difficult: true,
      },
      { type: 'editMap', cells: [{ x: 4, y: 3 }], wall: true },
    ],
  );
}

const ids = ['a', 'b', 'o', 'g'];
const cell = fc.record({ x: fc.integer({ min: -3, max: 6 }), y: fc.integer({ min: -3, max: 6 }) });
const id = fc.constantFrom(...ids);

const command = fc.oneof(
  fc.record({ type: fc.constant('nextTurn') }),
  fc.record({ type: fc.constant('move'), combatantId: id, to: cell }),
  fc.record({ type: fc.constant('move'), combatantId: id, feet: fc.integer({ min: 0, max: 20 }) }),
  fc.record({
    type: fc.constant('takeAction'),
    combatantId: id,
    action: fc.constantFrom('dash', 'disengage', 'dodge', 'hide', 'search', 'useObject'),
  }),
  fc.record({
    type: fc.constant('attack'),
    attackerId: id,
    targetId: id,
    attackBonus: fc.integer({ min: 0, max: 8 }),
    melee: fc.boolean(),
    mark: fc.boolean(),
    damage: fc.constant([{ dice: '1d6', type: 'slashing' }]),
  }),
  fc.record({ type: fc.constant('grapple'), attackerId: id, targetId: id }),
  fc.record({
    type: fc.constant('shove'),
    attackerId: id,
    targetId: id,
    effect: fc.constantFrom('prone', 'push'),
  }),
  fc.record({ type: fc.constant('standUp'), combatantId: id }),
  fc.record({ type: fc.constant('useReaction'), combatantId: id, kind: fc.constant('feature') }),
  fc.record({
    type: fc.constant('fall'),
    combatantId: id,
    feet: fc.integer({ min: 0, max: 1500 }),
  }),
  fc.record({ type: fc.constant('overrun'), moverId: id, targetId: id }),
  fc.record({
    type: fc.constant('setFacing'),
    combatantId: id,
    facing: fc.constantFrom('north', 'east', 'south', 'west'),
    asReaction: fc.boolean(),
  }),
);

/** Answers for every prompt kind a random fight may raise. */
const ANSWERS: Record<string, unknown> = {
  opportunityAttack: 'attack',
  leftReach: 'none',
  knockOut: 'kill',
  deathSave: 'roll',
  concentration: 'roll',
  flierFalls: 'fall',
  mountFell: 'fall',
  lingeringInjury: 'skip',
  initiativeTie: 'keep',
};

describe('properties of the tactical rules in the engine', () => {
  it('replay of the log equals the live state; undo then redo is the identity; rejected commands change nothing', () => {
    fc.assert(
      fc.property(fc.array(command, { minLength: 1, maxLength: 25 }), (cmds) => {
        const init = arena();
        const h = new History(init);
        for (const c of cmds) {
          const before = h.state;
          const length = h.events().length;
          try {
            h.dispatch(c);
          } catch (e) {
            if (!(e instanceof RuleError)) throw e;
            expect(h.state).toBe(before);
            expect(h.events().length).toBe(length);
          }
          for (const p of h.state.prompts) {
            try {
              h.dispatch({
                type: 'resolvePrompt',
                promptId: p.id,
                choice: ANSWERS[p.kind] ?? 'skip',
              });
            } catch (e) {
              if (!(e instanceof RuleError)) throw e;
            }
          }
        }
        const live = h.state;
        expect(replay(init, h.events())).toEqual(live);
        let n = 0;
        while (h.canUndo) {
          h.undo();
          n++;
        }
        expect(h.state).toEqual(init);
        for (let i = 0; i < n; i++) h.redo();
        expect(h.state).toEqual(live);
      }),
      { numRuns: 40 },
    );
  });

  it('a scripted tactical round replays exactly and undoes to the start', () => {
    const init = arena();
    const moved = run(init, {
      type: 'move',
      combatantId: 'a',
      path: [
        { x: 0, y: 1 },
        { x: -1, y: 2 },
      ],
    }).state;
    const oa = moved.prompts.find((p) => p.kind === 'opportunityAttack');
    expect(oa?.combatantId).toBe('o');
    checkReplayAndUndo(init, [
      {
        type: 'move',
        combatantId: 'a',
        path: [
          { x: 0, y: 1 },
          { x: -1, y: 2 },
        ],
      },
      { type: 'resolvePrompt', promptId: oa?.id, choice: 'decline' },
      { type: 'takeAction', combatantId: 'a', action: 'dash' },
      { type: 'nextTurn' },
      { type: 'move', combatantId: 'o', path: [{ x: 0, y: 1 }] },
      {
        type: 'grapple',
        attackerId: 'o',
        targetId: 'a',
        typedRolls: { 'grapple:initiator': [15], 'grapple:defender': [2] },
      },
      { type: 'nextTurn' },
    ]);
  });

  it('bad tactical commands are rejected with typed errors, state and log unchanged', () => {
    const s = arena();
    rejects(s, { type: 'move', combatantId: 'nobody', feet: 5 }, 'unknownCombatant');
    rejects(s, { type: 'move', combatantId: 'a', feet: -5 }, 'invalidCommand');
    rejects(
      s,
      {
        type: 'grapple',
        attackerId: 'a',
        targetId: 'o',
        typedRolls: { 'grapple:initiator': [21] },
      },
      'rollOutOfRange',
    );
    rejects(s, { type: 'takeAction', combatantId: 'a', action: 'teleport' }, 'invalidCommand');
    rejects(s, { type: 'editMap', cells: [{ x: 0, y: 0 }] }, 'invalidCommand');
    rejects(s, { type: 'mount', riderId: 'a', mountId: 'a' }, 'invalidValue');
    rejects(
      s,
      { type: 'fall', combatantId: 'a', feet: 10, typedRolls: { fallDamage: [1, 2] } },
      'rollCountMismatch',
    );
  });

  it('every error code the tactical rules raise is translated (engine, 5e or tactics catalog), and every 5e prompt kind has a title', () => {
    const dir = join(__dirname, '../../../../../shared/rules/dnd5e/combat');
    const src = readdirSync(dir)
      .map((f) => readFileSync(join(dir, f), 'utf8'))
      .join('\n');
    const codes = new Set([...src.matchAll(/new RuleError\('(\w+)'/g)].map((m) => m[1] as string));
    const has = (tree: I18nTree, key: string): boolean => {
      let node: string | I18nTree | undefined = tree;
      for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
      return typeof node === 'string';
    };
    for (const lang of ['en', 'uk', 'ru'] as const) {
      const missing = [...codes].filter(
        (c) =>
          !has(engineI18n[lang], `engine.error.${c}`) &&
          !has(dnd5eI18n[lang], `tactics.error.${c}`) &&
          !has(dnd5eI18n[lang], `dnd5e.error.${c}`),
      );
      expect(missing, lang).toEqual([]);
      const untitled = Object.keys(PROMPT_KINDS).filter(
        (k) => !has(dnd5eI18n[lang], `dnd5e.prompt.${k}.title`),
      );
      expect(untitled, lang).toEqual([]);
    }
  });

  it('the DM panel reads positions, movement left, reach and the hints the attack would use', () => {
    let s = arena();
    s = run(s, { type: 'move', combatantId: 'a', feet: 0 }).state;
    const view = tacticalView(s);
    expect(view.grid).toBe(true);
    expect(view.map.difficult).toEqual(['0,2', '1,2']);
    expect(view.map.walls).toEqual(['4,3']);
    expect(view.combatants.find((c) => c.id === 'g')).toMatchObject({
      position: { x: 3, y: 0 },
      squares: 2,
      reachFt: 10,
    });
    expect(panel(s, 'a')).toMatchObject({ movementLeft: { walk: 30 }, actionsLeft: 1 });
    const hints = targetHints(s, 'a');
    expect(hints.find((h) => h.targetId === 'o')).toMatchObject({
      hostile: true,
      distanceFt: 5,
      inReach: true,
      cover: 'none',
    });
    expect(hints.find((h) => h.targetId === 'g')).toMatchObject({
      distanceFt: 15,
      inReach: false,
      cover: 'half',
    });
    // b moves behind o: a and b flank it.
    s = run(
      s,
      { type: 'nextTurn' },
      { type: 'nextTurn' },
      {
        type: 'move',
        combatantId: 'b',
        path: [
          { x: 2, y: 1 },
          { x: 2, y: 0 },
        ],
      },
    ).state;
    expect(targetHints(s, 'a').find((h) => h.targetId === 'o')?.flankingWith).toBe('b');
  });
});
