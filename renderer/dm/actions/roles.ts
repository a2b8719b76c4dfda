// Which fields of the rules commands hold ids, and of what: a combatant, a side, a group, one
// of a creature's conditions, a pending morale check. Such fields are lists to pick from rather
// than text, and the form fills them in from what the DM has selected and marked.

/** What an id field names. */
export type IdRole = 'combatant' | 'side' | 'group' | 'condition' | 'moraleFlag' | 'moraleTarget';

/** Fields naming one creature that acts (the form picks the selected creature). */
const ACTORS = new Set([
  'combatantId',
  'attackerId',
  'casterId',
  'talkerId',
  'turnerId',
  'moverId',
  'climberId',
  'riderId',
  'creatureId',
  'grapplerId',
  'aId',
]);

/** Fields naming the other creature of an action (the form picks the first marked target). */
const OTHERS = new Set([
  'targetId',
  'mountId',
  'clingerId',
  'bId',
  'allyId',
  'healerId',
  'sourceId',
  'coverCreatureId',
]);

/** Fields holding a list of creatures. */
const COMBATANT_LISTS = new Set([
  'combatantIds',
  'targetIds',
  'cleaveTo',
  'drag',
  'leftReachOf',
  'roll',
  'kitTreated',
  'overbearHelpers',
  'meleeFigureIds',
  'opponentIds',
  'exclude',
]);

const SIDES = new Set([
  'sideId',
  'fleeingSideId',
  'pursuerSideId',
  'ambushedSideIds',
  'ambusherSideIds',
]);

/** Records whose keys are creatures (Stealth totals, Hit Dice to spend, per-target damage). */
const COMBATANT_KEYED = new Set(['stealth', 'spend', 'perTarget']);

/** Records whose keys are sides (2e surprise modifiers). */
const SIDE_KEYED = new Set(['modifiers']);

/** The last name of a dotted field path (`help.allyId` → `allyId`). */
export function lastName(path: string): string {
  return path.slice(path.lastIndexOf('.') + 1);
}

/** What an id field (or a list of ids) names, or null when the field is not an id. */
export function idRole(path: string): IdRole | null {
  const name = lastName(path);
  if (path === 'target.id') return 'moraleTarget';
  if (ACTORS.has(name) || OTHERS.has(name) || COMBATANT_LISTS.has(name)) return 'combatant';
  if (SIDES.has(name)) return 'side';
  if (name === 'groupId') return 'group';
  if (name === 'conditionId') return 'condition';
  if (name === 'flagId') return 'moraleFlag';
  return null;
}

/** What the keys of a record field name, or null for free keys. */
export function keyRole(path: string): IdRole | null {
  const name = lastName(path);
  if (COMBATANT_KEYED.has(name)) return 'combatant';
  if (SIDE_KEYED.has(name)) return 'side';
  return null;
}

/** How the form fills an id field in: the selected creature, the marked one, or nothing. */
export function prefillOf(path: string): 'actor' | 'other' | 'targets' | null {
  const name = lastName(path);
  if (ACTORS.has(name)) return 'actor';
  if (OTHERS.has(name)) return 'other';
  if (name === 'combatantIds' || name === 'targetIds') return 'targets';
  return null;
}
