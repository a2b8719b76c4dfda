// The OSR procedure panel on main's real core: the scene, the encounter check, surprise and the
// reaction before the fight (typed dice), a morale flag (2d6 against ML typed in the morale
// step), an escape attempt in a dungeon and a burning creature's fire put out; each step's
// refusal told beside it; and the round panel in the pursuers' free surprise round (OSR-SURP-06).
// Also the encounter distance rolled or entered by hand (OSR-DIST), negotiation after a won
// initiative (OSR-REACT-02) and the Referee's modifiers on a wilderness escape (OSR-WILD-03).
// Fields are filled from the keyboard and sent with Enter; the exact command sent is checked.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { flushSync } from 'svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCore, type Core } from '../../../main/core/createCore';
import { loopbackTransport } from '../support/loopbackTransport';
import { SCREEN_TEST_MS, until } from '../support/until';
import { mountPage, typeInto, type MountedPage } from '../support/mountPage';

let dataDir: string | undefined;
let core: Core | undefined;
let page: MountedPage | undefined;

afterEach(async () => {
  page?.destroy();
  await core?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  page = undefined;
  core = undefined;
});

const engine = (command: Record<string, unknown>) => core?.encounter.dispatch(command);

async function fight(): Promise<{ dm: MountedPage; sent: Record<string, unknown>[] }> {
  dataDir = await mkdtemp(join(tmpdir(), 'cm-osr-proc-'));
  core = await createCore({
    dataDir,
    initialLanguage: 'en',
    logger: { warn: vi.fn(), error: vi.fn() },
    system: 'osr',
    seed: 7,
  });
  const dm = mountPage('dm', loopbackTransport(core, 'dm'));
  page = dm;
  await vi.waitFor(() => expect(dm.all('encounter-screen')).toHaveLength(1), {
    timeout: 40_000,
    interval: 20,
  });
  engine({ type: 'setOption', key: 'moraleConvention', value: 'mlTwoD6' });
  engine({
    type: 'addCombatants',
    combatants: [
      {
        id: 'hero',
        name: 'Olena',
        kind: 'pc',
        side: 'party',
        maxHp: 9,
        ac: 5,
        sys: { chaBonus: 1 },
      },
      {
        id: 'orc',
        name: 'Orc',
        kind: 'monster',
        side: 'foes',
        statblock: { name: 'Orc', hd: '1', ac: 6, movement: 90, morale: 8 },
      },
    ],
  });
  await until(() => expect(dm.all('osr-procedure')).toHaveLength(1));
  const encounter = core.encounter;
  const sent: Record<string, unknown>[] = [];
  const original = encounter.dispatch.bind(encounter);
  vi.spyOn(encounter, 'dispatch').mockImplementation((command) => {
    sent.push(command as Record<string, unknown>);
    return original(command);
  });
  return { dm, sent };
}

/** Types into a field of a step, as the keyboard does. */
function type(dm: MountedPage, testId: string, text: string): void {
  const input = dm.one(testId);
  input.focus();
  typeInto(input, text);
}

/** Enter in a step's field: its form is sent. */
function enter(dm: MountedPage, form: string): void {
  (dm.one(form) as HTMLFormElement).requestSubmit();
  flushSync();
}

/** Picks an option of a select, as the arrow keys do. */
function choose(dm: MountedPage, testId: string, value: string): void {
  const select = dm.one(testId) as HTMLSelectElement;
  select.focus();
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  flushSync();
}

/** Steps the round on (N) with the sides' d6s until the current step is `slotKey`. */
function stepTo(slotKey: string): void {
  for (let i = 0; i < 12; i++) {
    if (core?.encounter.dmView().encounter.turn?.slotKey === slotKey) return;
    engine({ type: 'nextTurn', typedRolls: { 'initiative:party': [4], 'initiative:foes': [2] } });
  }
  throw new Error(`never at ${slotKey}`);
}

describe('OSR procedure panel', { timeout: SCREEN_TEST_MS }, () => {
  it('sets the scene and checks for an encounter with the typed d6 (OSR-ENC-01)', async () => {
    const { dm, sent } = await fight();
    // No scene yet: the engine's refusal beside the check.
    type(dm, 'osr-check-d6', '1');
    enter(dm, 'osr-check');
    await until(() =>
      expect(dm.one('osr-check-error').textContent).toContain('Set the environment'),
    );
    choose(dm, 'osr-scene-env', 'wilderness');
    await until(() => expect(dm.all('osr-scene-terrain')).toHaveLength(1));
    choose(dm, 'osr-scene-terrain', 'forest');
    enter(dm, 'osr-scene');
    await until(() => expect(dm.one('osr-scene-now').textContent).toBe('Now: Wilderness, Forests'));
    expect(sent.at(-1)).toEqual({
      type: 'setScene',
      env: 'wilderness',
      isNight: false,
      terrain: 'forest',
    });
    type(dm, 'osr-check-d6', '1');
    enter(dm, 'osr-check');
    await until(() =>
      expect(dm.one('osr-check-result').textContent).toMatch(/1 against 2-in-6, an encounter/),
    );
    expect(sent.at(-1)).toEqual({ type: 'checkEncounter', typedRolls: { encounter: [1] } });
    expect(dm.all('osr-check-error')).toHaveLength(0);
  });

  it('rolls surprise with each side’s typed d6 and the reaction with typed 2d6 (OSR-SURP-01, OSR-REACT-01)', async () => {
    const { dm, sent } = await fight();
    type(dm, 'osr-surprise-d6-party', '1');
    type(dm, 'osr-surprise-d6-foes', '6');
    enter(dm, 'osr-surprise');
    await until(() =>
      expect(dm.one('osr-surprise-result').textContent).toBe(
        'Party: d6 1 · Foes: d6 6. Surprised: Olena. Surprise round: Foes',
      ),
    );
    expect(sent.at(-1)).toEqual({
      type: 'rollSurprise',
      typedRolls: { 'surprise:party': [1], 'surprise:foes': [6] },
    });
    // Once only: the second roll is refused beside the step.
    enter(dm, 'osr-surprise');
    await until(() =>
      expect(dm.one('osr-surprise-error').textContent).toContain('already been rolled'),
    );
    type(dm, 'osr-reaction-2d6', '1 1');
    enter(dm, 'osr-reaction');
    await until(() =>
      expect(dm.one('osr-reaction-result').textContent).toBe(
        'Foes: 2d6 2, Hostile, attack immediately',
      ),
    );
    expect(sent.at(-1)).toEqual({
      type: 'rollReaction',
      sideId: 'foes',
      typedRolls: { reaction: [1, 1] },
    });
  });

  it('an ambush: the ambushed side rolls against 4-in-6, the ambushers roll nothing (OSR-SURP-03, A-06)', async () => {
    const { dm, sent } = await fight();
    choose(dm, 'osr-surprise-ambush', 'foes');
    type(dm, 'osr-surprise-d6-party', '3');
    enter(dm, 'osr-surprise');
    await until(() =>
      expect(dm.one('osr-surprise-result').textContent).toBe(
        'Party: d6 3. Surprised: Olena. Surprise round: Foes',
      ),
    );
    expect(sent.at(-1)).toEqual({
      type: 'rollSurprise',
      ambusherSideIds: ['foes'],
      ambushedSideIds: ['party'],
      typedRolls: { 'surprise:party': [3] },
    });
  });

  it('flees in the wilderness with the counts and the typed d100 (OSR-WILD-02..04)', async () => {
    const { dm, sent } = await fight();
    engine({ type: 'setScene', env: 'wilderness', terrain: 'forest' });
    await until(() => expect(dm.all('osr-flee-F')).toHaveLength(1));
    type(dm, 'osr-flee-F', '4');
    type(dm, 'osr-flee-P', '10');
    type(dm, 'osr-flee-d100', '99');
    enter(dm, 'osr-flee');
    await until(() =>
      expect(dm.one('osr-flee-result').textContent).toMatch(
        /^Party: Caught: the pursuers get a free surprise round · \d+% to escape, d100 99$/,
      ),
    );
    expect(sent.at(-1)).toEqual({
      type: 'fleeWilderness',
      fleeingSideId: 'party',
      fleeingCount: 4,
      pursuerCount: 10,
      typedRolls: { escape: [99] },
    });
    // Typed counts that are not numbers are told beside the step.
    type(dm, 'osr-flee-F', 'many');
    enter(dm, 'osr-flee');
    await until(() =>
      expect(dm.one('osr-flee-error').textContent).toContain(
        'Invalid value many for How many flee',
      ),
    );
  });

  it('a typed d6 that cannot be one is told beside the step, nothing sent', async () => {
    const { dm, sent } = await fight();
    type(dm, 'osr-check-d6', 'seven');
    enter(dm, 'osr-check');
    await until(() => expect(dm.one('osr-check-error').textContent).toContain('“seven”'));
    expect(sent).toHaveLength(0);
  });

  it('flags the foes for morale; in the morale step the typed 2d6 go against ML (OSR-RND-04, A-26)', async () => {
    const { dm, sent } = await fight();
    enter(dm, 'osr-morale');
    await until(() =>
      expect(dm.one('osr-morale-result').textContent).toBe(
        'Foes: Morale, waits for the morale step',
      ),
    );
    expect(sent.at(-1)).toEqual({
      type: 'flagMorale',
      kind: 'morale',
      target: { type: 'side', id: 'foes' },
    });
    const flags = core?.encounter.dmView().encounter.sys.morale as { id: string }[] | undefined;
    engine({ type: 'unflagMorale', flagId: flags?.[0]?.id });
    engine({ type: 'startEncounter' });
    stepTo('osr:morale');
    await until(() => expect(dm.all('osr-morale-2d6')).toHaveLength(1));
    type(dm, 'osr-morale-2d6', '6 5');
    enter(dm, 'osr-morale');
    await until(() =>
      expect(dm.one('osr-morale-result').textContent).toBe(
        'Foes: Morale, Suggested by the roll: Breaks (2d6 11 against ML 8)',
      ),
    );
    expect(sent.at(-1)).toEqual({
      type: 'flagMorale',
      kind: 'morale',
      target: { type: 'side', id: 'foes' },
      typedRolls: { morale: [11] },
    });
  });

  it('flees in a dungeon: speeds typed, caught, and the round panel gives the pursuers their free round (OSR-FLEE-02, OSR-SURP-06)', async () => {
    const { dm, sent } = await fight();
    engine({ type: 'setScene', env: 'dungeon' });
    engine({ type: 'startEncounter' });
    await until(() => expect(dm.all('round-panel')).toHaveLength(1));
    // Before the attempt both sides declare and roll their d6.
    expect(dm.one('round-panel').querySelectorAll('[data-testid="declaration"]')).toHaveLength(2);
    type(dm, 'osr-flee-vF', '90');
    type(dm, 'osr-flee-vP', '120');
    enter(dm, 'osr-flee');
    await until(() =>
      expect(dm.one('osr-flee-result').textContent).toBe(
        'Party: Caught: the pursuers get a free surprise round · 90 ft against 120 ft',
      ),
    );
    expect(sent.at(-1)).toEqual({ type: 'fleeDungeon', fleeingSideId: 'party', vF: 90, vP: 120 });
    const round = dm.one('round-panel');
    await until(() =>
      expect(dm.one('osr-free-round').textContent).toContain(
        'Free surprise round: only Foes act this round.',
      ),
    );
    expect(dm.one('osr-free-round').textContent).toContain('Party: surprised this round');
    const rows = [...round.querySelectorAll('[data-testid="declaration"] .who')];
    expect(rows.map((r) => r.textContent)).toEqual(['Orc']);
    expect(round.textContent).not.toContain('Roll side initiative');
    expect(round.querySelectorAll('.side-dice input')).toHaveLength(0);
  });

  it('the free round with the receivers first (A-20): the others declare and act after them, no initiative', async () => {
    const { dm } = await fight();
    engine({ type: 'setOption', key: 'freeSurpriseRound', value: 'receiverFirst' });
    engine({ type: 'setScene', env: 'dungeon' });
    engine({ type: 'startEncounter' });
    engine({ type: 'fleeDungeon', fleeingSideId: 'party', vF: 90, vP: 120 });
    await until(() =>
      expect(dm.one('osr-free-round').textContent).toContain(
        'Party act after them; no initiative is rolled this round.',
      ),
    );
    const round = dm.one('round-panel');
    expect(round.querySelectorAll('[data-testid="declaration"]')).toHaveLength(2);
    expect(round.textContent).not.toContain('Roll side initiative');
    expect(round.querySelectorAll('.side-dice input')).toHaveLength(0);
  });

  it('puts out a burning creature’s fire; nobody burning is refused beside it (OSR-DMG-03)', async () => {
    const { dm, sent } = await fight();
    enter(dm, 'osr-extinguish');
    await until(() => expect(dm.all('osr-extinguish-error')).toHaveLength(1));
    engine({ type: 'startEncounter' });
    engine({
      type: 'addCondition',
      combatantId: 'orc',
      key: 'burning',
      data: { dueRound: 2 },
    });
    await until(() =>
      expect((dm.one('osr-extinguish-who') as HTMLSelectElement).value).toBe('orc'),
    );
    enter(dm, 'osr-extinguish');
    await until(() =>
      expect(dm.one('osr-extinguish-result').textContent).toBe('Orc: Fire put out'),
    );
    expect(sent.at(-1)).toEqual({ type: 'extinguish', combatantId: 'orc' });
  });

  it('rolls the encounter distance with the scene’s dice, typed or the app’s, and enters it by hand (OSR-DIST-01..04)', async () => {
    const { dm, sent } = await fight();
    // No scene yet: the roll is refused beside the step.
    enter(dm, 'osr-distance');
    await until(() =>
      expect(dm.one('osr-distance-error').textContent).toContain('Set the environment'),
    );
    expect(dm.one('osr-distance-now').textContent).toBe('No distance yet');
    engine({ type: 'setScene', env: 'dungeon' });
    await until(() => expect(dm.one('osr-distance').textContent).toContain('Distance 2d6 × 10 ft'));
    type(dm, 'osr-distance-dice', '3 4');
    enter(dm, 'osr-distance');
    await until(() =>
      expect(dm.one('osr-distance-now').textContent).toBe('Distance: 70 ft, rolled'),
    );
    expect(sent.at(-1)).toEqual({ type: 'rollDistance', typedRolls: { distance: [3, 4] } });
    expect(dm.all('osr-distance-error')).toHaveLength(0);
    // Left empty, the app's seeded dice roll: 2d6 × 10 is 20..120 ft.
    enter(dm, 'osr-distance');
    await until(() => expect(sent.at(-1)).toEqual({ type: 'rollDistance' }));
    await until(() => {
      const m = /^Distance: (\d+) ft, rolled$/.exec(dm.one('osr-distance-now').textContent ?? '');
      expect(Number(m?.[1])).toBeGreaterThanOrEqual(20);
      expect(Number(m?.[1])).toBeLessThanOrEqual(120);
    });
    // In the wilderness the dice are 6d10 yards; a typed total is read as their sum.
    engine({ type: 'setScene', env: 'wilderness', terrain: 'forest' });
    await until(() =>
      expect(dm.one('osr-distance').textContent).toContain('Distance 6d10 × 10 yd'),
    );
    type(dm, 'osr-distance-dice', '33');
    enter(dm, 'osr-distance');
    await until(() =>
      expect(dm.one('osr-distance-now').textContent).toBe('Distance: 330 yd, rolled'),
    );
    const typed = (sent.at(-1)?.typedRolls as { distance: number[] }).distance;
    expect(typed).toHaveLength(6);
    expect(typed.reduce((a, b) => a + b, 0)).toBe(33);
    // By hand: the scene's unit (yards in the wilderness) unless the Referee picks feet.
    expect((dm.one('osr-distance-unit') as HTMLSelectElement).value).toBe('yd');
    type(dm, 'osr-distance-value', '40');
    choose(dm, 'osr-distance-unit', 'ft');
    enter(dm, 'osr-distance-set');
    await until(() =>
      expect(dm.one('osr-distance-now').textContent).toBe('Distance: 40 ft, entered by hand'),
    );
    expect(sent.at(-1)).toEqual({ type: 'setDistance', value: 40, unit: 'ft' });
    const before = sent.length;
    type(dm, 'osr-distance-value', 'far');
    enter(dm, 'osr-distance-set');
    await until(() =>
      expect(dm.one('osr-distance-error').textContent).toContain(
        'Invalid value far for Distance by hand',
      ),
    );
    expect(sent).toHaveLength(before);
  });

  it('with the distance roll off (A-28) only the hand entry is offered; Ukrainian units', async () => {
    const { dm, sent } = await fight();
    dm.one('language-uk').click();
    await until(() => expect(dm.one('language-uk').getAttribute('aria-pressed')).toBe('true'));
    engine({ type: 'setScene', env: 'city' });
    await until(() =>
      expect(dm.one('osr-distance').textContent).toContain('Відстань 1к6 × 10 ярд.'),
    );
    type(dm, 'osr-distance-dice', '4');
    enter(dm, 'osr-distance');
    await until(() =>
      expect(dm.one('osr-distance-now').textContent).toBe('Відстань: 40 ярд., кинуто'),
    );
    expect(sent.at(-1)).toEqual({ type: 'rollDistance', typedRolls: { distance: [4] } });
    engine({ type: 'setOption', key: 'distanceRoll', value: 'manualOnly' });
    await until(() => expect(dm.all('osr-distance')).toHaveLength(0));
    expect(dm.one('osr-distance-set').textContent).toContain('Кидок відстані вимкнено');
    type(dm, 'osr-distance-value', '15');
    enter(dm, 'osr-distance-set');
    await until(() =>
      expect(dm.one('osr-distance-now').textContent).toBe('Відстань: 15 ярд., задано вручну'),
    );
    expect(sent.at(-1)).toEqual({ type: 'setDistance', value: 15, unit: 'yd' });
  });

  it('negotiates after the party won initiative: a re-roll with the talker’s CHA bonus (OSR-REACT-02)', async () => {
    const { dm, sent } = await fight();
    // Before a won initiative the engine refuses, beside the step.
    type(dm, 'osr-negotiate-2d6', '5 4');
    enter(dm, 'osr-negotiate');
    await until(() =>
      expect(dm.one('osr-negotiate-error').textContent).toContain(
        'The party can negotiate only after winning initiative',
      ),
    );
    expect(sent.at(-1)).toEqual({
      type: 'negotiate',
      mode: 'reroll',
      talkerId: 'hero',
      typedRolls: { reaction: [5, 4] },
    });
    engine({ type: 'rollReaction', typedRolls: { reaction: [3, 3] } });
    engine({ type: 'startEncounter' });
    // The round's side initiative: the party's 4 against the foes' 2.
    stepTo('osr:initiative');
    expect((dm.one('osr-negotiate-talker') as HTMLSelectElement).selectedOptions[0]?.text).toBe(
      'Olena (CHA +1)',
    );
    type(dm, 'osr-negotiate-2d6', '5 4');
    enter(dm, 'osr-negotiate');
    await until(() =>
      expect(dm.one('osr-negotiate-result').textContent).toBe(
        'Foes: re-rolled 2d6 9, CHA +1 (Olena) = 10, Indifferent, not interested',
      ),
    );
    expect(sent.at(-1)).toEqual({
      type: 'negotiate',
      mode: 'reroll',
      talkerId: 'hero',
      typedRolls: { reaction: [5, 4] },
    });
    expect(dm.all('osr-negotiate-error')).toHaveLength(0);
  });

  it('negotiates with a Sociability check: difficulty, total and the new reaction; refusals in Russian (OSR-REACT-02, A-01)', async () => {
    const { dm, sent } = await fight();
    engine({ type: 'rollReaction', typedRolls: { reaction: [3, 3] } });
    engine({ type: 'startEncounter' });
    // The round's side initiative: the party's 4 against the foes' 2.
    stepTo('osr:initiative');
    choose(dm, 'osr-negotiate-mode', 'sociability');
    await until(() => expect(dm.all('osr-negotiate-difficulty')).toHaveLength(1));
    // No difficulty: told before anything is sent.
    const before = sent.length;
    enter(dm, 'osr-negotiate');
    await until(() =>
      expect(dm.one('osr-negotiate-error').textContent).toContain(
        'Type the difficulty of the Sociability check.',
      ),
    );
    expect(sent).toHaveLength(before);
    // A difficulty but neither a total nor an outcome: the engine asks for the result.
    type(dm, 'osr-negotiate-difficulty', '12');
    enter(dm, 'osr-negotiate');
    await until(() =>
      expect(dm.one('osr-negotiate-error').textContent).toContain('Enter the check result'),
    );
    expect(sent.at(-1)).toEqual({ type: 'negotiate', mode: 'sociability', difficulty: 12 });
    choose(dm, 'osr-negotiate-talker', 'hero');
    type(dm, 'osr-negotiate-total', '14');
    choose(dm, 'osr-negotiate-band', 'friendly');
    enter(dm, 'osr-negotiate');
    await until(() =>
      expect(dm.one('osr-negotiate-result').textContent).toContain(
        'Sociability check with Foes succeeds',
      ),
    );
    expect(sent.at(-1)).toEqual({
      type: 'negotiate',
      mode: 'sociability',
      difficulty: 12,
      talkerId: 'hero',
      total: 14,
      band: 'friendly',
    });
    // Only the outcome, in Russian; the refusal of a typed difficulty that is no number too.
    dm.one('language-ru').click();
    await until(() => expect(dm.one('language-ru').getAttribute('aria-pressed')).toBe('true'));
    type(dm, 'osr-negotiate-total', '');
    choose(dm, 'osr-negotiate-outcome', 'no');
    enter(dm, 'osr-negotiate');
    await until(() =>
      expect(dm.one('osr-negotiate-result').textContent).toContain(
        'Проверка общительности со стороной Враги: провал',
      ),
    );
    expect(sent.at(-1)).toEqual({
      type: 'negotiate',
      mode: 'sociability',
      difficulty: 12,
      talkerId: 'hero',
      success: false,
      band: 'friendly',
    });
    type(dm, 'osr-negotiate-difficulty', 'трудно');
    enter(dm, 'osr-negotiate');
    await until(() =>
      expect(dm.one('osr-negotiate-error').textContent).toContain(
        'Недопустимое значение трудно для Сложность',
      ),
    );
  });

  it('the Referee’s modifiers on a wilderness escape go with the attempt and are told (OSR-WILD-03)', async () => {
    const { dm, sent } = await fight();
    engine({ type: 'setScene', env: 'wilderness', terrain: 'forest' });
    await until(() => expect(dm.all('osr-flee-mods')).toHaveLength(1));
    type(dm, 'osr-flee-F', '4');
    type(dm, 'osr-flee-P', '10');
    type(dm, 'osr-flee-mods', '+20 dense forest, -5% night');
    type(dm, 'osr-flee-d100', '99');
    enter(dm, 'osr-flee');
    // 4 fleeing before 10: base 50% and 0 for the column, then the Referee's +20 and −5.
    await until(() =>
      expect(dm.one('osr-flee-result').textContent).toBe(
        'Party: Caught: the pursuers get a free surprise round · Referee: +20% dense forest, −5% night · 65% to escape, d100 99',
      ),
    );
    expect(sent.at(-1)).toEqual({
      type: 'fleeWilderness',
      fleeingSideId: 'party',
      fleeingCount: 4,
      pursuerCount: 10,
      refereeMods: [
        { label: 'dense forest', pct: 20 },
        { label: 'night', pct: -5 },
      ],
      typedRolls: { escape: [99] },
    });
    const count = sent.length;
    type(dm, 'osr-flee-mods', 'a lot');
    enter(dm, 'osr-flee');
    await until(() =>
      expect(dm.one('osr-flee-error').textContent).toContain(
        'Invalid value a lot for Referee’s modifiers (%)',
      ),
    );
    expect(sent).toHaveLength(count);
  });

  it('speaks Ukrainian: the reaction band in the catalogue’s words', async () => {
    const { dm } = await fight();
    dm.one('language-uk').click();
    await until(() => expect(dm.one('language-uk').getAttribute('aria-pressed')).toBe('true'));
    type(dm, 'osr-reaction-2d6', '12');
    enter(dm, 'osr-reaction');
    await until(() =>
      expect(dm.one('osr-reaction-result').textContent).toBe(
        'Вороги: 2к6 12, Дружня, пропонують допомогу',
      ),
    );
    expect(dm.one('osr-procedure').textContent).toContain('Процедура зіткнення');
  });
});
