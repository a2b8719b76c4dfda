// The 5e-database monster shape (the 5e-bits project's `5e-SRD-Monsters.json`, 2014 and 2024
// files, as its API serves them; the bundled SRD package is an older copy): `proficiencies`
// with "Saving Throw: CON", senses as an object, speeds as "30 ft.". Newer files give
// `armor_class` as a list of {type, value, …} and damage a creature chooses as
// `{choose, from: {options}}`; both are brought to the older shape the 5e rules' SRD converter
// reads, and what the converter leaves out (usage, choices, image, defence sentences) is added.
import { srdMonsterToStatblock, type SrdMonster } from '../../rules/dnd5e/srd';
import type { Feature } from '../../rules/dnd5e/statblock';
import { mapFailure, type MapResult } from '../candidate';
import { xpForCr } from '../cr';
import { readDefenseList } from '../defense-list';
import { liftLegendaryRule } from '../legendary-rule';
import { damageFromText } from '../damage-text';
import { asArray, asNumber, asObject, asString, asStrings, nameOf } from '../read';

/** True when a record looks like a 5e-database monster. */
export function isDnd5eApiMonster(value: unknown): boolean {
  const obj = asObject(value);
  return (
    obj !== undefined &&
    typeof obj.name === 'string' &&
    'hit_points' in obj &&
    (Array.isArray(obj.proficiencies) || asObject(obj.senses) !== undefined)
  );
}

type Obj = Record<string, unknown>;

// The package misspells one form name ("hyrid"); the note is shown to the DM as is otherwise.
const FORM_NAMES: Readonly<Record<string, string>> = { hyrid: 'hybrid' };

// Shape-changers list the speeds of their other forms apart; the card shows them as a note.
function otherSpeedsNote(record: Obj): string | undefined {
  const forms = (asArray(record.other_speeds) ?? []).flatMap((item) => {
    const form = asObject(item);
    const speed = asObject(form?.speed);
    if (!form || !speed) return [];
    const modes = Object.entries(speed)
      .map(([mode, value]) => `${mode} ${asString(value) ?? ''}`.trim())
      .join(', ');
    const name = asString(form.form) ?? '';
    return [`${FORM_NAMES[name] ?? name} form: ${modes}`.trim()];
  });
  return forms.length > 0 ? forms.join('; ') : undefined;
}

/** What an armour entry is made of, for the note: "natural armor", "leather armor, shield". */
function armorWhat(entry: Obj): string {
  const type = asString(entry.type) ?? '';
  const named = (asArray(entry.armor) ?? [])
    .map((a) => asString(asObject(a)?.name)?.toLowerCase())
    .filter((n): n is string => n !== undefined);
  if (named.length > 0) return named.join(', ');
  if (type === 'natural') return 'natural armor';
  const spell = asString(asObject(entry.spell)?.name);
  if (spell) return `with ${spell.toLowerCase()}`;
  const condition = asString(asObject(entry.condition)?.name);
  if (condition) return `while ${condition.toLowerCase()}`;
  return asString(entry.desc) ?? '';
}

/**
 * AC and its note from a number or a list of entries. The AC is the best entry that always
 * applies (armour, natural, Dexterity); one from a spell or a condition goes in the note, as
 * the book prints it: "12 (15 with mage armor)".
 */
export function armorClassOf(value: unknown): { ac?: number; note?: string } {
  const single = asNumber(value);
  if (single !== undefined) return { ac: single };
  const entries = (asArray(value) ?? []).flatMap((e) => {
    const o = asObject(e);
    const v = o && asNumber(o.value);
    return o && v !== undefined ? [{ o, v, type: asString(o.type) ?? '' }] : [];
  });
  if (entries.length === 0) return {};
  const always = entries.filter((e) => e.type !== 'spell' && e.type !== 'condition');
  const main = (always.length > 0 ? always : entries).reduce((a, b) => (b.v > a.v ? b : a));
  // Natural armour under a shield is printed "natural armor, shield".
  const worn = always.filter((e) => e === main || (e.type === 'natural' && main.type === 'armor'));
  const notes = worn
    .sort((a, b) => a.v - b.v)
    .map((e) => armorWhat(e.o))
    .concat(entries.filter((e) => !always.includes(e)).map((e) => `${e.v} ${armorWhat(e.o)}`));
  const note = notes.filter((n) => n.trim() !== '' && n !== 'dex').join(', ');
  return note === '' ? { ac: main.v } : { ac: main.v, note };
}

/** A damage entry in the converter's shape, or null. */
function damageEntry(d: Obj): Obj | null {
  const dice = asString(d.damage_dice);
  if (!dice) return null;
  const type = asString(asObject(d.damage_type)?.name);
  // The SRD package keeps the flat bonus apart (`1d6` and `damage_bonus: 2`): it is part of the hit.
  const bonus = typeof d.damage_bonus === 'number' ? { damage_bonus: d.damage_bonus } : {};
  return type
    ? { damage_dice: dice, damage_type: { name: type }, ...bonus }
    : { damage_dice: dice, ...bonus };
}

/** The choices of a `{choose, from: {options}}` damage entry, each as its damage parts. */
function choiceOptions(d: Obj): { parts: Obj[]; note?: string }[] {
  const from = asObject(d.from);
  const options = asArray(from?.options) ?? asArray(d.from) ?? [];
  return options.flatMap((option) => {
    const o = asObject(option);
    if (!o) return [];
    // An option may itself be several parts (`items`) or one.
    const parts = (asArray(o.items) ?? [o]).flatMap((p) => {
      const e = asObject(p) && damageEntry(p as Obj);
      return e ? [e] : [];
    });
    const note = asString(o.notes);
    return parts.length > 0 ? [{ parts, ...(note ? { note } : {}) }] : [];
  });
}

/** The printed usage of a 5e-database feature: "Recharge 5–6", "3/Day", "Recharges after a Short or Long Rest". */
function usageText(value: unknown): string | undefined {
  const u = asObject(value);
  if (!u) return asString(value);
  const type = asString(u.type) ?? '';
  if (type === 'recharge on roll') {
    const min = asNumber(u.min_value) ?? 6;
    return min >= 6 ? 'Recharge 6' : `Recharge ${min}–6`;
  }
  if (type === 'per day') return `${asNumber(u.times) ?? 1}/Day`;
  if (type === 'recharge after rest') {
    const rests = asStrings(u.rest_types);
    return rests.length > 1
      ? 'Recharges after a Short or Long Rest'
      : `Recharges after a ${rests[0] === 'short' ? 'Short' : 'Long'} Rest`;
  }
  return type || undefined;
}

interface FeatureExtras {
  readonly usage?: string;
  readonly choices?: { damage: { dice: string; type?: string }[]; note?: string }[];
}

/** A feature list in the converter's shape, with what the converter drops kept by name. */
function normaliseFeatures(value: unknown, extras: Map<string, FeatureExtras>): Obj[] {
  return (asArray(value) ?? []).flatMap((item) => {
    const f = asObject(item);
    const name = f && asString(f.name);
    if (!f || name === undefined) return [];
    const out: Obj = { ...f, name };
    const damages = (asArray(f.damage) ?? []).flatMap((d) => (asObject(d) ? [d as Obj] : []));
    const direct: Obj[] = [];
    let choices: FeatureExtras['choices'];
    for (const d of damages) {
      const entry = damageEntry(d);
      if (entry) direct.push(entry);
      else if (!choices) {
        const options = choiceOptions(d);
        if (options.length > 0) {
          choices = options.map((o) => ({
            damage: o.parts.map((p) => toPart(p)),
            ...(o.note ? { note: o.note } : {}),
          }));
        }
      }
    }
    // The default roll is the first choice, with the parts that always apply.
    const first = choices?.[0];
    out.damage = first ? [...direct, ...first.damage.map(fromPart)] : direct;
    if (choices) {
      const always = direct.map(toPart);
      choices = choices.map((c) => ({ ...c, damage: [...c.damage, ...always] }));
    }
    const usage = usageText(f.usage);
    delete out.usage;
    if (usage || choices)
      extras.set(name, { ...(usage ? { usage } : {}), ...(choices ? { choices } : {}) });
    return [out];
  });
}

function toPart(entry: Obj): { dice: string; type?: string } {
  const bonus = typeof entry.damage_bonus === 'number' ? entry.damage_bonus : 0;
  const base = asString(entry.damage_dice) ?? '';
  const dice = bonus === 0 ? base : `${base}${bonus > 0 ? '+' : ''}${bonus}`;
  const type = asString(asObject(entry.damage_type)?.name)?.toLowerCase();
  return type ? { dice, type } : { dice };
}

function fromPart(part: { dice: string; type?: string }): Obj {
  return part.type
    ? { damage_dice: part.dice, damage_type: { name: part.type } }
    : { damage_dice: part.dice };
}

/** Adds usage and damage choices to converted features; text-only choices are read from the text. */
function withExtras(list: unknown, extras: Map<string, FeatureExtras>): Feature[] {
  return (asArray(list) ?? []).map((item) => {
    const f = { ...(item as Feature) };
    const extra = extras.get(f.name);
    if (extra?.usage) f.usage = extra.usage;
    if (extra?.choices) f.damageChoices = extra.choices;
    else if (!f.damageChoices) {
      const printed = damageFromText(f.desc);
      if (printed.choices) {
        f.damageChoices = printed.choices;
        f.damage = printed.damage;
      }
    }
    return f;
  });
}

/** The record in the shape the SRD converter reads. */
function normalise(obj: Obj, extras: Map<string, FeatureExtras>): Obj {
  const armor = armorClassOf(obj.armor_class);
  const proficiencies = (asArray(obj.proficiencies) ?? []).flatMap((p) => {
    const o = asObject(p);
    const name = asString(o?.name) ?? asString(asObject(o?.proficiency)?.name);
    const value = asNumber(o?.value);
    return name !== undefined && value !== undefined ? [{ name, value }] : [];
  });
  const speed: Obj = {};
  for (const [mode, v] of Object.entries(asObject(obj.speed) ?? {})) {
    speed[mode] = typeof v === 'boolean' ? v : typeof v === 'number' ? `${v} ft.` : asString(v);
  }
  const out: Obj = {
    ...obj,
    armor_class: armor.ac ?? 10,
    proficiencies,
    speed,
    special_abilities: normaliseFeatures(obj.special_abilities, extras),
    actions: normaliseFeatures(obj.actions, extras),
    reactions: normaliseFeatures(obj.reactions, extras),
    legendary_actions: normaliseFeatures(obj.legendary_actions, extras),
    challenge_rating: asNumber(obj.challenge_rating),
  };
  for (const key of ['damage_vulnerabilities', 'damage_resistances', 'damage_immunities']) {
    out[key] = readDefenseList(asStrings(obj[key]));
  }
  out.condition_immunities = (asArray(obj.condition_immunities) ?? []).flatMap((c) => {
    const name = asString(c) ?? asString(asObject(c)?.name);
    return name ? [name] : [];
  });
  if (armor.note) out.armorNote = armor.note;
  return out;
}

/** The book a record names: the 2024 files are SRD 5.2, the others SRD 5.1. */
function sourceOf(obj: Obj): string {
  const url = asString(obj.url) ?? '';
  return /\/2024\//.test(url) ? 'SRD 5.2' : 'SRD 5.1';
}

/** Maps one 5e-database monster; a record the converter cannot read is rejected, not thrown. */
export function mapDnd5eApi(record: unknown, source?: string): MapResult {
  const obj = asObject(record);
  if (!obj) return mapFailure(null, 'notAnObject');
  const name = nameOf(obj, 'name');
  if (name === null) return mapFailure(null, 'nameMissing');
  const extras = new Map<string, FeatureExtras>();
  const normalised = normalise(obj, extras);
  let statblock: Record<string, unknown>;
  try {
    statblock = { ...srdMonsterToStatblock(normalised as unknown as SrdMonster) };
  } catch (error) {
    const issue = (error as { issues?: { path: PropertyKey[]; code: string }[] }).issues?.[0];
    return mapFailure(name, 'invalidField', {
      field: issue ? issue.path.map(String).join('.') : 'statblock',
      problem: issue?.code ?? 'invalid_type',
    });
  }
  for (const key of ['traits', 'actions', 'reactions'] as const) {
    statblock[key] = withExtras(statblock[key], extras);
  }
  const legendary = liftLegendaryRule(
    withExtras(statblock.legendaryActions, extras),
    asString(obj.legendary_desc) ?? '',
  );
  statblock.legendaryActions = legendary.actions;
  if (legendary.legendary) statblock.legendary = legendary.legendary;
  const armorNote = asString(normalised.armorNote);
  if (armorNote) statblock.acNote = armorNote;
  const note = otherSpeedsNote(obj);
  if (note !== undefined) statblock.speed = { ...(statblock.speed as object), note };
  const cr = statblock.cr;
  const xp = asNumber(obj.xp);
  if (xp !== undefined && Number.isInteger(xp) && xp >= 0) statblock.xp = xp;
  else if (typeof cr === 'number' && statblock.xp === undefined) {
    const fromCr = xpForCr(cr);
    if (fromCr !== undefined) statblock.xp = fromCr;
  }
  const description = asString(obj.desc);
  if (description && description.trim() !== '') statblock.description = description;
  const image = asString(obj.image);
  if (image && image.trim() !== '') statblock.imageUrl = image;
  statblock.source = source ?? sourceOf(obj);
  return { ok: true, candidate: { system: 'dnd5e', name, statblock, tags: [] } };
}
