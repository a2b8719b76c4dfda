// Which Table 32 special powers a 2e statblock marks [not in seed: DMG ch. 8, Table 32]: its
// magic resistance, an armour class of 0 or better, a fly speed, and the special attacks and
// defenses its text names (English, Russian or Ukrainian words). A power the words do not name
// adds nothing; a printed XP on the statblock is the DM's way to set the figure exactly.
import type { HitDiceModifierKey } from './tables/experience';

/** Words that name each power in a special attack or defense ("not a letter" before Cyrillic stems). */
const WORDS: ReadonlyArray<readonly [HitDiceModifierKey, RegExp]> = [
  ['breathWeapon', /breath|дыхани|подих/i],
  [
    'energyDrain',
    /energy drain|level drain|drains? (?:a )?levels?|высасыв|выкачив|висмокт|вис[ау]ш/i,
  ],
  ['paralysis', /paraly|парали|паралі/i],
  ['petrification', /petrif|turn(?:s)? to stone|окамен|скам.ян/i],
  ['poison', /poison|venom|(?:^|[^а-яёіїє])яд|отрут|отру[їє]/i],
  ['regeneration', /regenerat|регенер/i],
  ['disease', /disease|болезн|хвороб/i],
  ['bloodDrain', /blood drain|drinks? blood|кровосос|пьёт кровь|пьет кровь|п.є кров/i],
  ['invisible', /invisib|невидим/i],
  ['fear', /fear|страх|жах/i],
  ['swallowWhole', /swallow|проглат|проковт|ковта/i],
  [
    'hitOnlyByMagic',
    /(?:magic(?:al)?|\+\d) weapons? (?:or better )?to hit|hit only by|silver|серебр|срібл|магическим оружием|магічною зброєю/i,
  ],
  ['specialMagicalAttack', /rust|ржав|іржа|ірж/i],
];

/** The Table 32 powers a 2e statblock (as stored) marks, each once. */
export function adnd2ePowers(sb: Readonly<Record<string, unknown>>): HitDiceModifierKey[] {
  const found = new Set<HitDiceModifierKey>();
  if (typeof sb.magicResistance === 'number' && sb.magicResistance > 0)
    found.add('magicResistance');
  if (typeof sb.ac === 'number' && sb.ac <= 0) found.add('ac0OrBetter');
  const movement = sb.movement as Record<string, unknown> | undefined;
  if (movement && typeof movement.fly === 'number' && movement.fly > 0) found.add('flies');
  const texts = [sb.specialAttacks, sb.specialDefenses].flatMap((list) =>
    Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [],
  );
  for (const text of texts) {
    for (const [key, words] of WORDS) if (words.test(text)) found.add(key);
  }
  return [...found];
}
