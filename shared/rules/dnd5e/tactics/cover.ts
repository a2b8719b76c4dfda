import { centreOf, rectOf, segmentCrossesInterior } from './geometry';
import type { Space } from './types';

/** The degrees of cover, weakest first (5E-COVER-02..05). */
export const COVER_DEGREES = ['none', 'half', 'threeQuarters', 'total'] as const;

/** One degree of cover. */
export type CoverDegree = (typeof COVER_DEGREES)[number];

/** One row of the cover table. */
export interface CoverRow {
  readonly degree: CoverDegree;
  readonly ruleId: string;
  /** Bonus to AC and to Dex saving throws. */
  readonly bonus: number;
  /** Whether attacks and spells can target the creature directly. */
  readonly targetable: boolean;
  readonly labelKey: string;
  /** The seed's examples of obstacles giving this degree. */
  readonly examples: readonly string[];
}

/** 5E-COVER-03/04/05: the cover table as data. */
export const COVER_TABLE: readonly CoverRow[] = [
  {
    degree: 'none',
    ruleId: '5E-COVER-01',
    bonus: 0,
    targetable: true,
    labelKey: 'tactics.cover.none',
    examples: [],
  },
  {
    degree: 'half',
    ruleId: '5E-COVER-03',
    bonus: 2,
    targetable: true,
    labelKey: 'tactics.cover.half',
    examples: ['lowWall', 'largeFurniture', 'narrowTreeTrunk', 'creature'],
  },
  {
    degree: 'threeQuarters',
    ruleId: '5E-COVER-04',
    bonus: 5,
    targetable: true,
    labelKey: 'tactics.cover.threeQuarters',
    examples: ['portcullis', 'arrowSlit', 'thickTreeTrunk'],
  },
  {
    degree: 'total',
    ruleId: '5E-COVER-05',
    bonus: 0,
    targetable: false,
    labelKey: 'tactics.cover.total',
    examples: ['completelyConcealed'],
  },
];

/** The table row of a degree. */
export function coverRow(degree: CoverDegree): CoverRow {
  const row = COVER_TABLE.find((r) => r.degree === degree);
  if (!row) throw new Error(`unknown cover ${String(degree)}`);
  return row;
}

/** 5E-COVER-02: several sources never stack; the highest degree counts. */
export function combineCover(degrees: readonly CoverDegree[]): CoverDegree {
  let best = 0;
  for (const d of degrees) best = Math.max(best, COVER_DEGREES.indexOf(d));
  return COVER_DEGREES[best] ?? 'none';
}

/** One source of cover the DM names for an attack or a save (a tree, an ally, a wall…). */
export interface CoverSource {
  readonly degree: CoverDegree;
  /** What gives it, as the DM names it. */
  readonly source: string;
  /** A creature giving the cover (5E-HITCOVER-01: it may be struck instead). */
  readonly creatureId?: string;
}

/**
 * 5E-COVER-02: of several sources only the best degree counts, and the degrees never add up;
 * the first source of that degree is the one that counted. Null when no source is given.
 */
export function bestCover(sources: readonly CoverSource[]): CoverSource | null {
  const degree = combineCover(sources.map((s) => s.degree));
  return sources.find((s) => s.degree === degree) ?? null;
}

/**
 * The cover the DM gives on a command: a single degree (named `dm`) and any named sources
 * together, the best of them counting (5E-COVER-02); null when the command names none.
 */
export function givenCover(
  degree: CoverDegree | undefined,
  sources: readonly CoverSource[] | undefined,
): CoverSource | null {
  const all: CoverSource[] = [...(degree ? [{ degree, source: 'dm' }] : []), ...(sources ?? [])];
  return all.length > 0 ? bestCover(all) : null;
}

/** 5E-COVER-03/04: the bonus to AC and Dex saves (+2 half, +5 three-quarters). */
export const coverBonus = (degree: CoverDegree): number => coverRow(degree).bonus;

/** 5E-ATK-03 with cover: the AC an attack must meet. */
export const acWithCover = (ac: number, degree: CoverDegree): number => ac + coverBonus(degree);

/**
 * 5E-COVER-05: total cover bars attacks and spells aimed at the creature; area effects can
 * still include it.
 */
export function canTargetThroughCover(
  degree: CoverDegree,
  how: 'attack' | 'spell' | 'area',
): boolean {
  return how === 'area' || coverRow(degree).targetable;
}

/** Something between attacker and target that can give cover. */
export interface CoverBlocker {
  readonly space: Space;
  readonly degree: CoverDegree;
}

/** 5E-COVER-03: a creature, friend or foe, gives half cover. */
export const creatureBlocker = (space: Space): CoverBlocker => ({ space, degree: 'half' });

/**
 * Cover from the line between centres (grid on, positions known): every blocker that the line
 * from the attacker's centre to the target's centre crosses gives its degree and the highest
 * counts (5E-COVER-02). Only blockers between the two count, so cover works only from the far
 * side (5E-COVER-01).
 */
export function coverFromLine(
  attacker: Space,
  target: Space,
  blockers: readonly CoverBlocker[],
): CoverDegree {
  const p = centreOf(attacker);
  const q = centreOf(target);
  return combineCover(
    blockers.filter((b) => segmentCrossesInterior(p, q, rectOf(b.space))).map((b) => b.degree),
  );
}
