// Names for several copies of one creature added to an encounter: "Goblin 1", "Goblin 2"…,
// continuing after the numbers already in the fight, so a second batch of goblins does not
// repeat "Goblin 1".

/** Longest combatant name the engine accepts. */
const MAX_NAME = 200;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * `count` names for copies of `base`. A single copy keeps the plain name unless a combatant
 * already has it; otherwise copies are numbered after the highest number in use.
 */
export function numberedNames(base: string, count: number, existing: readonly string[]): string[] {
  const trimmed = base.trim();
  const taken = new Set(existing);
  if (count === 1 && !taken.has(trimmed)) return [trimmed];
  const stem = trimmed.slice(0, MAX_NAME - String(count + existing.length).length - 1);
  const pattern = new RegExp(`^${escapeRegExp(stem)} (\\d+)$`);
  let highest = 0;
  for (const name of existing) {
    const m = pattern.exec(name);
    if (m) highest = Math.max(highest, Number(m[1]));
  }
  return Array.from({ length: count }, (_, i) => `${stem} ${highest + i + 1}`);
}
