// The Referee's bonuses and penalties on a wilderness escape (OSR-WILD-03: dense forest +20%,
// swamp −20%), typed in one field as the Referee would say them: `+20 dense forest, -20 swamp`.
// Each becomes one of the command's labelled percentages, so the log and the recap name them.

/** One Referee modifier as the escape command takes it. */
export interface RefereeMod {
  label: string;
  pct: number;
}

/** Most modifiers the command takes, and the longest label. */
const MAX_MODS = 20;
const MAX_LABEL = 200;

/**
 * Reads `+20 dense forest, -20% swamp; +5`: a signed whole percentage of −100..100 first, then
 * what it is for. Empty text is no modifiers; null when a part cannot be read.
 */
export function readRefereeMods(text: string): RefereeMod[] | null {
  const parts = text
    .split(/[,;]/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.length > MAX_MODS) return null;
  const mods: RefereeMod[] = [];
  for (const part of parts) {
    // The typographic minus (−) is what the app itself writes, so it is read too.
    const m = /^([+\-−]?)\s*(\d{1,3})\s*%?\s*(.*)$/.exec(part);
    if (!m) return null;
    const pct = Number(m[2]) * (m[1] === '-' || m[1] === '−' ? -1 : 1);
    const label = (m[3] ?? '').trim();
    if (pct < -100 || pct > 100 || label.length > MAX_LABEL) return null;
    mods.push({ label, pct });
  }
  return mods;
}

/** The modifiers as the result line tells them: `+20% dense forest, −20% swamp`. */
export function refereeModsText(mods: readonly RefereeMod[]): string {
  return mods
    .map((m) => `${m.pct < 0 ? '−' : '+'}${Math.abs(m.pct)}%${m.label ? ` ${m.label}` : ''}`)
    .join(', ');
}
