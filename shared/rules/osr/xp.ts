// Experience for the monsters of an OSR fight, before it starts: the statblock's XP, else the
// B/X table by Hit Dice with its bonus per special ability [not in seed: see
// tables/experience.ts]. The abilities are the asterisks written after the Hit Dice ("2*"); a
// statblock without them counts its on-hit effects (paralysis, poison, drain) and its listed
// special abilities, one asterisk each, as B/X marks them.
import { MONSTER_XP_BY_HIT_DICE, type MonsterXpRow } from './tables/experience';

/** A monster as the calculator reads it. */
export interface OsrMonsterXp {
  xp?: number | undefined;
  /** Hit Dice as written: "3", "1+1", "1/2", "3*", "4+1**". */
  hd?: string | undefined;
  /** Special abilities counted when the Hit Dice carry no asterisk. */
  specialAbilities?: number | undefined;
}

const HD = /^\s*(\d+(?:\/\d+)?)\s*(?:([+-])\s*(\d+))?\s*(\**)\s*$/;

/** The table row for Hit Dice written as `hd`, and its asterisks; undefined if unreadable. */
function rowFor(hd: string): { row: MonsterXpRow; asterisks: number } | undefined {
  const m = HD.exec(hd);
  if (!m) return undefined;
  const [num, den] = (m[1] as string).split('/');
  const count = den ? Number(num) / Number(den) : Number(num);
  const plus = m[2] === '+' && Number(m[3]) > 0 ? 0.5 : m[2] === '-' ? -0.5 : 0;
  const scale = count + plus;
  const row = MONSTER_XP_BY_HIT_DICE.find((r) => scale <= r.upTo);
  return row ? { row, asterisks: (m[4] ?? '').length } : undefined;
}

/** One monster's XP, or undefined with neither a printed XP nor readable Hit Dice. */
export function monsterXpOsr(monster: OsrMonsterXp): number | undefined {
  if (monster.xp !== undefined) return monster.xp;
  const found = monster.hd === undefined ? undefined : rowFor(monster.hd);
  if (!found) return undefined;
  const asterisks = found.asterisks > 0 ? found.asterisks : (monster.specialAbilities ?? 0);
  return found.row.xp + found.row.perAsterisk * asterisks;
}
