// Open5e's current creature shape, as its API serves it (`/v2/creatures/`: `ability_scores`,
// `saving_throws`, `skill_bonuses`, `speed` as an object, `resistances_and_immunities`,
// `actions[]` with `action_type` and `attacks[]`) and as Open5e keeps it in its own data files
// (Django fixtures: a list of `{model: "api_v2.creature", pk, fields}` with flat fields such
// as `ability_score_strength`, `walk`, `damage_immunities_display`; actions are in other files).
import { mapFailure, type MapResult } from '../candidate';
import { parseCr, xpForCr } from '../cr';
import { readDefenseList } from '../defense-list';
import { liftLegendaryRule } from '../legendary-rule';
import { featureFromText } from '../parse-5e-text';
import { SIZES } from '../../rules/dnd5e/tactics/types';
import type { Feature } from '../../rules/dnd5e/statblock';
import { asArray, asNumber, asObject, asString, asStrings, nameOf } from '../read';

type Obj = Record<string, unknown>;

/** True when a record is an Open5e v2 API creature. */
export function isOpen5eV2Creature(value: unknown): boolean {
  const obj = asObject(value);
  return (
    obj !== undefined &&
    typeof obj.name === 'string' &&
    asObject(obj.ability_scores) !== undefined &&
    ('hit_points' in obj || 'armor_class' in obj)
  );
}

/** True when a record is one row of an Open5e Django fixture (`{model, pk, fields}`). */
export function isDjangoFixtureRow(value: unknown): boolean {
  const obj = asObject(value);
  return obj !== undefined && typeof obj.model === 'string' && asObject(obj.fields) !== undefined;
}

/** True when a fixture row is a creature. */
export function isDjangoCreatureRow(value: unknown): boolean {
  const obj = asObject(value);
  return isDjangoFixtureRow(value) && /\.creature$/i.test(asString(obj?.model) ?? '');
}

const ABILITIES = {
  str: 'strength',
  dex: 'dexterity',
  con: 'constitution',
  int: 'intelligence',
  wis: 'wisdom',
  cha: 'charisma',
} as const;

// Document keys of the fixtures, named as the API names them.
const DOCUMENTS: Readonly<Record<string, string>> = {
  'srd-2014': 'System Reference Document 5.1',
  'srd-2024': 'System Reference Document 5.2',
};

const SENSES = ['blindsight', 'darkvision', 'tremorsense', 'truesight'] as const;

/** `{key, name}` objects of the API, or a plain string of the fixtures. */
function keyOf(value: unknown): string | undefined {
  return asString(asObject(value)?.key) ?? asString(value);
}

/** The printed usage of a v2 action's `usage_limits` ({type: RECHARGE_ON_ROLL, param: 5}). */
function usageOf(value: unknown): string | undefined {
  const u = asObject(value);
  if (!u) return undefined;
  const type = asString(u.type) ?? '';
  const param = asNumber(u.param);
  if (/recharge_on_roll/i.test(type))
    return param && param < 6 ? `Recharge ${param}–6` : 'Recharge 6';
  if (/per_day/i.test(type)) return `${param ?? 1}/Day`;
  if (/recharge_after_rest/i.test(type)) return 'Recharges after a Short or Long Rest';
  return undefined;
}

/** A v2 action: its text read as printed, the structured attack filling what the text lacks. */
function actionOf(a: Obj): Feature | undefined {
  const name = asString(a.name);
  if (name === undefined) return undefined;
  const feature = featureFromText(name, asString(a.desc) ?? '', usageOf(a.usage_limits));
  const attack = asObject((asArray(a.attacks) ?? [])[0]);
  if (attack) {
    const toHit = asNumber(attack.to_hit_mod);
    if (feature.attackBonus === undefined && toHit !== undefined) feature.attackBonus = toHit;
    const count = asNumber(attack.damage_die_count);
    const die = asString(attack.damage_die_type)?.toLowerCase();
    if (!feature.damage && count !== undefined && die) {
      const bonus = asNumber(attack.damage_bonus) ?? 0;
      const type = keyOf(attack.damage_type);
      const dice = `${count}${die}${bonus === 0 ? '' : bonus > 0 ? `+${bonus}` : bonus}`;
      feature.damage = [type ? { dice, type } : { dice }];
    }
  }
  const cost = asNumber(a.legendary_action_cost);
  if (cost !== undefined && cost > 1) feature.cost = cost;
  return feature;
}

function listOf(v: unknown): Obj[] {
  return (asArray(v) ?? []).flatMap((x) => (asObject(x) ? [x as Obj] : []));
}

/** Reads either shape: `get(apiPath, fixtureField)`. */
function reader(obj: Obj, fixture: boolean) {
  return (apiObject: string, apiKey: string, fixtureKey: string): unknown =>
    fixture ? obj[fixtureKey] : asObject(obj[apiObject])?.[apiKey];
}

function mapCreature(obj: Obj, fixture: boolean): MapResult {
  const name = nameOf(obj, 'name');
  if (name === null) return mapFailure(null, 'nameMissing');
  const get = reader(obj, fixture);
  const abilities: Record<string, number> = {};
  const saves: Record<string, number> = {};
  for (const [key, field] of Object.entries(ABILITIES)) {
    abilities[key] = asNumber(get('ability_scores', field, `ability_score_${field}`)) ?? 10;
    const save = asNumber(get('saving_throws', field, `saving_throw_${field}`));
    if (save !== undefined) saves[key] = save;
  }
  const skills: Record<string, number> = {};
  const skillSource = fixture
    ? Object.fromEntries(
        Object.entries(obj)
          .filter(([k]) => k.startsWith('skill_bonus_'))
          .map(([k, v]) => [k.slice('skill_bonus_'.length), v]),
      )
    : (asObject(obj.skill_bonuses) ?? {});
  for (const [skill, value] of Object.entries(skillSource)) {
    const bonus = asNumber(value);
    if (bonus !== undefined) skills[skill.replace(/_/g, '')] = bonus;
  }
  const speed: Record<string, unknown> = {};
  const speedObj = fixture ? obj : (asObject(obj.speed) ?? {});
  for (const mode of ['walk', 'fly', 'swim', 'climb', 'burrow'] as const) {
    const feet = asNumber(speedObj[mode]);
    if (feet !== undefined && (feet > 0 || mode === 'walk')) speed[mode] = Math.round(feet);
  }
  if (speedObj.hover === true) speed.hover = true;
  const senses: Record<string, string> = {};
  for (const sense of SENSES) {
    const range = asNumber(obj[`${sense}_range`]);
    if (range !== undefined && range > 0) senses[sense] = `${Math.round(range)} ft.`;
  }
  const defences = fixture ? obj : (asObject(obj.resistances_and_immunities) ?? {});
  const defence = (key: string) => {
    const display = asString(defences[`${key}_display`]);
    return readDefenseList(display !== undefined ? [display] : asStrings(defences[key]));
  };
  const conditions = asStrings(defences.condition_immunities).concat(
    (asArray(defences.condition_immunities) ?? []).flatMap((c) => {
      const key = asString(asObject(c)?.name);
      return key ? [key] : [];
    }),
  );
  const size = (keyOf(obj.size) ?? 'medium').toLowerCase();
  const actions = listOf(obj.actions);
  const byType = (type: string) =>
    actions
      .filter((a) => (asString(a.action_type) ?? 'ACTION').toUpperCase() === type)
      .flatMap((a) => {
        const f = actionOf(a);
        return f ? [f] : [];
      });
  const traits = listOf(obj.traits).flatMap((t) => {
    const n = asString(t.name);
    return n === undefined ? [] : [featureFromText(n, asString(t.desc) ?? '')];
  });
  const cr = asNumber(obj.challenge_rating) ?? parseCr(asString(obj.challenge_rating));
  const statblock: Record<string, unknown> = {
    name,
    size: (SIZES as readonly string[]).includes(size) ? size : 'medium',
    type: keyOf(obj.type)?.toLowerCase(),
    alignment: asString(obj.alignment),
    ac: asNumber(obj.armor_class) ?? 10,
    hp: asNumber(obj.hit_points) ?? 1,
    speed,
    abilities,
    saves,
    skills,
    damageVulnerabilities: defence('damage_vulnerabilities'),
    damageResistances: defence('damage_resistances'),
    damageImmunities: defence('damage_immunities'),
    conditionImmunities: [...new Set(conditions.map((c) => c.trim().toLowerCase()))].filter(
      (c) => c !== '',
    ),
    senses,
    traits,
    actions: byType('ACTION'),
    bonusActions: byType('BONUS_ACTION'),
    reactions: byType('REACTION'),
  };
  const legendary = liftLegendaryRule(
    byType('LEGENDARY_ACTION'),
    asString(obj.legendary_desc) ?? '',
  );
  statblock.legendaryActions = legendary.actions;
  if (legendary.legendary) statblock.legendary = legendary.legendary;
  const subtype = asString(obj.subcategory) ?? asString(obj.subtype);
  if (subtype && subtype.trim() !== '') statblock.subtype = subtype;
  const acNote = asString(obj.armor_detail) ?? '';
  if (acNote.trim() !== '') statblock.acNote = acNote;
  const hitDice = asString(obj.hit_dice) ?? '';
  if (hitDice.trim() !== '') statblock.hitDice = hitDice.replace(/\s+/g, '');
  const passive = asNumber(obj.passive_perception);
  if (passive !== undefined) statblock.passivePerception = passive;
  const languages = fixture
    ? asString(obj.languages_desc)
    : asString(asObject(obj.languages)?.as_string);
  if (languages && languages.trim() !== '') statblock.languages = languages;
  if (cr !== undefined) {
    statblock.cr = cr;
    const xp = asNumber(obj.experience_points ?? obj.experience_points_integer) ?? xpForCr(cr);
    if (xp !== undefined) statblock.xp = xp;
  }
  const initiative = asNumber(obj.initiative_bonus);
  if (initiative !== undefined && initiative !== Math.floor((abilities.dex ?? 10) / 2) - 5) {
    statblock.initiativeBonus = initiative;
  }
  const document = asObject(obj.document);
  const source = asString(document?.name) ?? asString(obj.document);
  if (source && source.trim() !== '') statblock.source = DOCUMENTS[source] ?? source;
  const image = asString(asObject(obj.illustration)?.file_url) ?? asString(obj.illustration);
  if (image && image.trim() !== '') statblock.imageUrl = image;
  const description = asString(obj.desc) ?? '';
  if (description.trim() !== '') statblock.description = description;
  return { ok: true, candidate: { system: 'dnd5e', name, statblock, tags: [] } };
}

/** Maps one Open5e v2 API creature. */
export function mapOpen5eV2(record: unknown): MapResult {
  const obj = asObject(record);
  return obj ? mapCreature(obj, false) : mapFailure(null, 'notAnObject');
}

/** Maps one creature row of an Open5e Django fixture. */
export function mapDjangoCreature(record: unknown): MapResult {
  const fields = asObject(asObject(record)?.fields);
  return fields ? mapCreature(fields, true) : mapFailure(null, 'notAnObject');
}
