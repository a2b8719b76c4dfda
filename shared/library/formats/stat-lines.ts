// Stat lines as OSR and AD&D 2e books and their spreadsheets print them, one cell at a time:
// AC `2 [17]` (descending [ascending]) or `5 (15)`, movement `60' (20')`, `9, fly 18`, `240 ft`,
// THAC0 `19 [0]`, hit dice `1 (4hp)` or `3+1*`, saves `D11 W12 P14 B16 S15 (Cleric 1)`,
// morale `7 on first sighting, 12 after engaged`, XP `8/4000+20/hp`, magic resistance
// `Standard` or `25%`, attacks `1 × mace (1d6)`. Each reader returns undefined for a cell it
// cannot read; what a cell says beyond the number is returned as a note to keep as text.

const int = (s: string | undefined): number | undefined =>
  s !== undefined && /^[+-−]?\d+$/.test(s) ? Number(s.replace('−', '-')) : undefined;

/** Strips a leading label a copied line keeps ("AC", "Hit Dice", "THAC0:"). */
function unlabel(text: string, label: RegExp): string {
  return text.replace(label, '').trim();
}

/** Armour class conventions of the source. */
export type AcConvention = 'descending' | 'ascending';

/**
 * Descending AC from a cell. `2 [17]` and `5 (15)` give both and the first is descending;
 * a bare number is descending, or ascending when the source uses ascending AC (Basic Fantasy's
 * AC 17, or its `13 (11)`: armoured and unarmoured), converted as 20 − AC: the same hit roll
 * the engine's d20 + bonus + AC ≥ 20 makes.
 */
export function readAc(cell: string, convention: AcConvention = 'descending'): number | undefined {
  const text = unlabel(cell, /^(ac|armou?r\s*class)\s*[:=]?\s*/i);
  const both = /^([+-−]?\d+)\s*[[(]\s*([+-−]?\d+)\s*[\])]/.exec(text);
  // The first number is the one of the source's convention: "6 [13]" in a descending book,
  // Basic Fantasy's "13 (11)" (armoured, unarmoured) in an ascending one.
  const single = both ?? /^([+-−]?\d+)\b/.exec(text);
  const value = int(single?.[1]);
  if (value === undefined) return undefined;
  return convention === 'ascending' ? 20 - value : value;
}

/** True when AC values of a file look ascending: most are above 10 and none below 0. */
export function looksAscending(values: readonly number[]): boolean {
  if (values.length === 0) return false;
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  return (sorted[0] ?? 0) >= 0 && median >= 12;
}

/** Hit dice and fixed hit points: `1 (4hp)`, `3+1*`, `1/2`, `½`, `4**`. */
export function readHitDice(
  cell: string,
): { hd: string; hp?: number; specials?: number; note?: boolean } | undefined {
  const text = unlabel(cell, /^(hd|hit\s*dice)\s*[:=]?\s*/i).replace('½', '1/2');
  // Creatures of a few hit points ("1 Hit Point", "1 hp") have less than one Hit Die.
  const points = /^(\d+)\s*(?:hp|hit\s*points?)$/i.exec(text);
  if (points) return { hd: '1/2', hp: Number(points[1]) };
  const m =
    /^(\d+(?:\s*[+-−]\s*\d+)?|1\/2)\s*(\**)\s*(?:\(\s*(\d+)\s*hp\s*\))?\s*(\([^)]*\))?\s*$/i.exec(
      text,
    );
  if (!m) return undefined;
  const hd = (m[1] ?? '').replace(/\s+/g, '').replace('−', '-');
  const out: { hd: string; hp?: number; specials?: number; note?: boolean } = { hd };
  if (m[3]) out.hp = Number(m[3]);
  if (m[2]) out.specials = m[2].length;
  // "(variable)" and the like are kept with the printed line.
  if (m[4]) out.note = true;
  return out;
}

/** THAC0 and the attack bonus printed beside it: `19 [0]`, `17 [+2]`, `15`. */
export function readThac0(cell: string): { thac0: number; bonus?: number } | undefined {
  const text = unlabel(cell, /^thac0\s*[:=]?\s*/i);
  const m = /^(\d+)\s*(?:[[(]\s*([+-−]?\d+)\s*[\])])?\s*$/.exec(text);
  if (!m) return undefined;
  const thac0 = Number(m[1]);
  const bonus = int(m[2]);
  return bonus === undefined ? { thac0 } : { thac0, bonus };
}

const FEET = /(\d+)\s*(?:'|’|ft\.?|feet)?/;

/**
 * OSR movement per round in feet: `40'`; `120' (40')` gives a turn and its round (the round,
 * a third of it); `60' (10')` whose second figure is not a third keeps the first. Other modes
 * (`Fly 60'`) come back as a note.
 */
export function readOsrMovement(cell: string): { feet: number; note?: string } | undefined {
  const raw = unlabel(cell, /^(mv|move(ment)?|speed)\s*[:=]?\s*/i);
  // "Fly 60' (10')", "Swim 40'": a creature that only flies or swims moves at that speed.
  const mode = /^(fly|swim|climb|burrow)\s+/i.exec(raw)?.[0] ?? '';
  const text = raw.slice(mode.length);
  const m = new RegExp(
    `^${FEET.source}\\s*(?:\\(\\s*(\\d+)\\s*(?:'|’|ft\\.?|feet)?\\s*\\))?\\s*(.*)$`,
    'i',
  ).exec(text);
  if (!m) return undefined;
  const first = Number(m[1]);
  const second = m[2] === undefined ? undefined : Number(m[2]);
  const feet = second !== undefined && second * 3 === first ? second : first;
  const rest = (m[3] ?? '').replace(/^[,;]\s*/, '').trim();
  const unexplained = (second !== undefined && feet === first) || rest !== '' || mode !== '';
  return unexplained ? { feet, note: raw } : { feet };
}

/** 2e movement rates by mode: `12`, `9, fly 18 (B)`, `240 ft` (feet become MV, 10 ft each). */
export function read2eMovement(cell: string): Record<string, number> | undefined {
  const text = unlabel(cell, /^(mv|move(ment)?)\s*[:=]?\s*/i);
  const out: Record<string, number> = {};
  for (const part of text.split(/[,;]/)) {
    const m =
      /^\s*(?:([a-z]+)\s*)?(\d+(?:\.\d+)?)\s*(ft\.?|feet|'|’|")?\s*(?:\([a-e]\))?\s*$/i.exec(part);
    if (!m) return undefined;
    const value = Number(m[2]);
    const feet = m[3] !== undefined && m[3] !== '"';
    out[(m[1] ?? 'base').toLowerCase()] = feet ? value / 10 : value;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** Morale and what the book adds: `7`, `7 on first sighting, 12 after engaged`, `8 (elite)`. */
export function readMorale(cell: string): { morale: number; note?: string } | undefined {
  const text = unlabel(cell, /^(ml|morale)\s*[:=]?\s*/i);
  const m = /^(\d+)\b\s*(.*)$/.exec(text);
  if (!m) return undefined;
  const note = (m[2] ?? '').trim();
  return note === '' ? { morale: Number(m[1]) } : { morale: Number(m[1]), note: text };
}

/** Experience: `10`, `1,200`, `8/4000+20/hp` (level/XP + per hit point), `37 (variable)`. */
export function readXp(cell: string): { xp: number; note?: string } | undefined {
  const text = unlabel(cell, /^(xp|experience)\s*[:=]?\s*/i);
  const plain = /^(\d[\d,]*)\s*$/.exec(text);
  if (plain) return { xp: Number((plain[1] ?? '').replace(/,/g, '')) };
  const levelled = /^(?:[\divx]+\s*\/\s*)?(\d[\d,]*)\s*(.*)$/i.exec(text);
  if (!levelled) return undefined;
  return { xp: Number((levelled[1] ?? '').replace(/,/g, '')), note: text };
}

/** Magic resistance percent: `25%`, `25`, `Standard`/`Nil`/`None` (none beyond the standard). */
export function readMagicResistance(cell: string): number | undefined {
  const text = unlabel(cell, /^(mr|magic\s*resistance)\s*[:=]?\s*/i);
  if (/^(standard|nil|none|no|-|—)$/i.test(text)) return 0;
  const m = /^(\d+)\s*%?$/.exec(text);
  return m ? Number(m[1]) : undefined;
}

/** A damage range as 1e summaries print it (`8-32`) as dice (`8d4`), when it is one. */
function rangeAsDice(min: number, max: number): string | undefined {
  if (min < 1 || max <= min || max % min !== 0) return undefined;
  return `${min}d${max / min}`;
}

/**
 * The damage dice of a cell, in order: `1d6`, `2d6 bite`, `1d4/1d4/1d8`, `8-32`,
 * `1 × mace (1d6)`, `2 claws (1d4/1d4) 1 bite (1d8)`. Undefined when it names none.
 */
export function readDamageDice(cell: string): string[] | undefined {
  const text = unlabel(cell, /^(d|dmg|damage)\s*[:=]?\s*/i).replace(/[–—]/g, '-');
  const dice = [...text.matchAll(/\b(\d*d\d+(?:\s*[+-]\s*\d+)?)\b/gi)].map((m) =>
    (m[1] ?? '').replace(/\s+/g, '').toLowerCase(),
  );
  if (dice.length > 0) return dice;
  const ranges = [...text.matchAll(/\b(\d+)\s*-\s*(\d+)\b/g)].map((m) =>
    rangeAsDice(Number(m[1]), Number(m[2])),
  );
  if (ranges.length > 0 && ranges.every((r) => r !== undefined)) return ranges as string[];
  const flat = /^(\d+)$/.exec(text.trim());
  return flat ? [flat[1] ?? ''] : undefined;
}

/** An attacks cell: the number per round and the named attacks (`1 × mace (1d6)`, `2 claws`). */
export function readAttacks(
  cell: string,
): { count: number; rate?: { per: number; rounds: number }; names: string[] } | undefined {
  const text = unlabel(cell, /^(at|att|attacks?|#\s*at)\s*[:=]?\s*/i);
  const rate = /^(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  if (rate)
    return {
      count: Number(rate[1]),
      rate: { per: Number(rate[1]), rounds: Number(rate[2]) },
      names: [],
    };
  const groups = [
    ...text.matchAll(
      /(\d+)\s*(?:×|x|\*)?\s*([a-z][a-z' -]*?)?\s*(?:\([^)]*\))?\s*(?:,|\bor\b|\band\b|\+|$)/gi,
    ),
  ];
  const read = groups.filter((g) => g[0].trim() !== '');
  if (read.length === 0) return undefined;
  let count = 0;
  const names: string[] = [];
  for (const g of read) {
    const n = Number(g[1]);
    const name = (g[2] ?? '').trim().replace(/s$/i, '');
    count += n;
    for (let i = 0; i < Math.min(n, 10); i += 1) if (name) names.push(name);
  }
  // "1 dagger or 1 spell" is one attack, of either kind.
  if (/\bor\b/i.test(text)) count = Number(read[0]?.[1] ?? 1);
  return { count, names };
}

const SAVE_LETTERS: Readonly<Record<string, string>> = {
  d: 'death',
  w: 'wands',
  p: 'paralysis',
  b: 'breath',
  s: 'spells',
};

/** OSR saves `D11 W12 P14 B16 S15 (Cleric 1)`: the numbers and who it saves as. */
export function readOsrSaves(
  cell: string,
): { saves: Record<string, number>; saveAs?: string } | undefined {
  const text = unlabel(cell, /^(sv|saves?|saving\s*throws?)\s*[:=]?\s*/i);
  const as = /\(([^)]*)\)\s*$/.exec(text)?.[1]?.trim();
  const body = text.replace(/\([^)]*\)\s*$/, '').trim();
  const pairs = [...body.matchAll(/\b([DWPBS])\s*(\d+)\b/gi)];
  const words = body.split(/[\s,;]+/).filter((w) => w !== '');
  if (pairs.length === 0 || pairs.length * 2 < words.length) return undefined;
  const saves: Record<string, number> = {};
  for (const m of pairs) saves[SAVE_LETTERS[(m[1] ?? '').toLowerCase()] ?? ''] = Number(m[2]);
  return as ? { saves, saveAs: as } : { saves };
}

/** "Save as" cells: `F2`, `Fighter: 4`, `Magic-User: by HD`, `as Cleric 1`. */
export function readSaveAs(cell: string): { group: string; level?: number } | undefined {
  const text = unlabel(cell, /^(sv|saves?|save\s*as)\s*[:=]?\s*/i).replace(/^as\s+/i, '');
  if (/^(normal\s*man|nm|0-level human)$/i.test(text)) return { group: 'warrior', level: 0 };
  // "Fighter: 11 (as Hit Dice)", "Fighter: 20 at +5", "Magic-User: by HD".
  const m = /^([a-z][a-z -]*?)\s*[: ]?\s*(\d+|by hd)?\b\s*(?:\(.*\)|at\s+[+-]?\d+)?\s*$/i.exec(
    text,
  );
  if (!m) return undefined;
  const word = (m[1] ?? '').toLowerCase().replace(/[\s-]+/g, '');
  const groups: Record<string, string> = {
    f: 'warrior',
    fighter: 'warrior',
    warrior: 'warrior',
    ranger: 'warrior',
    paladin: 'warrior',
    c: 'priest',
    cleric: 'priest',
    priest: 'priest',
    druid: 'priest',
    mu: 'wizard',
    m: 'wizard',
    w: 'wizard',
    magicuser: 'wizard',
    wizard: 'wizard',
    mage: 'wizard',
    t: 'rogue',
    thief: 'rogue',
    rogue: 'rogue',
    bard: 'rogue',
  };
  const group = groups[word];
  if (!group) return undefined;
  const level = int(m[2]);
  return level === undefined ? { group } : { group, level };
}
