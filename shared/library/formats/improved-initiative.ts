// Improved Initiative's StatBlock (its exchange format: `Name`, `Type`, `HP {Value, Notes}`,
// `AC {Value, Notes}`, `Speed[]`, `Abilities {Str…Cha}`, `Saves`/`Skills` [{Name, Modifier}],
// `Senses[]`, `Languages[]`, `Challenge`, `Traits`/`Actions`/`Reactions`/`LegendaryActions`
// [{Name, Content, Usage}], `Description`, `Player`, `InitiativeAdvantage` or
// `InitiativeSpecialRoll`) mapped into a 5e statblock. Bonus actions come from `BonusActions`
// (newer files) or actions marked "Bonus Action"; spellcasting traits, a "Lair Actions" entry
// and the legendary-action introduction are read by the 5e statblock's own upgrade.
import { abilityMod, type Feature } from '../../rules/dnd5e/statblock';
import { legendaryCostOf } from '../../rules/dnd5e/statblock-text';
import { mapFailure, type MapResult } from '../candidate';
import { parseCr, xpForCr } from '../cr';
import {
  abilityFromName,
  featureFromText,
  hitDiceFromNote,
  parseSenses,
  parseSpeeds,
  parseTypeLine,
} from '../parse-5e-text';
import { readDefenseList } from '../defense-list';
import { liftLegendaryRule } from '../legendary-rule';
import { asArray, asNumber, asObject, asString, asStrings, nameOf } from '../read';

/** True when a record looks like an Improved Initiative statblock. */
export function isImprovedInitiativeStatBlock(value: unknown): boolean {
  const obj = asObject(value);
  return (
    obj !== undefined &&
    typeof obj.Name === 'string' &&
    (asObject(obj.HP) !== undefined ||
      asObject(obj.AC) !== undefined ||
      asObject(obj.Abilities) !== undefined)
  );
}

function features(value: unknown) {
  return (asArray(value) ?? []).flatMap((item) => {
    const obj = asObject(item);
    const name = obj && asString(obj.Name);
    if (!obj || name === undefined) return [];
    return [featureFromText(name, asString(obj.Content) ?? '', asString(obj.Usage))];
  });
}

const BONUS_USAGE = /^\s*bonus action\s*$/i;

/** Actions and bonus actions: a `BonusActions` list and actions whose usage says "Bonus Action". */
function actionsAndBonusActions(sb: Record<string, unknown>): Record<string, unknown> {
  const actions = features(sb.Actions);
  if (sb.BonusActions === undefined) return { actions };
  const marked = actions.filter((a) => BONUS_USAGE.test(a.usage ?? ''));
  return {
    actions: actions.filter((a) => !marked.includes(a)),
    bonusActions: [
      ...features(sb.BonusActions),
      ...marked.map(({ usage: _usage, ...rest }) => rest),
    ],
  };
}

/** A legendary action whose usage is its cost ("Costs 2 Actions") gets the cost as a number. */
function legendaryCostFromUsage(f: Feature): Feature {
  const cost = f.usage === undefined ? undefined : legendaryCostOf(`(${f.usage})`);
  if (cost === undefined) return f;
  const { usage: _usage, ...rest } = f;
  return cost > 1 ? { ...rest, cost } : rest;
}

function modifiers(value: unknown): { name: string; modifier: number }[] {
  return (asArray(value) ?? []).flatMap((item) => {
    const obj = asObject(item);
    const name = obj && asString(obj.Name);
    const modifier = obj && asNumber(obj.Modifier);
    return name !== undefined && modifier !== undefined ? [{ name, modifier }] : [];
  });
}

// Sizes of the player races whose statblock is not Medium; a PC's type line names the race
// ("Lightfoot Halfling Rogue") and no size.
const SMALL_RACES = /\b(halflings?|gnomes?|goblins?|kobolds?)\b/i;

/** What a persistent character keeps beside its statblock. */
export interface CharacterState {
  readonly currentHp?: unknown;
  readonly notes?: unknown;
}

/**
 * Maps one Improved Initiative statblock. `playerCharacter` marks statblocks that came from its
 * persistent characters list, whose current hit points and notes are `character`.
 */
export function mapImprovedInitiative(
  record: unknown,
  playerCharacter = false,
  character: CharacterState = {},
): MapResult {
  const sb = asObject(record);
  if (!sb) return mapFailure(null, 'notAnObject');
  const name = nameOf(sb, 'Name');
  if (name === null) return mapFailure(null, 'nameMissing');

  const typeLine = parseTypeLine(asString(sb.Type) ?? '');
  const hp = asObject(sb.HP);
  const ac = asObject(sb.AC);
  const abilities = asObject(sb.Abilities) ?? {};
  const score = (key: string) => asNumber(abilities[key]) ?? 10;
  const saves: Record<string, number> = {};
  for (const { name: save, modifier } of modifiers(sb.Saves)) {
    const ability = abilityFromName(save);
    if (ability) saves[ability] = modifier;
  }
  const skills: Record<string, number> = {};
  for (const { name: skill, modifier } of modifiers(sb.Skills)) {
    skills[skill.toLowerCase().replace(/\s+/g, '')] = modifier;
  }
  const { senses, passivePerception } = parseSenses(asStrings(sb.Senses));
  const cr = parseCr(asString(sb.Challenge));
  const acNote = (asString(ac?.Notes) ?? '').replace(/^\s*\((.*)\)\s*$/, '$1').trim();
  const hitDice = hitDiceFromNote(asString(hp?.Notes) ?? '');
  const dex = score('Dex');
  const initiativeModifier = asNumber(sb.InitiativeModifier) ?? 0;
  const description = asString(sb.Description) ?? '';
  const source = asString(sb.Source) ?? '';

  const isPc = playerCharacter || Boolean(asString(sb.Player)?.trim());
  const raceSize = isPc && SMALL_RACES.test(asString(sb.Type) ?? '') ? 'small' : undefined;
  const statblock: Record<string, unknown> = {
    name,
    size: typeLine.size ?? raceSize ?? 'medium',
    type: typeLine.type,
    subtype: typeLine.subtype ?? null,
    alignment: typeLine.alignment,
    ac: asNumber(ac?.Value) ?? 10,
    hp: asNumber(hp?.Value) ?? 1,
    speed: parseSpeeds(asStrings(sb.Speed)),
    abilities: {
      str: score('Str'),
      dex,
      con: score('Con'),
      int: score('Int'),
      wis: score('Wis'),
      cha: score('Cha'),
    },
    saves,
    skills,
    damageVulnerabilities: readDefenseList(asStrings(sb.DamageVulnerabilities)),
    damageResistances: readDefenseList(asStrings(sb.DamageResistances)),
    damageImmunities: readDefenseList(asStrings(sb.DamageImmunities)),
    conditionImmunities: asStrings(sb.ConditionImmunities)
      .flatMap((s) => s.split(','))
      .map((s) => s.trim().toLowerCase())
      .filter((s) => s !== ''),
    senses,
    traits: features(sb.Traits),
    ...actionsAndBonusActions(sb),
    reactions: features(sb.Reactions),
  };
  const legendary = liftLegendaryRule(features(sb.LegendaryActions).map(legendaryCostFromUsage));
  statblock.legendaryActions = legendary.actions;
  if (legendary.legendary) statblock.legendary = legendary.legendary;
  // InitiativeSpecialRoll replaced the older InitiativeAdvantage flag.
  if (sb.InitiativeAdvantage === true || sb.InitiativeSpecialRoll === 'advantage') {
    statblock.initiativeAdvantage = true;
  }
  if (acNote !== '') statblock.acNote = acNote;
  if (hitDice !== undefined) statblock.hitDice = hitDice;
  if (passivePerception !== undefined) statblock.passivePerception = passivePerception;
  const languages = asStrings(sb.Languages).join(', ');
  if (languages !== '') statblock.languages = languages;
  if (cr !== undefined) {
    statblock.cr = cr;
    const xp = xpForCr(cr);
    if (xp !== undefined) statblock.xp = xp;
  }
  // Improved Initiative adds InitiativeModifier to the Dexterity modifier.
  if (initiativeModifier !== 0) statblock.initiativeBonus = abilityMod(dex) + initiativeModifier;
  if (source !== '') statblock.source = source;
  // The picture's address is kept for the card and the export; the app never fetches it.
  const imageUrl = asString(sb.ImageURL)?.trim();
  if (imageUrl) statblock.imageUrl = imageUrl;
  // A persistent character's current HP is kept when it differs from its maximum.
  const currentHp = asNumber(character.currentHp);
  if (currentHp !== undefined && currentHp !== statblock.hp && currentHp >= 0) {
    statblock.currentHp = Math.round(currentHp);
  }
  const notes = asString(character.notes);
  if (notes !== undefined && notes.trim() !== '') statblock.notes = notes;
  if (description.trim() !== '') statblock.description = description;

  const tags = isPc ? ['player-character'] : [];
  // Improved Initiative's folders (`Path`) become tags, so the DM's grouping survives.
  const folder = asString(sb.Path)?.trim();
  if (folder) tags.push(folder);
  return { ok: true, candidate: { system: 'dnd5e', name, statblock, tags } };
}
