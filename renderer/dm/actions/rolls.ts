// The dice each rules command rolls, by roll purpose, so its form can offer a field for every
// one of them: a DM who rolls physical dice types the faces (or a die's face, or a total the
// app turns into faces) and the command carries them as `typedRolls` (the engine checks their
// count and range). Purposes are those the systems' rules pass to the roller.
import type { EncounterState } from '../../../shared/encounter/types';
import { facesForTotal, readDiceEntry } from '../../lib/diceEntry';

/** One roll a command makes. */
export interface RollSpec {
  /** Roll purpose; `{id}` stands for each id `each` gives. */
  readonly purpose: string;
  /** The dice rolled (`1d20`); `@path` for the dice a field of the command names; '' when only the rules know. */
  readonly dice: string;
  /** One roll per id of this field (a combatant or ids field), or of every side (`@sides`). */
  readonly each?: string;
  /** Offered only when this field is filled in (`field`) or has this value (`field=value`). */
  readonly when?: string;
  /** Each typed face is a roll of its own (`hd:x`, `hd:x#2`…: one Hit Die after another). */
  readonly split?: true;
  /** Catalog key of the roll's label (`roll.<label>`). */
  readonly label: string;
}

const d20 = (purpose: string, label: string, when?: string): RollSpec => ({
  purpose,
  dice: '1d20',
  label,
  ...(when ? { when } : {}),
});
const contest = (kind: string): RollSpec[] => [
  d20(`${kind}:initiator`, 'initiator'),
  d20(`${kind}:defender`, 'defender'),
];

/** Rolls by system and command; commands absent here roll nothing the DM could type. */
export const ROLLS: Readonly<Record<string, Readonly<Record<string, readonly RollSpec[]>>>> = {
  dnd5e: {
    attack: [
      d20('attack', 'attack'),
      { purpose: 'damage', dice: '@damage.0.dice', label: 'damage', when: 'damage' },
    ],
    damage: [
      { purpose: 'save:{id}', dice: '1d20', each: 'targetIds', when: 'save', label: 'save' },
    ],
    savingThrow: [{ purpose: 'save:{id}', dice: '1d20', each: 'combatantIds', label: 'save' }],
    deathSave: [d20('deathSave', 'save')],
    stabilize: [d20('medicine', 'check', 'method=medicine')],
    determineSurprise: [{ purpose: 'stealth:{id}', dice: '1d20', each: 'roll', label: 'stealth' }],
    shortRest: [
      { purpose: 'hd:{id}', dice: '', each: 'combatantIds', split: true, label: 'hitDice' },
    ],
    longRest: [
      { purpose: 'hd:{id}', dice: '', each: 'combatantIds', split: true, label: 'hitDice' },
    ],
    healingSurge: [
      { purpose: 'hd:{id}', dice: '', each: 'combatantId', split: true, label: 'hitDice' },
    ],
    tendWound: [d20('medicine', 'check')],
    injuryCheck: [
      d20('injurySave', 'save', 'attempt=action'),
      d20('limpSave', 'save', 'attempt=dash'),
    ],
    moraleCheck: [d20('morale', 'save')],
    takeAction: [d20('stealth', 'check', 'action=hide'), d20('search', 'check', 'action=search')],
    grapple: contest('grapple'),
    escapeGrapple: contest('escape'),
    shove: contest('shove'),
    shoveAside: contest('shoveAside'),
    overrun: contest('overrun'),
    tumble: contest('tumble'),
    climbOnto: contest('climbOnto'),
    dislodge: contest('dislodge'),
    disarm: [d20('disarm:attack', 'attack'), d20('disarm:defender', 'defender')],
    fall: [{ purpose: 'fallDamage', dice: '', label: 'damage' }],
  },
  adnd2e: {
    attack: [d20('attack', 'attack'), { purpose: 'damage', dice: '', label: 'damage' }],
    damage: [
      d20('massiveDamageSave', 'save'),
      { purpose: 'massiveDamageSystemShock', dice: '1d100', label: 'systemShock' },
    ],
    save: [d20('save', 'save'), d20('abilityCheck', 'check', 'abilityScore')],
    // The pool of undead affected (one 2d6 for all types, the default setting).
    turnUndead: [
      d20('turnUndead', 'turning'),
      { purpose: 'turnCount', dice: '2d6', label: 'turnCount' },
    ],
    systemShock: [{ purpose: 'systemShock', dice: '1d100', label: 'systemShock' }],
    raiseDead: [{ purpose: 'resurrectionSurvival', dice: '1d100', label: 'survival' }],
    fall: [{ purpose: 'falling', dice: '', label: 'damage' }],
    poison: [
      d20('poisonSave', 'save', 'save'),
      { purpose: 'poisonOnset', dice: '', label: 'onset', when: 'onset' },
    ],
    healingProficiency: [
      d20('proficiencyCheck', 'check'),
      { purpose: 'firstAid', dice: '1d3', label: 'healing' },
    ],
    regenerate: [{ purpose: 'regeneration', dice: '@amount', label: 'healing' }],
    magicResistance: [
      { purpose: 'magicResistance', dice: '1d100', label: 'magicResistance' },
      // 2E-MR-07: each other resistant target rolls its own d100
      {
        purpose: 'magicResistance:{id}',
        dice: '1d100',
        each: 'otherTargetIds',
        when: 'otherTargetIds',
        label: 'magicResistance',
      },
    ],
    grenade: [
      d20('attack', 'attack'),
      { purpose: 'damage', dice: '@waterDamage', label: 'damage', when: 'waterDamage' },
      { purpose: 'scatterDirection', dice: '', label: 'scatterDirection' },
      { purpose: 'scatterDistance', dice: '', label: 'scatterDistance' },
    ],
    surprise: [{ purpose: 'surprise:{id}', dice: '', each: '@sides', label: 'surprise' }],
    // The convention's 2d10 against each creature's morale rating: a total typed is spread
    // over the two dice, so the DM needs no roll key.
    moraleCheck: [
      { purpose: 'morale:{id}', dice: '2d10', each: 'combatantIds', label: 'morale2e' },
    ],
  },
  osr: {
    checkEncounter: [{ purpose: 'encounter', dice: '1d6', label: 'encounter' }],
    rollDistance: [{ purpose: 'distance', dice: '', label: 'distance' }],
    rollSurprise: [{ purpose: 'surprise:{id}', dice: '1d6', each: '@sides', label: 'surprise' }],
    rollReaction: [{ purpose: 'reaction', dice: '2d6', label: 'reaction' }],
    negotiate: [{ purpose: 'reaction', dice: '2d6', label: 'reaction', when: 'mode=reroll' }],
    rollSideInitiative: [
      { purpose: 'initiative:{id}', dice: '1d6', each: '@sides', label: 'initiative' },
    ],
    attack: [
      d20('attack', 'attack'),
      { purpose: 'damage', dice: '@damage', label: 'damage' },
      // OSR-DMG-03: a thrown flask of burning oil rolls its 1d4 of fire as `fire`, not `damage`.
      { purpose: 'fire', dice: '1d4', label: 'oilFire', when: 'kind=oil' },
    ],
    fleeWilderness: [{ purpose: 'escape', dice: '1d100', label: 'escape' }],
  },
};

/** The rolls a command makes. */
export function rollsOf(system: string, command: string): readonly RollSpec[] {
  return ROLLS[system]?.[command] ?? [];
}

/** A field's value in a built command, by dotted path. */
function at(command: Readonly<Record<string, unknown>>, path: string): unknown {
  let node: unknown = command;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** Whether a roll applies to a command as filled in so far. */
export function rollApplies(roll: RollSpec, command: Readonly<Record<string, unknown>>): boolean {
  if (!roll.when) return true;
  const [field, value] = roll.when.split('=') as [string, string | undefined];
  const v = at(command, field);
  if (value === undefined) return v !== undefined && !(Array.isArray(v) && v.length === 0);
  return v === value;
}

/** One dice field of a command's form. */
export interface RollField {
  /** Typed-rolls key (the purpose with its id). */
  readonly key: string;
  readonly spec: RollSpec;
  /** The creature or side it is for, if the roll is made once per id. */
  readonly id?: string;
}

/** The dice fields a command offers as filled in so far. */
export function rollFields(
  system: string,
  commandType: string,
  command: Readonly<Record<string, unknown>>,
  state: EncounterState,
): RollField[] {
  const out: RollField[] = [];
  for (const spec of rollsOf(system, commandType)) {
    if (!rollApplies(spec, command)) continue;
    if (!spec.each) {
      out.push({ key: spec.purpose, spec });
      continue;
    }
    const raw = spec.each === '@sides' ? Object.keys(state.sides) : at(command, spec.each);
    const ids = Array.isArray(raw) ? raw : typeof raw === 'string' && raw !== '' ? [raw] : [];
    for (const id of ids) {
      if (typeof id === 'string') out.push({ key: spec.purpose.replace('{id}', id), spec, id });
    }
  }
  return out;
}

/** Typed dice of one field turned into typed rolls; null when the text cannot be dice. */
export function typedRollsOf(
  field: RollField,
  text: string,
  command: Readonly<Record<string, unknown>>,
): Record<string, number[]> | null {
  const entry = readDiceEntry(text);
  if (entry.kind === 'auto') return {};
  let faces: number[] | null;
  if (entry.kind === 'faces') faces = [...entry.faces];
  else if (entry.kind === 'number') {
    const dice = field.spec.dice.startsWith('@')
      ? at(command, field.spec.dice.slice(1))
      : field.spec.dice;
    // Without known dice a number is the face of the one die rolled.
    faces =
      typeof dice === 'string' && dice !== '' ? facesForTotal(dice, entry.value) : [entry.value];
  } else faces = null;
  if (!faces) return null;
  if (!field.spec.split) return { [field.key]: faces };
  return Object.fromEntries(
    faces.map((f, i) => [i === 0 ? field.key : `${field.key}#${i + 1}`, [f]]),
  );
}
