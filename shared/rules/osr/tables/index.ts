// All Referee-editable OSR tables in one value, with defaults and a validating schema.
import { z } from 'zod';
import {
  defaultEncounterChanceTable,
  encounterChanceTableSchema,
  type EncounterChanceTable,
} from './encounterChance';
import {
  defaultEncounterDistanceTable,
  encounterDistanceTableSchema,
  type EncounterDistanceTable,
} from './encounterDistance';
import { defaultEscapeTable, escapeTableSchema, type EscapeTable } from './escape';
import { defaultReactionBands, reactionBandsSchema, type ReactionBand } from './reaction';

/** Every editable OSR table (spec §3.1 Settings.tables). */
export interface OsrTables {
  encounterChance: EncounterChanceTable;
  encounterDistance: EncounterDistanceTable;
  reactionBands: ReactionBand[];
  escape: EscapeTable;
}

/** Returns a fresh copy of the seed's default tables. */
export function defaultOsrTables(): OsrTables {
  // A JSON round trip: the tables are plain data and the copy must not share rows with defaults.
  return JSON.parse(
    JSON.stringify({
      encounterChance: defaultEncounterChanceTable,
      encounterDistance: defaultEncounterDistanceTable,
      reactionBands: defaultReactionBands,
      escape: defaultEscapeTable,
    }),
  ) as OsrTables;
}

/** Validates a complete set of edited tables. */
export const osrTablesSchema = z.object({
  encounterChance: encounterChanceTableSchema,
  encounterDistance: encounterDistanceTableSchema,
  reactionBands: reactionBandsSchema,
  escape: escapeTableSchema,
});

export * from './encounterChance';
export * from './encounterDistance';
export * from './escape';
export * from './reaction';
