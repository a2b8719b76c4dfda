// Finds commands as the DM types: every word typed must start a word of the command's name,
// explanation, rule id or command type (so "gr" finds Grapple, "5e-grap" its rule, "урон" the
// Russian damage), and commands whose name starts with the text come first.

/** A command as the palette lists it. */
export interface PaletteEntry {
  readonly command: string;
  readonly name: string;
  readonly help: string;
  readonly ruleId?: string;
}

const words = (text: string): string[] =>
  text
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}-]+/u)
    .filter((w) => w !== '');

/** The entries matching `query`, best first (all of them, in order, for an empty query). */
export function filterEntries(entries: readonly PaletteEntry[], query: string): PaletteEntry[] {
  const wanted = words(query);
  if (wanted.length === 0) return [...entries];
  const scored: { entry: PaletteEntry; score: number; at: number }[] = [];
  entries.forEach((entry, at) => {
    const name = entry.name.toLocaleLowerCase();
    const haystack = [
      ...words(entry.name),
      ...words(entry.help),
      ...words(entry.command),
      ...(entry.ruleId ? [entry.ruleId.toLocaleLowerCase()] : []),
      entry.command.toLocaleLowerCase(),
    ];
    if (!wanted.every((w) => haystack.some((h) => h.startsWith(w)))) return;
    const joined = wanted.join(' ');
    const score = name.startsWith(joined)
      ? 0
      : words(entry.name).some((w) => w.startsWith(wanted[0] as string))
        ? 1
        : 2;
    scored.push({ entry, score, at });
  });
  return scored.sort((a, b) => a.score - b.score || a.at - b.at).map((s) => s.entry);
}
