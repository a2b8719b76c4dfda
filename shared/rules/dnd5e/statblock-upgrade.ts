// Stored 5e statblocks of schema version 1 (no version field) kept bonus actions among the
// actions (marked by their usage), lair actions as one "Lair Actions" action, spellcasting as a
// trait's text and the legendary-action introduction as a legendary action. Version 2 gives
// each its own field; this upgrade moves them there, so statblocks stored before still load,
// with nothing lost or shown twice. It is idempotent and works on plain JSON.
import {
  isSpellcastingName,
  legendaryCostOf,
  legendaryCountOf,
  parseLairText,
  parseSpellcasting,
} from './statblock-text';

/** The 5e statblock schema version written by this code. */
export const DND5E_STATBLOCK_VERSION = 2;

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** Moves bonus actions kept among the actions (usage "Bonus Action") to their own list. */
function liftBonusActions(out: Obj): void {
  if (out.bonusActions !== undefined || !Array.isArray(out.actions)) return;
  const bonus: Obj[] = [];
  const rest: unknown[] = [];
  for (const a of out.actions) {
    if (isObj(a) && /^\s*bonus action\s*$/i.test(text(a.usage))) {
      const { usage: _usage, ...feature } = a;
      bonus.push(feature);
    } else rest.push(a);
  }
  if (bonus.length === 0) return;
  out.actions = rest;
  out.bonusActions = bonus;
}

/** Moves a "Lair Actions" entry of the actions (or legendary actions) to the lair fields. */
function liftLairActions(out: Obj): void {
  if (out.lairActions !== undefined) return;
  for (const key of ['actions', 'legendaryActions']) {
    const list = out[key];
    if (!Array.isArray(list)) continue;
    const i = list.findIndex((a) => isObj(a) && /^\s*lair actions?\s*$/i.test(text(a.name)));
    if (i < 0) continue;
    const lair = parseLairText(text((list[i] as Obj).desc));
    out[key] = list.filter((_, j) => j !== i);
    out.lairActions = lair.effects.map((desc) => ({ name: '', desc }));
    out.lair = {
      initiative: lair.initiative,
      noRepeat: lair.noRepeat,
      ...(lair.intro !== '' ? { intro: lair.intro } : {}),
    };
    return;
  }
}

/** Reads spellcasting traits into spellcasting data (the trait's text kept with it). */
function liftSpellcasting(out: Obj): void {
  if (out.spellcasting !== undefined || !Array.isArray(out.traits)) return;
  const casting: Obj[] = [];
  const rest: unknown[] = [];
  for (const t of out.traits) {
    if (isObj(t) && isSpellcastingName(text(t.name))) {
      casting.push({ ...parseSpellcasting(text(t.name), text(t.desc)) });
    } else rest.push(t);
  }
  if (casting.length === 0) return;
  out.traits = rest;
  out.spellcasting = casting;
}

/** Reads the legendary-action introduction and each action's cost. */
function liftLegendary(out: Obj): void {
  if (!Array.isArray(out.legendaryActions)) return;
  let list = out.legendaryActions as unknown[];
  if (out.legendary === undefined) {
    const i = list.findIndex(
      (a) =>
        isObj(a) &&
        legendaryCountOf(text(a.desc)) !== undefined &&
        (/^\s*legendary actions?\s*$/i.test(text(a.name)) || text(a.name).trim() === ''),
    );
    if (i >= 0) {
      const intro = text((list[i] as Obj).desc);
      out.legendary = { count: legendaryCountOf(intro), intro };
      list = list.filter((_, j) => j !== i);
    }
  }
  out.legendaryActions = list.map((a) => {
    if (!isObj(a) || a.cost !== undefined) return a;
    const cost = legendaryCostOf(text(a.name));
    return cost !== undefined && cost > 1 ? { ...a, cost } : a;
  });
}

/** A stored 5e statblock brought to the current version (other values pass through). */
export function upgradeDnd5eStatblock(raw: unknown): unknown {
  if (!isObj(raw) || raw.schemaVersion !== undefined) return raw;
  const out: Obj = { ...raw };
  liftBonusActions(out);
  liftLairActions(out);
  liftSpellcasting(out);
  liftLegendary(out);
  out.schemaVersion = DND5E_STATBLOCK_VERSION;
  return out;
}
