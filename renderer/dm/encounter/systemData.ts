// What the encounter screen needs to know about each rule system without loading its rules:
// options and conditions as data, and the few facts of a combatant's system state it shows
// (death saves, concentration, injuries, 2e life state, morale). The rules themselves run in main.
import type { Combatant, EncounterState, OptionValue } from '../../../shared/encounter/types';
import { adnd2eConditions } from '../../../shared/rules/adnd2e/conditions';
import { adnd2eOptions } from '../../../shared/rules/adnd2e/options';
import { DND5E_CONDITIONS } from '../../../shared/rules/dnd5e/conditions';
import { DND5E_OPTIONS } from '../../../shared/rules/dnd5e/options';
import { osrConditions } from '../../../shared/rules/osr/conditions';
import { osrOptions } from '../../../shared/rules/osr/options';
import type { ConditionDef, OptionDef } from '../../../shared/rules/types';

/** The systems the screen knows. */
export type SystemId = 'dnd5e' | 'adnd2e' | 'osr';

const OPTIONS: Readonly<Record<string, readonly OptionDef[]>> = {
  dnd5e: DND5E_OPTIONS,
  adnd2e: adnd2eOptions,
  osr: osrOptions,
};

const CONDITIONS: Readonly<Record<string, readonly ConditionDef[]>> = {
  dnd5e: DND5E_CONDITIONS,
  adnd2e: adnd2eConditions,
  osr: osrConditions,
};

/**
 * Temporary hit points are a 5e rule (5E-THP-01..04, the `grantTempHp` command); AD&D 2e and
 * the OSR procedure have none, so their screens offer no temporary-HP action.
 */
export function hasTemporaryHp(system: string): boolean {
  return system === 'dnd5e';
}

/**
 * A combatant's own initiative modifier ("Init +") is read only by 5e (a Dexterity check,
 * 5E-INIT-01). AD&D 2e adds the round's situational and weapon-speed modifiers (2E-INIT-05,
 * 2E-INIT-13) and the OSR rolls one d6 per side (OSR-INIT-01): neither reads such a number.
 */
export function hasInitiativeBonus(system: string): boolean {
  return system === 'dnd5e';
}

/** Every option of a system. */
export function optionsOf(system: string): readonly OptionDef[] {
  return OPTIONS[system] ?? [];
}

/** Every condition of a system. */
export function conditionsOf(system: string): readonly ConditionDef[] {
  return CONDITIONS[system] ?? [];
}

/** A condition definition by key. */
export function conditionDefOf(system: string, key: string): ConditionDef | undefined {
  return conditionsOf(system).find((d) => d.key === key);
}

/**
 * The options in effect that a DM would want to see: optional rules switched on, and DM
 * choices set away from the spec's default.
 */
export function activeOptions(
  system: string,
  values: EncounterState['options'],
): { def: OptionDef; value: OptionValue }[] {
  return optionsOf(system).flatMap((def) => {
    const value = values[def.key];
    if (value === undefined) return [];
    const listed =
      def.kind === 'optional' && def.type === 'boolean' ? value === true : value !== def.default;
    return listed ? [{ def, value }] : [];
  });
}

/** The system facts of a combatant the sidebar shows. */
export interface CombatantFacts {
  /** Dead (5e dead flag, 2e life `dead`). */
  readonly dead: boolean;
  /** Down: 0 HP (5e) or unconscious/dying (2e) but alive. */
  readonly down: boolean;
  /** 5e: stable at 0 HP. */
  readonly stable: boolean;
  /** 5e: dying and making death saves. */
  readonly deathSaves: { readonly successes: number; readonly failures: number } | null;
  /** 5e: the spell it concentrates on. */
  readonly concentration: string | null;
  /** 2e: life state when not simply alive (unconscious, dying). */
  readonly life: string | null;
  /** Morale state when not steady (5e fled/surrendered). */
  readonly morale: string | null;
  /** The lowest HP the system allows (2e death's door goes below 0). */
  readonly hpFloor: number;
}

const obj = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** Reads the facts of a combatant of `system`. */
export function factsOf(system: string, c: Combatant): CombatantFacts {
  const sys = obj(c.sys);
  if (system === 'dnd5e') {
    const dead = sys.dead === true;
    const saves = obj(sys.deathSaves);
    const dying = !dead && c.hp === 0 && sys.stable !== true && sys.deathRule === 'saves';
    const concentration = obj(sys.concentration);
    return {
      dead,
      down: !dead && c.hp <= 0,
      stable: !dead && c.hp === 0 && sys.stable === true,
      deathSaves:
        dying || (c.hp === 0 && !dead && sys.deathRule === 'saves')
          ? {
              successes: Number(saves.successes ?? 0),
              failures: Number(saves.failures ?? 0),
            }
          : null,
      concentration: typeof concentration.spell === 'string' ? concentration.spell : null,
      life: null,
      morale: typeof sys.morale === 'string' && sys.morale !== 'steady' ? sys.morale : null,
      hpFloor: 0,
    };
  }
  if (system === 'adnd2e') {
    const life = typeof sys.life === 'string' ? sys.life : 'alive';
    return {
      dead: life === 'dead',
      down: life === 'unconscious' || life === 'dying',
      stable: false,
      deathSaves: null,
      concentration: null,
      life: life === 'alive' || life === 'dead' ? null : life,
      morale: null,
      hpFloor: -10,
    };
  }
  // OSR (A-15): a creature at 0 HP is killed, as the players' display says too.
  const downed = sys.downed !== null && sys.downed !== undefined;
  return {
    dead: c.hp <= 0,
    down: downed && c.hp > 0,
    stable: false,
    deathSaves: null,
    concentration: null,
    life: null,
    morale: null,
    hpFloor: 0,
  };
}
