// Where the palette finds the words for a command, a field and a field's values: its own
// catalog (namespace `act`), per system and per command, and the rule systems' catalogs where
// they already name the thing (damage types, conditions, actions, reactions…), so a term reads
// the same on the palette as everywhere else. Field paths drop list positions and use `/`
// between names (`context/attackerSeesTarget`) so a key never doubles as a folder of keys.

/** The palette's own namespace. */
export const ACTIONS_NAMESPACE = 'act';

/** A field path as it appears in keys: no list positions, `/` between names. */
export function keyPath(path: string): string {
  return path
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .join('/');
}

const ns = (key: string): string => `${ACTIONS_NAMESPACE}:${key}`;

/** Values another catalog already names, by system and field key path (or `command:path`). */
const BORROWED: Readonly<Record<string, Readonly<Record<string, (v: string) => string>>>> = {
  dnd5e: {
    damageType: (v) => `dnd5e:dnd5e.damageType.${v}`,
    'parts/type': (v) => `dnd5e:dnd5e.damageType.${v}`,
    'damage/type': (v) => `dnd5e:dnd5e.damageType.${v}`,
    ability: (v) => `enc:ability.${v}`,
    'save/ability': (v) => `enc:ability.${v}`,
    cover: (v) => `dnd5e:tactics.cover.${v}`,
    'perTarget/cover': (v) => `dnd5e:tactics.cover.${v}`,
    facing: (v) => `dnd5e:tactics.facing.${v}`,
    mode: (v) => `dnd5e:tactics.mode.${v}`,
    action: (v) => `dnd5e:tactics.action.${v}`,
    'ready/response/action': (v) => `dnd5e:tactics.action.${v}`,
    'useReaction:kind': (v) => `dnd5e:tactics.reaction.${v}`,
    control: (v) => `dnd5e:tactics.mount.${v}`,
    trigger: (v) => `dnd5e:dnd5e.prompt.trigger.${v}`,
    deathRule: (v) => `dnd5e:dnd5e.deathRule.${v}`,
    choice: (v) => `dnd5e:dnd5e.prompt.tempHp.choice.${v}`,
    'context/rangeBand': (v) => `dnd5e:tactics.range.${v}`,
  },
  adnd2e: {
    categories: (v) => `adnd2e:saves.${v}`,
  },
  osr: {
    env: (v) => `osr:env.${v}`,
    'setTimeMode:mode': (v) => `osr:timeMode.${v}`,
    band: (v) => `osr:reaction.${v}`,
    'declareAction:action': (v) => `osr:actions.${v}`,
    'takeAction:action': (v) => `osr:actions.${v}`,
    'attack:kind': (v) => `osr:attack.${v}`,
    'flagMorale:kind': (v) => `osr:morale.kind.${v}`,
    subPhase: (v) => `osr:steps.${v}`,
  },
};

/** Keys of a command's name and its one-line explanation. */
export function commandKeys(system: string, command: string): { name: string; help: string } {
  return { name: ns(`${system}.cmd.${command}.name`), help: ns(`${system}.cmd.${command}.help`) };
}

/** Keys that may name a field, most specific first. */
export function fieldKeys(system: string, command: string, path: string): string[] {
  const p = keyPath(path);
  const last = p.slice(p.lastIndexOf('/') + 1);
  return [
    ns(`${system}.cmd.${command}.field.${p}`),
    ns(`${system}.field.${p}`),
    ns(`${system}.field.${last}`),
    ns(`field.${p}`),
    ns(`field.${last}`),
  ];
}

/** Keys that may name a value of an enum field, most specific first. */
export function valueKeys(system: string, command: string, path: string, value: string): string[] {
  const p = keyPath(path);
  const borrowed = BORROWED[system] ?? {};
  const lend = borrowed[`${command}:${p}`] ?? borrowed[p];
  return [
    ns(`${system}.cmd.${command}.value.${p}.${value}`),
    ns(`${system}.value.${p}.${value}`),
    ...(lend ? [lend(value)] : []),
    ns(`value.${p}.${value}`),
  ];
}

/** The first key the catalogs know (the last one when none: it then shows as itself). */
export function firstKnown(keys: readonly string[], has: (key: string) => boolean): string {
  return keys.find(has) ?? (keys[keys.length - 1] as string);
}
