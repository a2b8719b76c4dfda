// Sorts a rule system's options into the groups the options panel shows (initiative, healing,
// lingering injuries, dying, morale, movement and flanking, …), each dependent option right
// after the rule it needs. Grouping is by option key; an option no rule names goes to "other".
import type { OptionDef } from '../../../shared/rules/types';

/** Groups of the options panel, in the order shown. */
export const OPTION_GROUPS = [
  'initiative',
  'surprise',
  'healing',
  'injuries',
  'death',
  'morale',
  'combat',
  'movement',
  'fleeing',
  'exploration',
  'other',
] as const;

/** One group of the options panel. */
export type OptionGroup = (typeof OPTION_GROUPS)[number];

// First matching rule wins; patterns are matched against the option key.
const RULES: readonly (readonly [OptionGroup, RegExp])[] = [
  ['injuries', /^lingeringInjuries/],
  ['surprise', /surprise|ambush|Surprised|elfPreset|lostCheck/i],
  [
    'initiative',
    /initiative|initTie|groupIdentical|joinMidCombat|speedFactor|weaponSpeed|castTime|sideModifier|tieResolution|multiSideTies|declaration|nonAttackPhase|readiedAction|readyTiming/i,
  ],
  ['healing', /^heal\.|tempHpReplace|bedRest|restoreTemporary/],
  [
    'death',
    /massiveDamage|monsterDeath|koOverrides|tempHpAbsorbed|deathsDoor|immunity|resistVuln|drain|concentration|systemShock/i,
  ],
  ['morale', /morale/i],
  ['movement', /^grid|diagonal|flanking|facing|^fall\.|climbOnto|sizeComparison/],
  ['fleeing', /flee|escape|groupSpeed|obstacles|pursu/i],
  ['exploration', /reaction|distance|terrain|turnMinutes|skillCheck|xInSix|encounterCheck/i],
  [
    'combat',
    /cleave|^act\.|mark\.|hittingCover|cover|ranged|dodge|autoWin|parry|weaponVsArmor|wva|nat20|nat1|spell|shield|oil|shoot|natural|wrestl|wild|tiny|grenade|concealment|turn|moveAndShoot|chargePenalty|mrPrompt|ranger|rounding/i,
  ],
];

/** The group of one option. */
export function groupOf(def: OptionDef): OptionGroup {
  for (const [group, pattern] of RULES) if (pattern.test(def.key)) return group;
  return 'other';
}

/** The options by group (empty groups left out), each dependent right after what it needs. */
export function groupOptions(
  options: readonly OptionDef[],
): { group: OptionGroup; options: OptionDef[] }[] {
  const byGroup = new Map<OptionGroup, OptionDef[]>();
  const keys = new Set(options.map((o) => o.key));
  // Dependents follow their rule, in the system's own order.
  const ordered: OptionDef[] = [];
  const placed = new Set<string>();
  const place = (def: OptionDef): void => {
    if (placed.has(def.key)) return;
    placed.add(def.key);
    ordered.push(def);
    for (const dep of options) if (dep.requires === def.key) place(dep);
  };
  for (const def of options) {
    if (!def.requires || !keys.has(def.requires)) place(def);
  }
  for (const def of options) place(def);
  for (const def of ordered) {
    // A dependent stays beside the rule it needs, whatever its own key says.
    const parent = def.requires ? options.find((o) => o.key === def.requires) : undefined;
    const group = groupOf(parent ?? def);
    const list = byGroup.get(group) ?? [];
    list.push(def);
    byGroup.set(group, list);
  }
  return OPTION_GROUPS.filter((g) => byGroup.has(g)).map((group) => ({
    group,
    options: byGroup.get(group) ?? [],
  }));
}
