// A command form starts from the selection (the selected creature acts, the marked one is the
// target, a flight's sides are the DM's and the other), and what the DM typed becomes the
// command: empty fields left out, numbers read (a comma decimal too), text that is not a number
// pointed at, a yes/no field able to say no, variants and lists built as the schema wants.
import { describe, expect, it } from 'vitest';
import type { EncounterState } from '../../../shared/encounter/types';
import { parseCells } from '../../../renderer/dm/actions/cells';
import {
  buildCommand,
  initCommand,
  OPTION,
  readNumber,
  type PrefillContext,
} from '../../../renderer/dm/actions/draft';
import { filterEntries } from '../../../renderer/dm/actions/filter';
import type { CommandSpec } from '../../../renderer/dm/actions/formSpec';
import { COMMAND_FORMS } from '../../../renderer/dm/actions/generated/commandForms';
import { validateValue } from '../../../renderer/dm/actions/validate';

const state = {
  combatantIds: ['hero', 'gob'],
  combatants: {
    hero: { id: 'hero', name: 'Tordek', side: 'party' },
    gob: { id: 'gob', name: 'Goblin', side: 'foes' },
  },
  sides: {
    party: { id: 'party', name: 'Party', isParty: true },
    foes: { id: 'foes', name: 'Foes', isParty: false },
  },
} as unknown as EncounterState;
const ctx: PrefillContext = { state, selectedId: 'hero', targetIds: ['gob'] };
const spec = (system: string, command: string): CommandSpec => {
  const s = COMMAND_FORMS[system]?.[command];
  if (!s) throw new Error(`${system}:${command}`);
  return s;
};

describe('command drafts', () => {
  it('fill the creatures and sides in from the selection and the marked targets', () => {
    const grapple = initCommand(spec('dnd5e', 'grapple'), ctx);
    expect(grapple.attackerId).toBe('hero');
    expect(grapple.targetId).toBe('gob');
    expect(grapple.freeHands).toBe('');
    expect(initCommand(spec('dnd5e', 'savingThrow'), ctx).combatantIds).toEqual(['gob']);
    const flee = initCommand(spec('osr', 'fleeDungeon'), ctx);
    // The pursuers are optional: left empty, the encounter's other side pursues.
    expect([flee.fleeingSideId, flee.pursuerSideId]).toEqual(['party', '']);
    expect(flee.obstacles).toBe('0');
    expect(initCommand(spec('osr', 'negotiate'), ctx)[OPTION]).toBe('reroll');
  });

  it('build the command: empty fields out, numbers read, a wrong number pointed at', () => {
    const s = spec('dnd5e', 'savingThrow');
    const draft = initCommand(s, ctx);
    draft.ability = 'dex';
    draft.dc = '1o';
    draft.advantage = false;
    let built = buildCommand('savingThrow', s, draft);
    expect(built.issues).toEqual([{ path: 'dc', code: 'notNumber' }]);
    draft.dc = ' 15 ';
    draft.bonus = '2,0';
    built = buildCommand('savingThrow', s, draft);
    expect(built).toEqual({
      value: {
        type: 'savingThrow',
        combatantIds: ['gob'],
        ability: 'dex',
        dc: 15,
        bonus: 2,
        advantage: false,
      },
      issues: [],
    });
    expect(validateValue(s, built.value)).toEqual([]);
  });

  it('build variants, lists of variants and nested groups', () => {
    const s = spec('dnd5e', 'declareSpeedFactor');
    const draft = initCommand(s, ctx);
    draft.actions = [
      { [OPTION]: 'castSpell', level: '3', melee: false, key: '', modifier: '' },
      { [OPTION]: 'other', level: '', melee: false, key: '', modifier: '' },
    ];
    const built = buildCommand('declareSpeedFactor', s, draft);
    expect(built.value).toEqual({
      type: 'declareSpeedFactor',
      combatantId: 'hero',
      actions: [{ kind: 'castSpell', level: 3 }, { kind: 'other' }],
    });
    expect(validateValue(s, built.value)).toEqual([]);
    const negotiate = spec('osr', 'negotiate');
    const n = initCommand(negotiate, ctx);
    n[OPTION] = 'sociability';
    n.difficulty = '-2';
    expect(buildCommand('negotiate', negotiate, n).value).toEqual({
      type: 'negotiate',
      mode: 'sociability',
      difficulty: -2,
    });
  });

  it('leave out a group the DM did not touch, even one with boxes and a variant inside', () => {
    const take = spec('dnd5e', 'takeAction');
    const draft = initCommand(take, ctx);
    draft.action = 'dash';
    const built = buildCommand('takeAction', take, draft);
    expect(built.value).toEqual({ type: 'takeAction', combatantId: 'hero', action: 'dash' });
    expect(validateValue(take, built.value)).toEqual([]);
    const bonus = spec('dnd5e', 'takeBonusAction');
    const b = initCommand(bonus, ctx);
    b.grantedBy = 'Cunning Action';
    expect(buildCommand('takeBonusAction', bonus, b).value).toEqual({
      type: 'takeBonusAction',
      combatantId: 'hero',
      grantedBy: 'Cunning Action',
    });
    (b.offHand as Record<string, unknown>).light = true;
    expect(buildCommand('takeBonusAction', bonus, b).value).toMatchObject({
      offHand: { light: true, melee: false, differentWeapon: false },
    });
    const attack = spec('dnd5e', 'attack');
    const a = initCommand(attack, ctx);
    a.attackBonus = '5';
    expect(buildCommand('attack', attack, a).value).toEqual({
      type: 'attack',
      attackerId: 'hero',
      targetId: 'gob',
      attackBonus: 5,
      melee: false,
    });
    const place = spec('dnd5e', 'placeToken');
    expect(buildCommand('placeToken', place, initCommand(place, ctx)).value).toEqual({
      type: 'placeToken',
      combatantId: 'hero',
      at: null,
    });
  });

  it('start every command of every system with nothing wrong but what the DM must still fill in', () => {
    let commands = 0;
    for (const [system, forms] of Object.entries(COMMAND_FORMS)) {
      for (const [type, form] of Object.entries(forms)) {
        const built = buildCommand(type, form, initCommand(form, ctx));
        expect(built.issues, `${system}:${type}`).toEqual([]);
        const codes = new Set(validateValue(form, built.value).map((i) => i.code));
        codes.delete('required');
        expect([...codes], `${system}:${type}`).toEqual([]);
        commands += 1;
      }
    }
    expect(commands).toBe(114);
  });

  it('read numbers as typed and squares as text', () => {
    expect([readNumber('−3'), readNumber('1,5'), readNumber('x'), readNumber('')]).toEqual([
      -3,
      1.5,
      null,
      null,
    ]);
    expect(parseCells('3,4; 5,4')).toEqual([
      { x: '3', y: '4' },
      { x: '5', y: '4' },
    ]);
    expect(parseCells('1,1-2,2')?.map((c) => `${c.x},${c.y}`)).toEqual([
      '1,1',
      '2,1',
      '1,2',
      '2,2',
    ]);
    expect(parseCells('3;4')).toBeNull();
  });

  it('find commands by the words typed, names first', () => {
    const entries = [
      { command: 'escapeGrapple', name: 'Escape a grapple', help: 'Athletics or Acrobatics' },
      { command: 'grapple', name: 'Grapple', help: 'Athletics', ruleId: '5E-GRAPPLE-01' },
      { command: 'shove', name: 'Shove', help: 'Knock prone', ruleId: '5E-SHOVE-01' },
    ];
    expect(filterEntries(entries, 'grap').map((e) => e.command)).toEqual([
      'grapple',
      'escapeGrapple',
    ]);
    expect(filterEntries(entries, '5e-shove').map((e) => e.command)).toEqual(['shove']);
    expect(filterEntries(entries, 'athl esc').map((e) => e.command)).toEqual(['escapeGrapple']);
    expect(filterEntries(entries, '')).toHaveLength(3);
  });
});
