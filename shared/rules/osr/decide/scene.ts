// Scene commands: editable tables, environment, encounter check (OSR-ENC), distance (OSR-DIST)
// and the switch to rounds (OSR-TIME-01).
import { RuleError } from '../../../errors';
import type { DecideContext } from '../../../encounter/context';
import type { EncounterState, EngineEvent } from '../../../encounter/types';
import type { OsrCommandOf } from '../commands';
import { encounterSys, tablesOf, toJson, type Scene } from '../state';
import { osrSettings } from '../settings';
import { encounterChance, encounterOccurs, isListedTerrain } from '../rules/encounterCheck';
import { distanceDice, enteredDistance, rolledDistance } from '../rules/distance';
import { checkIntervalMinutes, timeModeOnEncounter } from '../rules/time';
import { procedureDone } from './common';

/** The Referee replaces the tables (OSR-ENC-01, A-23: every table is editable). */
export function decideSetTables(_s: EncounterState, cmd: OsrCommandOf<'setTables'>): EngineEvent[] {
  return [{ type: 'osr.tablesSet', tables: toJson(cmd.tables) }];
}

/** Sets where the party is (dungeon, city, wilderness terrain) and whether it is night. */
export function decideSetScene(_s: EncounterState, cmd: OsrCommandOf<'setScene'>): EngineEvent[] {
  if (cmd.env === 'wilderness' && cmd.terrain === undefined) throw new RuleError('terrainRequired');
  const scene: Scene = { env: cmd.env, isNight: cmd.isNight };
  if (cmd.terrain !== undefined) scene.terrain = cmd.terrain;
  if (cmd.customChance !== undefined) scene.customChance = cmd.customChance;
  return [{ type: 'osr.sceneSet', scene: toJson(scene) }];
}

/** Switches between exploration time and 10-second rounds (OSR-TIME-01). */
export function decideSetTimeMode(
  state: EncounterState,
  cmd: OsrCommandOf<'setTimeMode'>,
): EngineEvent[] {
  if ((encounterSys(state).timeMode ?? 'exploration') === cmd.mode) return [];
  return [{ type: 'osr.timeModeSet', mode: cmd.mode, ruleId: 'OSR-TIME-01' }];
}

/** Events switching to rounds if time is not already kept in rounds (OSR-TIME-01). */
export function switchToRounds(state: EncounterState): EngineEvent[] {
  const mode = timeModeOnEncounter();
  if (encounterSys(state).timeMode === mode) return [];
  return [{ type: 'osr.timeModeSet', mode, ruleId: 'OSR-TIME-01' }];
}

function requireScene(state: EncounterState): Scene {
  const scene = encounterSys(state).scene;
  if (!scene) throw new RuleError('sceneRequired');
  return scene;
}

/** Rolls the random-encounter check: d6 ≤ chance (OSR-ENC-01..04). */
export function decideCheckEncounter(state: EncounterState, ctx: DecideContext): EngineEvent[] {
  const scene = requireScene(state);
  const settings = osrSettings(state.options);
  const situation = { ...scene };
  // an unlisted terrain uses the scene's chance or the preset setting.
  if (
    scene.env === 'wilderness' &&
    scene.terrain !== undefined &&
    !isListedTerrain(scene.terrain) &&
    scene.customChance === undefined &&
    settings.otherTerrainChance !== 'refereePicks'
  ) {
    situation.customChance = Number(settings.otherTerrainChance);
  }
  const chance = encounterChance(tablesOf(state).encounterChance, situation);
  const roll = ctx.roller.roll('1d6', 'encounter');
  const occurs = encounterOccurs(roll.total, chance.chance, settings.xInSixDirection);
  return [
    {
      type: 'osr.encounterChecked',
      ruleId: chance.ruleId,
      env: scene.env,
      ...(scene.terrain !== undefined ? { terrain: scene.terrain } : {}),
      isNight: scene.isNight,
      chance: chance.chance,
      frequency: toJson(chance.frequency),
      // minutes between checks with the Referee's turn length (dungeon and city).
      ...(chance.frequency.kind === 'every'
        ? {
            intervalMinutes: checkIntervalMinutes(
              chance.frequency.count,
              chance.frequency.unit,
              settings.turnMinutes,
            ),
          }
        : {}),
      face: roll.total,
      occurs,
    },
    ...procedureDone(state, 'encounterCheck'),
  ];
}

/** Rolls the encounter distance for the scene (OSR-DIST-01..03; A-28 may turn it off). */
export function decideRollDistance(state: EncounterState, ctx: DecideContext): EngineEvent[] {
  const scene = requireScene(state);
  if (osrSettings(state.options).distanceRoll === 'manualOnly') {
    throw new RuleError('distanceRollOff');
  }
  const table = tablesOf(state).encounterDistance;
  const roll = ctx.roller.roll(distanceDice(table, scene.env), 'distance');
  const distance = rolledDistance(table, scene.env, roll.total);
  return [
    { type: 'osr.distanceSet', ruleId: table[scene.env].ruleId, distance: toJson(distance) },
    ...procedureDone(state, 'distance'),
  ];
}

/** The Referee enters an obvious distance instead of rolling (OSR-DIST-04). */
export function decideSetDistance(
  state: EncounterState,
  cmd: OsrCommandOf<'setDistance'>,
): EngineEvent[] {
  const distance = enteredDistance(cmd.value, cmd.unit);
  return [
    { type: 'osr.distanceSet', ruleId: 'OSR-DIST-04', distance: toJson(distance) },
    ...procedureDone(state, 'distance'),
  ];
}
