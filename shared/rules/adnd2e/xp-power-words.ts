// The words that name Table 32's special powers in a 2e statblock's special attacks and special
// defenses, in English, Russian and Ukrainian [not in seed: DMG ch. 8, Table 32]. A special
// attack names what the creature does to others (its poison, its breath); a special defense what
// protects it (its regeneration, its immunities), so "immune to poison" is no poison attack.
// Cyrillic stems are preceded by "not a letter" where a shorter word would match inside another.
import type { HitDiceModifierKey } from './tables/experience';

/** A power and the words that name it. */
export type PowerWords = readonly [HitDiceModifierKey, RegExp];

/** A word for spells: a text that has one is about spellcasting. */
const SPELL_WORD = /spell|заклин|заклят|чар(?:ы|и|ів|ам)/i;

/** Powers a special attack names. */
export const ATTACK_WORDS: readonly PowerWords[] = [
  ['breathWeapon', /breath|дыхани|подих/i],
  [
    'energyDrain',
    /energy drain|level drain|drains? (?:a )?levels?|высасыв|выкачив|висмокт|вис[ау]ш/i,
  ],
  ['paralysis', /paraly|парали|паралі/i],
  ['petrification', /petrif|turn(?:s)? to stone|окамен|скам.ян/i],
  ['poison', /poison|venom|(?:^|[^а-яёіїє])яд|отрут|отру[їє]/i],
  ['disease', /disease|болезн|хвороб/i],
  ['bloodDrain', /blood drain|drinks? blood|кровосос|пьёт кровь|пьет кровь|п.є кров/i],
  [
    'fear',
    /fear|weakness|strength drain|drains? strength|страх|жах|ослабл|слабость|слабкість|послабл/i,
  ],
  ['swallowWhole', /swallow|проглат|проковт|ковта/i],
  ['specialMagicalAttack', /rust|ржав|іржа|ірж/i],
  ['invisible', /invisib|невидим/i],
  [
    'magicalItems',
    /magic(?:al)? (?:items?|weapons?|swords?|armou?r|rings?)|\bwands?\b|\brods? of|\bstaff of|\bring of|магическ\w* (?:предмет|оруж|меч|кольц)|магічн\w* (?:предмет|збро|меч|перстен)|жезл|посох|палиц[яю] (?:чар|маг)/i,
  ],
];

/** Powers a special defense names. */
export const DEFENSE_WORDS: readonly PowerWords[] = [
  ['regeneration', /regenerat|регенер/i],
  ['invisible', /invisib|невидим/i],
  [
    'hitOnlyByMagic',
    /(?:magic(?:al)?|\+\d) weapons? (?:or better )?to hit|hit only by|(?:non-?magical|normal|mundane|ordinary) weapons|silver|серебр|срібл|магическ\w* оружи\w*|магічн\w* збро\w*|обычн\w* оружи|звичайн\w* збро/i,
  ],
  [
    'spellImmunity',
    /immun\w*[^.;]*(?:spell|magic(?!al)|sleep|charm|hold|illusion|mind|fire|cold|electric|lightning)|иммун\w*[^.;]*(?:заклин|магии|сну|сон|очаров|огн|холод|электр|молни)|імун\w*[^.;]*(?:заклин|магії|сну|сон|чар|вогн|холод|електр|блискав)/i,
  ],
  [
    'weaponImmunity',
    /immun\w*[^.;]*weapon|(?:half|1\/2|½) damage|иммун\w*[^.;]*оружи|половин\w* урон|пол-?урона|імун\w*[^.;]*збро|половин\w* (?:шкод|ушкодж)/i,
  ],
  [
    'magicalItems',
    /magic(?:al)? (?:items?|armou?r|rings?|shields?)|\bring of|магическ\w* (?:предмет|доспех|кольц)|магічн\w* (?:предмет|обладун|перстен)/i,
  ],
];

/** "7th-level", "7-го уровня", "7 рівня": a number and the word for level. */
const LEVEL = String.raw`(\d+)\s*(?:st|nd|rd|th|-?го|-?й)?[\s-]*(?:level|уровн\p{L}*|рівн\p{L}*)`;

/** The words for spells and for a spellcaster. */
const SPELLS = String.raw`(?:spells?|заклин\p{L}*|заклят\p{L}*)`;
const CASTER = String.raw`(?:wizard|mage|magic-user|priest|cleric|druid|shaman|spellcaster|caster|маг|волшебни|жрец|чарівни|жерц|друїд|друид|шаман)\p{L}*`;

/** A spell's level: "3rd-level spells", "spells of 4th level", "заклинания 3-го уровня". */
const SPELL_LEVEL = new RegExp(
  String.raw`${LEVEL}\s+${SPELLS}|${SPELLS}\s+(?:of\s+|up to\s+|до\s+)?${LEVEL}`,
  'giu',
);

/** A caster's level: "as a 7th-level mage", "как маг 7-го уровня". */
const CASTER_LEVEL = new RegExp(String.raw`${LEVEL}\s+${CASTER}|${CASTER}\s+${LEVEL}`, 'giu');

/**
 * The highest spell level a text on spellcasting names: 0 when it names spells without a level,
 * undefined when it names no spells. A wizard or priest casts 3rd-level spells from his 5th
 * level and 2nd-level ones from his 3rd (PHB, the wizard's and priest's spell progressions).
 */
export function spellLevelNamed(text: string): number | undefined {
  if (!SPELL_WORD.test(text)) return undefined;
  let level = 0;
  for (const m of text.matchAll(SPELL_LEVEL)) level = Math.max(level, Number(m[1] ?? m[2]));
  for (const m of text.matchAll(CASTER_LEVEL)) {
    const caster = Number(m[1] ?? m[2]);
    level = Math.max(level, caster >= 5 ? 3 : caster >= 3 ? 2 : 1);
  }
  return level;
}
