// Files that have no field for the legendary-action rule write it as the first "legendary
// action": Open5e's Monstrous Menagerie names it "The aboleth can take 2 legendary actions",
// others put it in the text of an entry called "Legendary Actions". That entry is the rule, not
// an action: its count becomes the statblock's legendary count and its text the introduction.
import type { Feature } from '../rules/dnd5e/statblock';
import { legendaryCountOf } from '../rules/dnd5e/statblock-text';

/** The legendary actions without the rule entry, and the count and introduction it gave. */
export interface LegendaryRule {
  readonly actions: Feature[];
  readonly legendary?: { count: number; intro: string };
}

/**
 * Reads the legendary count from `introText` (a file's own field) or else from an entry that
 * states the rule in its name or its text; such an entry is removed from the actions.
 */
export function liftLegendaryRule(actions: readonly Feature[], introText = ''): LegendaryRule {
  const fromField = legendaryCountOf(introText);
  const index = actions.findIndex((a) => {
    const named = legendaryCountOf(a.name) !== undefined;
    const titled = /^\s*legendary actions?\s*$/i.test(a.name) || a.name.trim() === '';
    return named || (titled && legendaryCountOf(a.desc) !== undefined);
  });
  if (index < 0) {
    return fromField === undefined
      ? { actions: [...actions] }
      : { actions: [...actions], legendary: { count: fromField, intro: introText } };
  }
  const rule = actions[index] as Feature;
  const ruleText =
    legendaryCountOf(rule.name) !== undefined
      ? `${rule.name.trim().replace(/[.:]?$/, '.')} ${rule.desc}`.trim()
      : rule.desc;
  const count = fromField ?? legendaryCountOf(rule.name) ?? legendaryCountOf(rule.desc) ?? 3;
  const intro = introText.trim() !== '' ? introText : ruleText;
  return {
    actions: actions.filter((_, i) => i !== index),
    legendary: { count, intro: intro.slice(0, 2000) },
  };
}
