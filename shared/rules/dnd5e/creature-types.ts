// The 5e creature types, the subtypes and alignments the SRD gives, in English, Ukrainian and
// Russian, for the statblock's type line ("Large aberration (shapechanger), lawful evil").
// Ukrainian and Russian size and alignment adjectives agree with the type noun, so each type
// row also gives the noun's grammatical gender (m, f, n) in those two languages. A type,
// subtype or alignment not in these tables is shown as typed.

type Gender = 'm' | 'f' | 'n';
type TypeRow = readonly [key: string, en: string, uk: string, ru: string, uk: Gender, ru: Gender];
type Row = readonly [key: string, en: string, uk: string, ru: string];

/** The creature types (their keys: the type in lower case, spaces as `_`). */
export const CREATURE_TYPE_ROWS: readonly TypeRow[] = [
  ['aberration', 'aberration', 'аберація', 'аберрация', 'f', 'f'],
  ['beast', 'beast', 'звір', 'зверь', 'm', 'm'],
  ['celestial', 'celestial', 'небожитель', 'небожитель', 'm', 'm'],
  ['construct', 'construct', 'конструкт', 'конструкт', 'm', 'm'],
  ['dragon', 'dragon', 'дракон', 'дракон', 'm', 'm'],
  ['elemental', 'elemental', 'елементаль', 'элементаль', 'm', 'm'],
  ['fey', 'fey', 'фея', 'фея', 'f', 'f'],
  ['fiend', 'fiend', 'виплодок', 'исчадие', 'm', 'n'],
  ['giant', 'giant', 'велетень', 'великан', 'm', 'm'],
  ['humanoid', 'humanoid', 'гуманоїд', 'гуманоид', 'm', 'm'],
  ['monstrosity', 'monstrosity', 'чудовисько', 'чудовище', 'n', 'n'],
  ['ooze', 'ooze', 'слиз', 'слизь', 'm', 'f'],
  ['plant', 'plant', 'рослина', 'растение', 'f', 'n'],
  ['undead', 'undead', 'нежить', 'нежить', 'f', 'f'],
  [
    'swarm_of_tiny_beasts',
    'swarm of Tiny beasts',
    'рій крихітних звірів',
    'рой крошечных зверей',
    'm',
    'm',
  ],
];

/** The subtypes of the SRD's creatures (keys as for types). */
export const CREATURE_SUBTYPE_ROWS: readonly Row[] = [
  ['any_race', 'any race', 'будь-яка раса', 'любая раса'],
  ['demon', 'demon', 'демон', 'демон'],
  ['devil', 'devil', 'диявол', 'дьявол'],
  ['shapechanger', 'shapechanger', 'перевертень', 'перевёртыш'],
  ['goblinoid', 'goblinoid', 'гоблиноїд', 'гоблиноид'],
  ['titan', 'titan', 'титан', 'титан'],
  ['human', 'human', 'людина', 'человек'],
  ['elf', 'elf', 'ельф', 'эльф'],
  ['dwarf', 'dwarf', 'дварф', 'дварф'],
  ['gnome', 'gnome', 'гном', 'гном'],
  ['gnoll', 'gnoll', 'гнол', 'гнолл'],
  ['grimlock', 'grimlock', 'грімлок', 'гримлок'],
  ['kobold', 'kobold', 'кобольд', 'кобольд'],
  ['lizardfolk', 'lizardfolk', 'людоящір', 'людоящер'],
  ['merfolk', 'merfolk', 'мерфолк', 'мерфолк'],
  ['orc', 'orc', 'орк', 'орк'],
  ['sahuagin', 'sahuagin', 'сахуагін', 'сахуагин'],
];

/** The alignments of the SRD's creatures: [key, en, uk m/f/n, ru m/f/n] (keys as for types). */
type AlignmentRow = readonly [
  key: string,
  en: string,
  uk: readonly [string, string, string],
  ru: readonly [string, string, string],
];

const agreeing = (stem: string, m: string, f: string, n: string): [string, string, string] => [
  `${stem}${m}`,
  `${stem}${f}`,
  `${stem}${n}`,
];
const same = (text: string): [string, string, string] => [text, text, text];

export const ALIGNMENT_ROWS: readonly AlignmentRow[] = [
  [
    'lawful_good',
    'lawful good',
    agreeing('законно-добр', 'ий', 'а', 'е'),
    agreeing('законно-добр', 'ый', 'ая', 'ое'),
  ],
  [
    'neutral_good',
    'neutral good',
    agreeing('нейтрально-добр', 'ий', 'а', 'е'),
    agreeing('нейтрально-добр', 'ый', 'ая', 'ое'),
  ],
  [
    'chaotic_good',
    'chaotic good',
    agreeing('хаотично-добр', 'ий', 'а', 'е'),
    agreeing('хаотично-добр', 'ый', 'ая', 'ое'),
  ],
  [
    'lawful_neutral',
    'lawful neutral',
    agreeing('законно-нейтральн', 'ий', 'а', 'е'),
    agreeing('законно-нейтральн', 'ый', 'ая', 'ое'),
  ],
  [
    'neutral',
    'neutral',
    agreeing('нейтральн', 'ий', 'а', 'е'),
    agreeing('нейтральн', 'ый', 'ая', 'ое'),
  ],
  [
    'chaotic_neutral',
    'chaotic neutral',
    agreeing('хаотично-нейтральн', 'ий', 'а', 'е'),
    agreeing('хаотично-нейтральн', 'ый', 'ая', 'ое'),
  ],
  [
    'lawful_evil',
    'lawful evil',
    agreeing('законно-зл', 'ий', 'а', 'е'),
    agreeing('законно-зл', 'ой', 'ая', 'ое'),
  ],
  [
    'neutral_evil',
    'neutral evil',
    agreeing('нейтрально-зл', 'ий', 'а', 'е'),
    agreeing('нейтрально-зл', 'ой', 'ая', 'ое'),
  ],
  [
    'chaotic_evil',
    'chaotic evil',
    agreeing('хаотично-зл', 'ий', 'а', 'е'),
    agreeing('хаотично-зл', 'ой', 'ая', 'ое'),
  ],
  ['unaligned', 'unaligned', same('без світогляду'), same('без мировоззрения')],
  ['any_alignment', 'any alignment', same('будь-який світогляд'), same('любое мировоззрение')],
  [
    'any_non-good_alignment',
    'any non-good alignment',
    same('будь-який недобрий світогляд'),
    same('любое недоброе мировоззрение'),
  ],
  [
    'any_non-lawful_alignment',
    'any non-lawful alignment',
    same('будь-який незаконний світогляд'),
    same('любое незаконное мировоззрение'),
  ],
  [
    'any_chaotic_alignment',
    'any chaotic alignment',
    same('будь-який хаотичний світогляд'),
    same('любое хаотичное мировоззрение'),
  ],
  [
    'any_evil_alignment',
    'any evil alignment',
    same('будь-який злий світогляд'),
    same('любое злое мировоззрение'),
  ],
];

/** The catalog key of a type or subtype as a statblock holds it ("Swarm of Tiny beasts"). */
export const creatureTypeKey = (typed: string): string =>
  typed.trim().toLowerCase().replace(/\s+/g, '_');

/** The catalog rows (`[key, en, uk, ru]`, under the 5e catalog) of both tables. */
export const CREATURE_TYPE_I18N_ROWS: readonly Row[] = [
  ...CREATURE_TYPE_ROWS.flatMap(([key, en, uk, ru, ukGender, ruGender]): Row[] => [
    [`creatureType.${key}`, en, uk, ru],
    // English has no gender; its size words do not change.
    [`creatureGender.${key}`, 'm', ukGender, ruGender],
  ]),
  ...CREATURE_SUBTYPE_ROWS.map(([key, en, uk, ru]): Row => [`creatureSubtype.${key}`, en, uk, ru]),
  // An alignment agrees with the type noun: one form per gender (`alignment.<m|f|n>.<key>`).
  ...ALIGNMENT_ROWS.flatMap(([key, en, uk, ru]): Row[] =>
    (['m', 'f', 'n'] as const).map((g, i): Row => [
      `alignment.${g}.${key}`,
      en,
      uk[i] as string,
      ru[i] as string,
    ]),
  ),
];
