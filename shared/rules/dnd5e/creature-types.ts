// The 5e creature types and the subtypes the SRD gives, in English, Ukrainian and Russian, for
// the statblock's type line ("Large aberration (shapechanger)"). Ukrainian and Russian size
// adjectives agree with the type noun, so each row also gives the noun's grammatical gender
// (m, f, n) in those two languages. A type or subtype not in these tables is shown as typed.

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
];
