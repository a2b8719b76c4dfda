// The app's own library file: what "Export library" writes and every import reads back.
//   { "format": "combat-manager.library", "version": 1,
//     "creatures": [ { "system": "dnd5e" | "adnd2e" | "osr", "name": "…", "statblock": {…},
//                      "tags": ["…"] } ] }
// The statblock is the system's own statblock (shared/rules/<system>/statblock.ts).
import { ruleSystemIdSchema, type RuleSystemId } from '../../model/ids';
import { mapFailure, type MapResult } from '../candidate';
import { asObject, asString, asStrings, nameOf } from '../read';

/** Format tag of the app's library file. */
export const APP_LIBRARY_FORMAT = 'combat-manager.library';

/** Version of the app's library file this build writes. */
export const APP_LIBRARY_VERSION = 1;

/** One creature of the app's library file. */
export interface AppLibraryCreature {
  readonly system: RuleSystemId;
  readonly name: string;
  readonly statblock: Readonly<Record<string, unknown>>;
  readonly tags: readonly string[];
}

/** The app's library file. */
export interface AppLibraryFile {
  readonly format: typeof APP_LIBRARY_FORMAT;
  readonly version: typeof APP_LIBRARY_VERSION;
  readonly creatures: readonly AppLibraryCreature[];
}

/** True when a parsed file is the app's own library file. */
export function isAppLibraryFile(value: unknown): boolean {
  return asObject(value)?.format === APP_LIBRARY_FORMAT;
}

/** The app's library file holding `creatures`. */
export function appLibraryFile(creatures: readonly AppLibraryCreature[]): AppLibraryFile {
  return { format: APP_LIBRARY_FORMAT, version: APP_LIBRARY_VERSION, creatures };
}

/** Maps one creature of the app's file; its statblock is validated by its system later. */
export function mapAppCreature(record: unknown): MapResult {
  const obj = asObject(record);
  if (!obj) return mapFailure(null, 'notAnObject');
  const statblock = asObject(obj.statblock);
  const name = nameOf(obj, 'name') ?? nameOf(statblock, 'name');
  if (name === null) return mapFailure(null, 'nameMissing');
  const system = ruleSystemIdSchema.safeParse(obj.system);
  if (!system.success) {
    return mapFailure(name, 'unknownSystem', { system: (asString(obj.system) ?? '').slice(0, 40) });
  }
  if (!statblock)
    return mapFailure(name, 'invalidField', { field: 'statblock', problem: 'invalid_type' });
  return {
    ok: true,
    candidate: {
      system: system.data,
      name,
      statblock: { ...statblock, name: asString(statblock.name) ?? name },
      tags: asStrings(obj.tags),
    },
  };
}
