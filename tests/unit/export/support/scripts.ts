// Scripted encounters, one per rule system, that exercise what a recap must tell: initiative,
// attacks with typed dice, damage, healing, conditions, deaths, injuries, options that are on,
// an undone command, and a hidden creature whose name and notes are DM secrets.
import type { EncounterState } from '../../../../shared';
import { recordEncounter, type ScriptStep } from './record';

/** Marker of DM-only text: a players' recap must never contain it. */
export const SECRET = 'SENTINEL-DM-SECRET';

/** The open prompt of a kind. */
function promptOf(state: EncounterState, kind: string): string {
  const p = state.prompts.find((x) => x.kind === kind);
  if (!p) throw new Error(`no ${kind} prompt; open: ${state.prompts.map((x) => x.kind).join()}`);
  return p.id;
}

const campaign = { id: 'c-ember', name: 'Embers of the North' };

/** A 5e attack with typed dice (`damage` faces empty for a miss). */
function attack(
  attackerId: string,
  targetId: string,
  attackBonus: number,
  dice: string,
  type: string,
  d20: number[],
  damage: number[],
  melee = true,
): Record<string, unknown> {
  return {
    type: 'attack',
    attackerId,
    targetId,
    attackBonus,
    melee,
    damage: [{ dice, type }],
    typedRolls: damage.length > 0 ? { attack: d20, damage } : { attack: d20 },
  };
}

/** A D&D 5e fight with lingering injuries and massive damage on. */
export function dnd5eScript(): ReturnType<typeof recordEncounter> {
  const steps: ScriptStep[] = [
    {
      type: 'rollInitiative',
      typedRolls: {
        'init:aria': [15],
        'init:borin': [9],
        'init:gob1': [12],
        'init:gob2': [4],
        'init:lurker': [19],
      },
    },
    { type: 'startEncounter' },
    // Round 1. The hidden shadow acts first.
    attack('lurker', 'borin', 4, '1d6+2', 'necrotic', [17], [3]),
    { type: 'nextTurn' },
    // Aria: a critical hit drops the archer; her glare frightens the cutter.
    attack('aria', 'gob1', 5, '1d8+3', 'piercing', [20], [4, 2], false),
    {
      type: 'addCondition',
      combatantId: 'gob2',
      key: 'frightened',
      duration: { at: 'turnEnd', of: 'aria', rounds: 1 },
      sourceId: 'aria',
    },
    { type: 'nextTurn' },
    // Borin (the archer is dead and skipped): a potion, then a miss.
    { type: 'heal', targetIds: ['borin'], amount: 6 },
    attack('borin', 'gob2', 5, '1d8+3', 'slashing', [3], []),
    { type: 'nextTurn' },
    // The cutter: a mistaken 40 damage is undone; frightened, it attacks with disadvantage.
    { type: 'damage', targetIds: ['aria'], amount: 40, damageType: 'slashing' },
    'undo',
    attack('gob2', 'aria', 4, '1d6+2', 'slashing', [14, 8], []),
    { type: 'nextTurn' },
    // Round 2: the shadow steps out and drops Aria.
    { type: 'updateCombatant', combatantId: 'lurker', patch: { hidden: false } },
    attack('lurker', 'aria', 4, '1d6+2', 'necrotic', [19], [6]),
    {
      type: 'damage',
      targetIds: ['aria'],
      amount: 20,
      damageType: 'necrotic',
      attackerId: 'lurker',
    },
    (s) => ({ type: 'resolvePrompt', promptId: promptOf(s, 'massiveDamage'), choice: 'saved' }),
    (s) => ({
      type: 'resolvePrompt',
      promptId: promptOf(s, 'lingeringInjury'),
      choice: 'roll',
      typedRolls: { injury: [4] },
    }),
    { type: 'nextTurn' },
    // Aria is dying: a death save.
    (s) =>
      s.prompts.some((p) => p.kind === 'deathSave')
        ? {
            type: 'resolvePrompt',
            promptId: promptOf(s, 'deathSave'),
            choice: 'roll',
            typedRolls: { deathSave: [12] },
          }
        : { type: 'deathSave', combatantId: 'aria', typedRolls: { deathSave: [12] } },
    { type: 'nextTurn' },
    // Borin strikes the shadow.
    attack('borin', 'lurker', 5, '1d8+3', 'radiant', [18], [8]),
    { type: 'endEncounter', reason: 'victory' },
  ];
  return recordEncounter(
    { id: 'enc-5e', name: 'Ambush at the Old Mill', campaign },
    {
      system: 'dnd5e',
      seed: 5,
      options: { lingeringInjuries: true, massiveDamage: true },
      combatants: [
        { id: 'aria', name: 'Aria', kind: 'pc', maxHp: 24, ac: 15, initiativeBonus: 3 },
        { id: 'borin', name: 'Borin', kind: 'pc', maxHp: 30, ac: 18, initiativeBonus: 0, hp: 20 },
        { id: 'gob1', name: 'Goblin Archer', kind: 'monster', maxHp: 7, ac: 13 },
        { id: 'gob2', name: 'Goblin Cutter', kind: 'monster', maxHp: 7, ac: 15 },
        {
          id: 'lurker',
          name: `Shadow ${SECRET}`,
          kind: 'monster',
          maxHp: 16,
          ac: 12,
          hidden: true,
          nameHidden: true,
          publicName: 'Dark shape',
          notes: `Notes ${SECRET}`,
        },
      ],
    },
    steps,
  );
}

/** An OSR fight: surprise, side initiative and phases, burning oil, morale and flight. */
export function osrScript(): ReturnType<typeof recordEncounter> {
  const steps: ScriptStep[] = [
    { type: 'setScene', env: 'dungeon' },
    { type: 'rollSurprise', typedRolls: { 'surprise:party': [5], 'surprise:foes': [2] } },
    { type: 'startEncounter' },
    // Round 1: the goblins are surprised.
    { type: 'declareAction', combatantId: 'fighter', action: 'moveMelee', targetIds: ['g1'] },
    { type: 'declareAction', combatantId: 'elf', action: 'throw', targetIds: ['g2'] },
    { type: 'nextTurn', typedRolls: { 'initiative:party': [5], 'initiative:foes': [2] } },
    { type: 'nextTurn' },
    { type: 'nextTurn' },
    {
      type: 'attack',
      attackerId: 'elf',
      targetId: 'g2',
      kind: 'oil',
      rangeFt: 30,
      typedRolls: { attack: [20], fire: [3] },
    },
    { type: 'nextTurn' },
    {
      type: 'attack',
      attackerId: 'fighter',
      targetId: 'g1',
      kind: 'melee',
      typedRolls: { attack: [15], damage: [6] },
    },
    // A heal given by mistake, undone and redone: the recap tells it once.
    { type: 'heal', targetIds: ['fighter'], amount: 2 },
    'undo',
    'redo',
    { type: 'flagMorale', kind: 'morale', target: { type: 'side', id: 'foes' } },
    // The surprised goblins' phases are skipped: the morale step asks at once.
    { type: 'nextTurn' },
    (s) => ({ type: 'resolvePrompt', promptId: promptOf(s, 'morale'), choice: 'breaks' }),
    { type: 'nextTurn' },
    // Round 2: the foes break and flee; the ogre stays hidden.
    {
      type: 'fleeDungeon',
      fleeingSideId: 'foes',
      pursuerSideId: 'party',
      vF: 60,
      vP: 90,
    },
    { type: 'endEncounter', reason: 'fled' },
  ];
  return recordEncounter(
    { id: 'enc-osr', name: 'Goblin warren', campaign: { id: 'c-marches', name: 'The Marches' } },
    {
      system: 'osr',
      seed: 11,
      options: { naturalRolls: 'natural', oilDamage: 'perRound' },
      combatants: [
        {
          id: 'fighter',
          name: 'Fighter',
          kind: 'pc',
          maxHp: 12,
          hp: 9,
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
        {
          id: 'g1',
          name: 'Goblin 1',
          kind: 'monster',
          statblock: { name: 'Goblin', hd: '1-1', hp: 4, ac: 6, movement: 60, damage: '1d6' },
        },
        {
          id: 'g2',
          name: 'Goblin 2',
          kind: 'monster',
          statblock: { name: 'Goblin', hd: '1-1', hp: 5, ac: 6, movement: 60, damage: '1d6' },
        },
        {
          id: 'ogre',
          name: `Ogre ${SECRET}`,
          kind: 'monster',
          hidden: true,
          notes: `Waits behind the door ${SECRET}`,
          statblock: { name: 'Ogre', hd: '4+1', hp: 19, ac: 5, movement: 90, damage: '1d10' },
        },
      ],
    },
    steps,
  );
}

/** An AD&D 2e fight: surprise, d10 side initiative with weapon speed, THAC0, a save, death. */
export function adnd2eScript(): ReturnType<typeof recordEncounter> {
  const orc = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
    id,
    name,
    kind: 'monster' as const,
    side: 'foes',
    ...extra,
    statblock: {
      name: 'Orc',
      hitDice: '1',
      hp: 6,
      ac: 6,
      armorType: 'chain',
      attacks: [{ name: 'long sword', damage: '1d8', damageLarge: '1d12', speed: 5, types: ['S'] }],
      morale: 11,
      xp: 15,
    },
  });
  const steps: ScriptStep[] = [
    { type: 'surprise', typedRolls: { 'surprise:party': [7], 'surprise:foes': [2] } },
    {
      type: 'declare',
      combatantId: 'delsenora',
      action: 'castSpell',
      spell: 'magic missile',
      castingTime: 1,
    },
    // Round 1 opens with the declarations (made above), then the roll (2E-SEQ-03).
    { type: 'startEncounter' },
    { type: 'rollInitiative', typedRolls: { 'init:side:party': [3], 'init:side:foes': [6] } },
    // Round 1: Delsenora's spell, then Rath; the surprised orcs lose their turns.
    { type: 'damage', targetIds: ['orc1'], amount: 4 },
    { type: 'nextTurn' },
    {
      type: 'attack',
      attackerId: 'rath',
      targetId: 'orc1',
      typedRolls: { attack: [5], damage: [6] },
    },
    // Round 2: the declarations, then initiative again; the orcs win it.
    { type: 'nextTurn' },
    {
      type: 'declare',
      combatantId: 'delsenora',
      action: 'castSpell',
      spell: 'burning hands',
      castingTime: 1,
    },
    { type: 'nextTurn', typedRolls: { 'init:side:party': [8], 'init:side:foes': [2] } },
    (s) => ({
      type: 'attack',
      attackerId: s.turn?.activeIds.includes('orc2') ? 'orc2' : (s.turn?.activeIds[0] ?? 'orc2'),
      targetId: 'delsenora',
      typedRolls: { attack: [20], damage: [5] },
    }),
    { type: 'save', combatantId: 'delsenora', categories: ['spell'], typedRolls: { save: [14] } },
    { type: 'addCondition', combatantId: 'orc2', key: 'custom:Tangled in a net' },
    { type: 'setOption', key: 'opt.weaponSpeed', value: false },
    'undo',
    { type: 'nextTurn' },
    { type: 'heal', targetIds: ['delsenora'], amount: 3 },
    { type: 'nextTurn' },
    {
      type: 'attack',
      attackerId: 'rath',
      targetId: 'orc2',
      typedRolls: { attack: [18], damage: [8] },
    },
    { type: 'endEncounter', reason: 'victory' },
  ];
  return recordEncounter(
    { id: 'enc-2e', name: 'Orcs at the ford', campaign: { id: 'c-ford', name: 'Greyhawk nights' } },
    {
      system: 'adnd2e',
      seed: 2024,
      options: { 'opt.weaponSpeed': true, 'opt.deathsDoor': true },
      combatants: [
        {
          id: 'rath',
          name: 'Rath',
          kind: 'pc',
          side: 'party',
          statblock: {
            name: 'Rath',
            classes: [{ group: 'warrior', level: 7, hitDie: 10 }],
            hp: 60,
            ac: 3,
            dexterity: 16,
            constitution: 16,
            strength: { score: 18, exceptional: 80 },
            attacks: [
              {
                name: 'long sword +1',
                damage: '1d8',
                damageLarge: '1d12',
                speed: 5,
                types: ['S'],
                magicBonus: 1,
              },
            ],
          },
        },
        {
          id: 'delsenora',
          name: 'Delsenora',
          kind: 'pc',
          side: 'party',
          statblock: {
            name: 'Delsenora',
            classes: [{ group: 'wizard', level: 5, hitDie: 4 }],
            hp: 14,
            ac: 10,
            constitution: 12,
          },
        },
        orc('orc1', 'Orc 1'),
        orc('orc2', 'Orc 2'),
        orc('shaman', `Orc shaman ${SECRET}`, { hidden: true, notes: `Carries the key ${SECRET}` }),
      ],
    },
    steps,
  );
}

/** All scripts by system id. */
export const scripts: Readonly<Record<string, () => ReturnType<typeof recordEncounter>>> = {
  dnd5e: dnd5eScript,
  osr: osrScript,
  adnd2e: adnd2eScript,
};
