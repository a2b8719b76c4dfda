// Texts of the difficulty and XP summary (builder) and badge (encounter screen), namespace
// `difficulty`, in the three interface languages. Counts are written as "label: n" so no
// plural forms are needed.
import type { Catalog, LanguageCatalogs } from '../../../shared/i18n/catalog';

const en: Catalog = {
  title: 'Difficulty and XP',
  titleXp: 'XP for the fight',
  level: {
    trivial: 'Trivial',
    easy: 'Easy',
    medium: 'Medium',
    hard: 'Hard',
    deadly: 'Deadly',
  },
  xp: 'XP: {{xp}}',
  adjusted: 'Adjusted for {{monsters}} foes: {{xp}} (×{{multiplier}})',
  thresholds:
    'Party thresholds: easy {{easy}} · medium {{medium}} · hard {{hard}} · deadly {{deadly}}',
  perCharacter: 'Each of {{characters}} characters: {{xp}}',
  noParty: 'Add the party’s characters to reckon the difficulty.',
  noPartyXp: 'Add the party’s characters to share the XP.',
  unknownCr: 'Foes without XP or challenge rating (left out): {{count}}',
  unknownHd: 'Foes without XP or Hit Dice (left out): {{count}}',
  noFoes: 'No foes yet.',
  badge: 'Difficulty: {{level}} · XP {{xp}}',
  badgeXp: 'XP for the foes: {{xp}}',
  badgeHint: 'Reckoned from the foes’ statblocks and the characters in the fight (DMG).',
  badgeHintXp: 'Reckoned from the foes’ statblocks: printed XP, else by Hit Dice.',
};

const uk: Catalog = {
  title: 'Складність і досвід',
  titleXp: 'Досвід за сутичку',
  level: {
    trivial: 'Дрібниця',
    easy: 'Легка',
    medium: 'Середня',
    hard: 'Важка',
    deadly: 'Смертельна',
  },
  xp: 'Досвід: {{xp}}',
  adjusted: 'З поправкою на ворогів ({{monsters}}): {{xp}} (×{{multiplier}})',
  thresholds:
    'Пороги партії: легка {{easy}} · середня {{medium}} · важка {{hard}} · смертельна {{deadly}}',
  perCharacter: 'Кожному з персонажів ({{characters}}): {{xp}}',
  noParty: 'Додайте персонажів партії, щоб оцінити складність.',
  noPartyXp: 'Додайте персонажів партії, щоб поділити досвід.',
  unknownCr: 'Вороги без досвіду чи рівня небезпеки (не враховано): {{count}}',
  unknownHd: 'Вороги без досвіду чи кісток хітів (не враховано): {{count}}',
  noFoes: 'Ворогів ще немає.',
  badge: 'Складність: {{level}} · досвід {{xp}}',
  badgeXp: 'Досвід за ворогів: {{xp}}',
  badgeHint: 'Оцінено за картками ворогів і персонажами в бою (Посібник майстра).',
  badgeHintXp: 'Оцінено за картками ворогів: вказаний досвід, інакше за кістками хітів.',
};

const ru: Catalog = {
  title: 'Сложность и опыт',
  titleXp: 'Опыт за схватку',
  level: {
    trivial: 'Пустяк',
    easy: 'Лёгкая',
    medium: 'Средняя',
    hard: 'Трудная',
    deadly: 'Смертельная',
  },
  xp: 'Опыт: {{xp}}',
  adjusted: 'С поправкой на врагов ({{monsters}}): {{xp}} (×{{multiplier}})',
  thresholds:
    'Пороги отряда: лёгкая {{easy}} · средняя {{medium}} · трудная {{hard}} · смертельная {{deadly}}',
  perCharacter: 'Каждому из персонажей ({{characters}}): {{xp}}',
  noParty: 'Добавьте персонажей отряда, чтобы оценить сложность.',
  noPartyXp: 'Добавьте персонажей отряда, чтобы разделить опыт.',
  unknownCr: 'Враги без опыта или показателя опасности (не учтены): {{count}}',
  unknownHd: 'Враги без опыта или костей хитов (не учтены): {{count}}',
  noFoes: 'Врагов пока нет.',
  badge: 'Сложность: {{level}} · опыт {{xp}}',
  badgeXp: 'Опыт за врагов: {{xp}}',
  badgeHint: 'Оценено по карточкам врагов и персонажам в бою (Руководство мастера).',
  badgeHintXp: 'Оценено по карточкам врагов: указанный опыт, иначе по костям хитов.',
};

/** The difficulty texts in every interface language. */
export const difficultyI18n: LanguageCatalogs = { en, uk, ru };
