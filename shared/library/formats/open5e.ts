// Open5e's monster JSON (api.open5e.com/v1/monsters: snake_case fields, senses and defenses as
// printed strings, `cr` as a number beside `challenge_rating` as text, actions with
// `attack_bonus`/`damage_dice`/`damage_bonus`), a list of them, or a page `{count, results}`.
import { mapFailure, type MapResult } from '../candidate';
import { parseCr, xpForCr } from '../cr';
import { featureFromText, parseSenses, parseSpeeds } from '../parse-5e-text';
import { SIZES } from '../../rules/dnd5e/tactics/types';
import { parseLairText } from '../../rules/dnd5e/statblock-text';
import { readDefenseList } from '../defense-list';
import { liftLegendaryRule } from '../legendary-rule';
import { asArray, asNumber, asObject, asString, asStrings, nameOf } from '../read';

/** True when a record looks like an Open5e monster. */
export function isOpen5eMonster(value: unknown): boolean {
  const obj = asObject(value);
  return (
    obj !== undefined &&
    typeof obj.name === 'string' &&
    ('hit_points' in obj || 'armor_class' in obj) &&
    (typeof obj.senses === 'string' ||
      typeof obj.challenge_rating === 'string' ||
      'slug' in obj ||
      'document__slug' in obj)
  );
}

function features(value: unknown) {
  return (asArray(value) ?? []).flatMap((item) => {
    const obj = asObject(item);
    const name = obj && asString(obj.name);
    if (!obj || name === undefined) return [];
    const feature = featureFromText(name, asString(obj.desc) ?? '');
    const bonus = asNumber(obj.attack_bonus);
    if (bonus !== undefined) feature.attackBonus = bonus;
    const dice = asString(obj.damage_dice);
    if (dice !== undefined && dice.trim() !== '' && !feature.damage) {
      const plus = asNumber(obj.damage_bonus) ?? 0;
      const text = plus === 0 ? dice : `${dice}${plus > 0 ? '+' : ''}${plus}`;
      feature.damage = [{ dice: text.replace(/\s+/g, '') }];
    }
    return [feature];
  });
}

const ABILITY_FIELDS = {
  str: 'strength',
  dex: 'dexterity',
  con: 'constitution',
  int: 'intelligence',
  wis: 'wisdom',
  cha: 'charisma',
} as const;

function speeds(value: unknown) {
  const obj = asObject(value);
  if (!obj) return parseSpeeds(asStrings(value));
  const out: Record<string, unknown> = {};
  for (const mode of ['walk', 'fly', 'swim', 'climb', 'burrow'] as const) {
    const feet = asNumber(obj[mode]) ?? parseSpeeds([`${mode} ${asString(obj[mode]) ?? ''}`])[mode];
    if (feet !== undefined) out[mode] = feet;
  }
  if (obj.hover === true) out.hover = true;
  return out;
}

/** Maps one Open5e monster. */
export function mapOpen5e(record: unknown): MapResult {
  const m = asObject(record);
  if (!m) return mapFailure(null, 'notAnObject');
  const name = nameOf(m, 'name');
  if (name === null) return mapFailure(null, 'nameMissing');

  const abilities: Record<string, number> = {};
  const saves: Record<string, number> = {};
  for (const [key, field] of Object.entries(ABILITY_FIELDS)) {
    abilities[key] = asNumber(m[field]) ?? 10;
    const save = asNumber(m[`${field}_save`]);
    if (save !== undefined) saves[key] = save;
  }
  const skills: Record<string, number> = {};
  for (const [skill, value] of Object.entries(asObject(m.skills) ?? {})) {
    const bonus = asNumber(value);
    if (bonus !== undefined) skills[skill.toLowerCase().replace(/[\s_]+/g, '')] = bonus;
  }
  const perception = asNumber(m.perception);
  if (perception !== undefined && skills.perception === undefined) skills.perception = perception;
  const { senses, passivePerception } = parseSenses(asStrings(m.senses));
  const cr = asNumber(m.cr) ?? parseCr(asString(m.challenge_rating));
  const size = (asString(m.size) ?? 'medium').toLowerCase();
  const subtype = asString(m.subtype) ?? '';

  const statblock: Record<string, unknown> = {
    name,
    size: (SIZES as readonly string[]).includes(size) ? size : 'medium',
    type: asString(m.type)?.toLowerCase(),
    subtype: subtype.trim() === '' ? null : subtype,
    alignment: asString(m.alignment),
    ac: asNumber(m.armor_class) ?? 10,
    hp: asNumber(m.hit_points) ?? 1,
    speed: speeds(m.speed),
    abilities,
    saves,
    skills,
    damageVulnerabilities: readDefenseList(asStrings(m.damage_vulnerabilities)),
    damageResistances: readDefenseList(asStrings(m.damage_resistances)),
    damageImmunities: readDefenseList(asStrings(m.damage_immunities)),
    conditionImmunities: asStrings(m.condition_immunities)
      .flatMap((s) => s.split(','))
      .map((s) => s.trim().toLowerCase())
      .filter((s) => s !== ''),
    senses,
    traits: features(m.special_abilities),
    actions: features(m.actions),
    bonusActions: features(m.bonus_actions),
    reactions: features(m.reactions),
  };
  // `legendary_desc` introduces the legendary actions and names how many a round; without it
  // the first entry may state the rule ("The aboleth can take 2 legendary actions").
  const legendary = liftLegendaryRule(
    features(m.legendary_actions),
    asString(m.legendary_desc) ?? '',
  );
  statblock.legendaryActions = legendary.actions;
  if (legendary.legendary) statblock.legendary = legendary.legendary;
  // Newer Open5e documents carry lair actions apart (`lair_desc`, `lair_actions`).
  const lairActions = features(m.lair_actions);
  if (lairActions.length > 0) {
    const lair = parseLairText(asString(m.lair_desc) ?? '');
    statblock.lairActions = lairActions;
    statblock.lair = {
      initiative: lair.initiative,
      noRepeat: lair.noRepeat,
      ...(lair.intro !== '' ? { intro: lair.intro } : {}),
    };
  }
  const acNote = asString(m.armor_desc) ?? '';
  if (acNote.trim() !== '') statblock.acNote = acNote;
  const hitDice = asString(m.hit_dice) ?? '';
  if (hitDice.trim() !== '') statblock.hitDice = hitDice.replace(/\s+/g, '');
  if (passivePerception !== undefined) statblock.passivePerception = passivePerception;
  const languages = asString(m.languages) ?? '';
  if (languages.trim() !== '') statblock.languages = languages;
  if (cr !== undefined) {
    statblock.cr = cr;
    const xp = xpForCr(cr);
    if (xp !== undefined) statblock.xp = xp;
  }
  const source = asString(m.document__title) ?? '';
  if (source.trim() !== '') statblock.source = source;
  const description = asString(m.desc) ?? '';
  if (description.trim() !== '') statblock.description = description;
  return { ok: true, candidate: { system: 'dnd5e', name, statblock, tags: [] } };
}
