// A sample of each rule system's own commands, run as one fight per system: every command type of
// AD&D 2e and OSR that a DM can give during a fight, with typed dice, so the log's sentences for
// all their events can be checked.
import type { CreateEncounterInput, EncounterState } from '../../../../shared';
import { defaultOsrTables } from '../../../../shared/rules/osr/tables';
import { recordEncounter, type ScriptStep } from './record';

/** Answers every open prompt with the given choice for its kind, until none is left. */
function answerAll(choices: Readonly<Record<string, unknown>>): ScriptStep[] {
  return Array.from({ length: 4 }, () => (s: EncounterState) => {
    const p = s.prompts[0];
    if (!p) return null;
    if (!Object.hasOwn(choices, p.kind)) throw new Error(`no answer for a ${p.kind} prompt`);
    return { type: 'resolvePrompt', promptId: p.id, choice: choices[p.kind] };
  });
}

const orc = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  kind: 'monster' as const,
  side: 'foes',
  statblock: {
    name: 'Orc',
    hitDice: '1',
    hp: 6,
    ac: 6,
    attacks: [{ name: 'Sword', damage: '1d8', damageLarge: '1d12', speed: 5, types: ['S'] }],
    ...extra,
  },
});

/** AD&D 2e: every command of the system. */
export function adnd2eSample(): ReturnType<typeof recordEncounter> {
  const init: CreateEncounterInput = {
    system: 'adnd2e',
    seed: 7,
    options: { 'opt.deathsDoor': true },
    combatants: [
      {
        id: 'rath',
        name: 'Rath',
        kind: 'pc',
        side: 'party',
        statblock: {
          name: 'Rath',
          classes: [{ group: 'warrior', level: 5, hitDie: 10, name: 'Fighter' }],
          hp: 40,
          ac: 4,
          attacks: [{ name: 'Sword', damage: '1d8', damageLarge: '1d12', speed: 5, types: ['S'] }],
          // a sword cut and a punch in round 1: two attacks a round (2E-INIT-12)
          attacksPerRound: { per: 2, rounds: 1 },
        },
      },
      {
        id: 'mira',
        name: 'Mira',
        kind: 'pc',
        side: 'party',
        statblock: {
          name: 'Mira',
          classes: [{ group: 'priest', level: 5, hitDie: 8, name: 'Cleric' }],
          hp: 25,
          ac: 5,
          wisdom: 15,
        },
      },
      {
        id: 'del',
        name: 'Del',
        kind: 'pc',
        side: 'party',
        statblock: {
          name: 'Del',
          classes: [{ group: 'wizard', level: 5, hitDie: 4, name: 'Mage' }],
          hp: 14,
          ac: 10,
          constitution: 12,
        },
      },
      orc('orc1', 'Orc'),
      orc('orc2', 'Brute', { magicResistance: 20 }),
      orc('sk', 'Skeleton', { undead: { row: 'skeleton' } }),
      orc('sh', 'Shadow', { hitDice: '3+3', undead: { row: 'shadow' } }),
    ],
  };
  const steps: ScriptStep[] = [
    { type: 'surprise', typedRolls: { 'surprise:party': [8], 'surprise:foes': [8] } },
    { type: 'declare', combatantId: 'del', action: 'castSpell', spell: 'Sleep', castingTime: 1 },
    { type: 'rejectDeclaration', combatantId: 'del' },
    { type: 'declare', combatantId: 'rath', action: 'attack' },
    { type: 'startEncounter', typedRolls: { 'init:side:party': [2], 'init:side:foes': [8] } },
    {
      type: 'attack',
      attackerId: 'rath',
      targetId: 'orc1',
      typedRolls: { attack: [17], damage: [5] },
    },
    {
      type: 'attack',
      attackerId: 'rath',
      targetId: 'orc2',
      form: 'punch',
      typedRolls: { attack: [18], damage: [2], knockout: [3], stunRounds: [4] },
    },
    {
      type: 'attack',
      attackerId: 'orc1',
      targetId: 'rath',
      form: 'wrestle',
      typedRolls: { attack: [15] },
    },
    { type: 'breakHold', combatantId: 'rath' },
    { type: 'damage', targetIds: ['del'], amount: 16 },
    { type: 'tend', combatantId: 'del' },
    { type: 'heal', targetIds: ['del'], amount: 5 },
    { type: 'damage', targetIds: ['rath'], amount: 6, temporary: 4 },
    { type: 'restoreTemporaryDamage' },
    { type: 'save', combatantId: 'del', categories: ['spell'], typedRolls: { save: [12] } },
    {
      type: 'save',
      combatantId: 'rath',
      categories: ['paralyzation'],
      abilityScore: 14,
      typedRolls: { save: [3], abilityCheck: [9] },
    },
    {
      type: 'turnUndead',
      turnerId: 'mira',
      targetIds: ['sk', 'sh'],
      typedRolls: { turnUndead: [12], turnCount: [3, 2] },
    },
    { type: 'systemShock', combatantId: 'del', typedRolls: { systemShock: [40] } },
    { type: 'magicResistance', combatantId: 'orc2', typedRolls: { magicResistance: [15] } },
    { type: 'drain', combatantId: 'rath', levels: 1, typedRolls: { 'drainHitDie.Fighter.5': [6] } },
    { type: 'fall', combatantId: 'sk', feet: 20, typedRolls: { falling: [3, 4] } },
    { type: 'poison', combatantId: 'rath', effect: 'debilitating', onset: 2 },
    { type: 'treatPoison', combatantId: 'rath', treatment: 'slowPoison' },
    { type: 'treatPoison', combatantId: 'rath', treatment: 'neutralizePoison' },
    {
      type: 'poison',
      combatantId: 'orc2',
      effect: 'debilitating',
      save: true,
      typedRolls: { poisonSave: [4], 'poison.debilitating': [3] },
    },
    {
      type: 'poison',
      combatantId: 'orc2',
      effect: 'damage',
      damage: '2d4',
      typedRolls: { poisonDamage: [2, 3] },
    },
    {
      type: 'healingProficiency',
      healerId: 'mira',
      combatantId: 'rath',
      score: 14,
      typedRolls: { proficiencyCheck: [6], firstAid: [2] },
    },
    {
      type: 'grenade',
      attackerId: 'del',
      targetAc: 10,
      feet: 20,
      targetId: 'sh',
      oil: 'flaming',
      typedRolls: { attack: [4], scatterDirection: [3], scatterDistance: [2] },
    },
    ...answerAll({}),
    { type: 'flee', combatantId: 'del' },
    ...answerAll({}),
    { type: 'killOutright', combatantId: 'sh', reason: 'beheaded' },
    { type: 'killOutright', combatantId: 'del', reason: 'crushed' },
    {
      type: 'raiseDead',
      combatantId: 'del',
      means: 'raiseDead',
      typedRolls: { resurrectionSurvival: [30] },
    },
    { type: 'nextTurn' },
    { type: 'rest', combatantIds: ['rath'], days: ['bedRest', 'rest'] },
    { type: 'endEncounter', reason: 'victory' },
  ];
  return recordEncounter({ id: 'sample-2e', name: 'Every 2e command' }, init, steps);
}

/** OSR: every command of the procedure. */
export function osrSample(): ReturnType<typeof recordEncounter> {
  const init: CreateEncounterInput = {
    system: 'osr',
    seed: 3,
    combatants: [
      {
        id: 'fighter',
        name: 'Fighter',
        kind: 'pc',
        maxHp: 12,
        ac: 4,
        sys: { meleeBonus: 1, strBonus: 1, speed: 90, hasShield: true, damage: '1d8' },
      },
      {
        id: 'elf',
        name: 'Elf',
        kind: 'pc',
        maxHp: 8,
        ac: 6,
        sys: { race: 'elf', rangedBonus: 1, speed: 120, damage: '1d6' },
      },
      { id: 'mage', name: 'Mage', kind: 'pc', maxHp: 4, ac: 9, sys: { speed: 120 } },
      { id: 'thief', name: 'Thief', kind: 'pc', maxHp: 5, ac: 7, sys: { speed: 120 } },
      {
        id: 'g1',
        name: 'Goblin',
        kind: 'monster',
        statblock: { name: 'Goblin', hd: '1-1', hp: 4, ac: 6, movement: 60, damage: '1d6' },
      },
      {
        id: 'g2',
        name: 'Hobgoblin',
        kind: 'monster',
        statblock: { name: 'Hobgoblin', hd: '1+1', hp: 7, ac: 6, movement: 90, damage: '1d8' },
      },
    ],
  };
  const steps: ScriptStep[] = [
    { type: 'setTables', tables: defaultOsrTables() },
    { type: 'setScene', env: 'dungeon' },
    { type: 'setTimeMode', mode: 'rounds' },
    { type: 'checkEncounter', typedRolls: { encounter: [1] } },
    { type: 'rollDistance', typedRolls: { distance: [3, 4] } },
    { type: 'setDistance', value: 40, unit: 'ft' },
    { type: 'rollReaction', typedRolls: { reaction: [3, 4] } },
    { type: 'rollSurprise', typedRolls: { 'surprise:party': [5], 'surprise:foes': [2] } },
    { type: 'startEncounter' },
    { type: 'declareAction', combatantId: 'fighter', action: 'moveMelee', targetIds: ['g1'] },
    { type: 'declareAction', combatantId: 'elf', action: 'throw', targetIds: ['g2'] },
    { type: 'clearDeclaration', combatantId: 'elf' },
    { type: 'declareAction', combatantId: 'elf', action: 'throw', targetIds: ['g2'] },
    { type: 'rollSideInitiative', typedRolls: { 'initiative:party': [5], 'initiative:foes': [2] } },
    { type: 'negotiate', mode: 'sociability', talkerId: 'elf', difficulty: 2, total: 9 },
    { type: 'setRange', aId: 'elf', bId: 'g2', feet: 30 },
    { type: 'setCover', combatantId: 'g2', coverMod: -2 },
    {
      type: 'attack',
      attackerId: 'elf',
      targetId: 'g2',
      kind: 'oil',
      rangeFt: 30,
      typedRolls: { attack: [20], fire: [3] },
    },
    ...answerAll({}),
    { type: 'extinguish', combatantId: 'g2' },
    {
      type: 'attack',
      attackerId: 'fighter',
      targetId: 'g1',
      kind: 'melee',
      typedRolls: { attack: [15], damage: [2] },
    },
    { type: 'damage', targetIds: ['g2'], amount: 2, fire: true },
    { type: 'heal', targetIds: ['fighter'], amount: 2 },
    { type: 'castSpell', casterId: 'mage', spell: 'Sleep' },
    { type: 'takeAction', combatantId: 'thief', action: 'move' },
    { type: 'flagMorale', kind: 'loyalty', target: { type: 'side', id: 'foes' } },
    (s) => {
      const flags = (s.sys as { morale?: { id: string }[] }).morale ?? [];
      return { type: 'unflagMorale', flagId: flags[0]?.id ?? 'none' };
    },
    { type: 'flagMorale', kind: 'morale', target: { type: 'side', id: 'foes' } },
    ...answerAll({ morale: 'breaks' }),
    ...Array.from({ length: 12 }, () => (s: EncounterState) => {
      const p = s.prompts[0];
      if (p)
        return {
          type: 'resolvePrompt',
          promptId: p.id,
          choice: p.kind === 'morale' ? 'breaks' : 'ok',
        };
      return s.round < 2
        ? { type: 'nextTurn', typedRolls: { 'initiative:party': [5], 'initiative:foes': [2] } }
        : null;
    }),
    // The fleeing side is the faster one: a slower one would be caught and surprised at once
    // (OSR-FLEE-02), and a surprised side cannot try the wilderness escape that follows.
    { type: 'fleeDungeon', fleeingSideId: 'foes', pursuerSideId: 'party', vF: 90, vP: 60 },
    { type: 'setScene', env: 'wilderness', terrain: 'forest' },
    {
      type: 'fleeWilderness',
      fleeingSideId: 'foes',
      pursuerSideId: 'party',
      // The goblins got away from the dungeon and are off the tracker: the Referee counts them.
      fleeingCount: 2,
      typedRolls: { escape: [40] },
    },
    { type: 'endEncounter', reason: 'fled' },
  ];
  return recordEncounter({ id: 'sample-osr', name: 'Every OSR command' }, init, steps);
}

/** OSR: an action readied before the fight goes off before round 1. */
export function osrReadiedSample(): ReturnType<typeof recordEncounter> {
  return recordEncounter(
    { id: 'sample-osr-ready', name: 'A readied OSR action' },
    {
      system: 'osr',
      seed: 4,
      combatants: [
        { id: 'elf', name: 'Elf', kind: 'pc', maxHp: 8, ac: 6, sys: { speed: 120, damage: '1d6' } },
        {
          id: 'g1',
          name: 'Goblin',
          kind: 'monster',
          statblock: { name: 'Goblin', hd: '1-1', hp: 4, ac: 6, movement: 60, damage: '1d6' },
        },
      ],
    },
    [
      { type: 'setScene', env: 'dungeon' },
      { type: 'readyAction', combatantId: 'elf', trigger: 'the door opens', action: 'shoot' },
      { type: 'triggerReadied', combatantId: 'elf' },
      { type: 'startEncounter' },
    ],
  );
}

/** D&D 5e: the tactical commands whose outcome the rules log as notes (contests, hiding…). */
export function dnd5eTacticalSample(): ReturnType<typeof recordEncounter> {
  const creature = (id: string, name: string, kind: 'pc' | 'monster', side: string) => ({
    id,
    name,
    kind,
    side,
    maxHp: 30,
    ac: 13,
    sys: { deathRule: 'saves', speed: { walk: 30 }, abilities: { str: 14, dex: 12 } },
  });
  // Turns pass until it is `id`'s.
  const turn = (id: string): ScriptStep[] =>
    Array.from(
      { length: 4 },
      () => (st: EncounterState) => (st.turn?.activeIds.includes(id) ? null : { type: 'nextTurn' }),
    );
  const contest = (kind: string, a: number, d: number) => ({
    [`${kind}:initiator`]: [a],
    [`${kind}:defender`]: [d],
  });
  return recordEncounter(
    { id: 'sample-5e', name: 'Every 5e contest and check' },
    {
      system: 'dnd5e',
      seed: 9,
      options: {
        'act.overrun': true,
        'act.tumble': true,
        'act.shoveAside': true,
        'act.disarm': true,
        'act.climbOnto': true,
      },
      combatants: [
        creature('a', 'Aria', 'pc', 'party'),
        creature('b', 'Borin', 'pc', 'party'),
        creature('o', 'Orc', 'monster', 'foes'),
        creature('g', 'Goblin', 'monster', 'foes'),
      ],
    },
    [
      {
        type: 'rollInitiative',
        typedRolls: { 'init:a': [15], 'init:b': [12], 'init:o': [9], 'init:g': [4] },
      },
      { type: 'startEncounter' },
      { type: 'grapple', attackerId: 'a', targetId: 'o', typedRolls: contest('grapple', 15, 5) },
      ...turn('o'),
      { type: 'escapeGrapple', combatantId: 'o', typedRolls: contest('escape', 3, 15) },
      ...turn('b'),
      {
        type: 'shove',
        attackerId: 'b',
        targetId: 'g',
        effect: 'push',
        typedRolls: contest('shove', 16, 4),
      },
      ...turn('g'),
      {
        type: 'disarm',
        attackerId: 'g',
        targetId: 'b',
        attackBonus: 3,
        item: 'Warhammer',
        typedRolls: { 'disarm:attack': [18], 'disarm:defender': [4] },
      },
      ...turn('a'),
      { type: 'overrun', moverId: 'a', targetId: 'g', typedRolls: contest('overrun', 6, 14) },
      ...turn('b'),
      {
        type: 'takeAction',
        combatantId: 'b',
        action: 'hide',
        dc: 12,
        typedRolls: { stealth: [14] },
      },
      ...turn('o'),
      {
        type: 'takeAction',
        combatantId: 'o',
        action: 'search',
        dc: 15,
        typedRolls: { search: [9] },
      },
      ...turn('g'),
      { type: 'tumble', moverId: 'g', targetId: 'a', typedRolls: contest('tumble', 17, 3) },
      { type: 'fall', combatantId: 'a', feet: 30, typedRolls: { fallDamage: [2, 3, 4] } },
      { type: 'endEncounter', reason: 'dm' },
    ],
  );
}

/** The sample fights of each system with its own commands. */
export const samples: Readonly<
  Record<string, readonly (() => ReturnType<typeof recordEncounter>)[]>
> = { dnd5e: [dnd5eTacticalSample], adnd2e: [adnd2eSample], osr: [osrSample, osrReadiedSample] };
