// Routes each OSR command (validated by its schema) to its decider.
import { RuleError } from '../../../errors';
import type { DecideContext } from '../../../encounter/context';
import type { EncounterState, EngineCommand, EngineEvent } from '../../../encounter/types';
import { osrCommandSchemas, type OsrCommandOf, type OsrCommandType } from '../commands';
import {
  decideCheckEncounter,
  decideRollDistance,
  decideSetDistance,
  decideSetScene,
  decideSetTables,
  decideSetTimeMode,
} from './scene';
import { decideRollSurprise } from './surprise';
import { decideNegotiate, decideRollReaction } from './reaction';
import {
  decideCastSpell,
  decideClearDeclaration,
  decideDeclare,
  decideReadyAction,
  decideRollSideInitiative,
  decideTakeAction,
  decideTriggerReadied,
} from './round';
import { decideAttack } from './attack';
import { decideDamage, decideExtinguish, decideHeal, decideSetCover, decideSetRange } from './hp';
import { decideFlagMorale, decideUnflagMorale } from './morale';
import { decideFleeDungeon, decideFleeWilderness } from './flee';

type Decider<T extends OsrCommandType> = (
  state: EncounterState,
  cmd: OsrCommandOf<T>,
  ctx: DecideContext,
) => EngineEvent[];

const deciders: { [T in OsrCommandType]: Decider<T> } = {
  setTables: (s, c) => decideSetTables(s, c),
  setScene: (s, c) => decideSetScene(s, c),
  setTimeMode: (s, c) => decideSetTimeMode(s, c),
  checkEncounter: (s, _c, ctx) => decideCheckEncounter(s, ctx),
  rollDistance: (s, _c, ctx) => decideRollDistance(s, ctx),
  setDistance: (s, c) => decideSetDistance(s, c),
  rollSurprise: decideRollSurprise,
  rollReaction: decideRollReaction,
  negotiate: decideNegotiate,
  readyAction: (s, c) => decideReadyAction(s, c),
  triggerReadied: (s, c) => decideTriggerReadied(s, c),
  declareAction: (s, c) => decideDeclare(s, c),
  clearDeclaration: (s, c) => decideClearDeclaration(s, c),
  rollSideInitiative: (s, _c, ctx) => decideRollSideInitiative(s, ctx),
  attack: decideAttack,
  damage: decideDamage,
  heal: (s, c) => decideHeal(s, c),
  castSpell: (s, c) => decideCastSpell(s, c),
  takeAction: (s, c) => decideTakeAction(s, c),
  setRange: (s, c) => decideSetRange(s, c),
  setCover: (s, c) => decideSetCover(s, c),
  extinguish: (s, c) => decideExtinguish(s, c),
  flagMorale: decideFlagMorale,
  unflagMorale: (s, c) => decideUnflagMorale(s, c),
  fleeDungeon: decideFleeDungeon,
  fleeWilderness: decideFleeWilderness,
};

/**
 * Commands a Referee may still use once the fight is over: a single attack, damage, healing or
 * escape resolved without turn order or action economy (the scene goes on after the fight).
 */
const afterTheFight: ReadonlySet<OsrCommandType> = new Set<OsrCommandType>([
  'attack',
  'damage',
  'heal',
  'castSpell',
  'takeAction',
  'setRange',
  'setCover',
  'extinguish',
  'fleeDungeon',
  'fleeWilderness',
]);

/** Decides an OSR command; the command is parsed again so defaults are always filled in. */
export function decideOsrCommand(
  state: EncounterState,
  command: EngineCommand,
  ctx: DecideContext,
): EngineEvent[] {
  const type = command.type as OsrCommandType;
  const schema = osrCommandSchemas[type];
  if (!schema) throw new RuleError('unknownCommand', { type: command.type, system: 'osr' });
  if (state.status === 'ended' && !afterTheFight.has(type)) throw new RuleError('encounterEnded');
  const parsed = schema.safeParse(command);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new RuleError('invalidCommand', {
      type: command.type,
      path: issue ? issue.path.join('.') : '',
      message: issue ? issue.message : 'invalid',
    });
  }
  const decider = deciders[type] as Decider<typeof type>;
  return decider(state, parsed.data as OsrCommandOf<typeof type>, ctx);
}
