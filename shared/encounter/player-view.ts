// The projection sent to the player display. Decided here, in one place: hidden combatants,
// DM notes, statblocks, secret names and exact HP of non-player creatures never leave it.
import { actingIds, sittingOutIds } from './acting';
import { leavesOrder } from './order-leaving';
import { systemById } from './system-lookup';
import type { HpDescriptor, RoundEconomy } from './port';
import { playerViewSettingsSchema } from './commands';
import type { JsonObject } from './json';
import { hasDefaultName } from './sides';
import type { Combatant, CombatantKind, EncounterState, EncounterStatus, Side } from './types';

/** How much the players see. */
export interface PlayerViewSettings {
  /** HP of player characters: exact numbers, a descriptor, or nothing. */
  pcHp: 'exact' | 'descriptor' | 'hidden';
  /** HP of everyone else (unless revealed per creature). */
  otherHp: 'exact' | 'descriptor' | 'hidden';
  /** Show initiative scores (never those the system marks DM-only). */
  showInitiativeScores: boolean;
  /** Show conditions the system marks visible. */
  showConditions: boolean;
  /** Names of creatures other than PCs: shown, or hidden until the DM reveals each one. */
  otherNames?: 'shown' | 'hidden';
  /** The DM's per-creature choices by combatant id; each one set overrides the rest. */
  reveal?: Readonly<Record<string, CombatantReveal>>;
  /** The dead: kept on the board, collapsed (default), or left out of the view. */
  dead?: 'collapse' | 'leave';
}

/** What the DM chose to show of one creature; an absent field follows the other settings. */
export interface CombatantReveal {
  /** Show its real name (true) or only its public name / a placeholder (false). */
  name?: boolean;
  /** How its HP is shown. */
  hp?: 'exact' | 'descriptor' | 'hidden';
  /** Show its visible conditions. */
  conditions?: boolean;
  /** Show its statblock (never unless the DM says so). */
  statblock?: boolean;
}

/** What the players are shown of one creature, as decided for the player view. */
export interface CombatantVisibility {
  /** The name the players see, or null for the generic placeholder. */
  name: string | null;
  /** How its HP is shown. */
  hp: 'exact' | 'descriptor' | 'hidden';
  /** Whether its visible conditions are shown. */
  conditions: boolean;
  /** Whether its statblock is shown. */
  statblock: boolean;
}

/** A condition as the players see it. */
export interface PlayerCondition {
  /** Condition key. */
  key: string;
  /** i18n key of its name (custom conditions: null, use `text`). */
  labelKey: string | null;
  /** Text of a custom condition. */
  text?: string;
  /** Boundaries left before it expires, when timed. */
  rounds?: number;
}

/** One row of the player display. */
export interface PlayerCombatant {
  /** Combatant id (opaque). */
  id: string;
  /** Name, or the public name / null when the DM hides it. */
  name: string | null;
  /** pc, npc or monster. */
  kind: CombatantKind;
  /** Side id. */
  side: string;
  /** Exact HP when allowed. */
  hp?: { current: number; max: number; temp: number };
  /** Descriptor when exact HP is not shown (or always, for styling). */
  descriptor?: HpDescriptor;
  /** Visible conditions. */
  conditions: PlayerCondition[];
  /** It is this creature's turn (and it can act). */
  active: boolean;
  /**
   * It is in the fight but cannot act now: its side acts and it is paralyzed, unconscious or
   * surprised, or it sits this round out (the surprised side of a free surprise round).
   */
  cannotAct?: true;
  /** Extra facts the system allows (death-save pips…). */
  facts?: JsonObject;
  /** Its statblock, when the DM revealed it (without its name while the name is hidden). */
  statblock?: JsonObject;
  /** Its portrait (`<sha256>.<ext>`), only while the players see its own name. */
  portrait?: string;
  /** It is dead (told even when its HP is not shown: the table sees it fall). */
  dead?: true;
  /**
   * What a player character may still do this turn/round (attacks, movement, action, bonus
   * action, reaction), for its player; never shown for creatures the DM runs.
   */
  economy?: PlayerEconomy;
}

/** A player character's economy as its player sees it: RoundEconomy without system detail. */
export type PlayerEconomy = Omit<RoundEconomy, 'sys'>;

/** The side a slot belongs to, as the players may call it. */
export interface PlayerSideLabel {
  /** The players' side. */
  party: boolean;
  /** The DM's name for the side; null while it keeps the engine's default name (translated). */
  name: string | null;
}

/** One slot of the order as the players see it. */
export interface PlayerSlot {
  /** Slot key. */
  key: string;
  /** Visible members. */
  combatantIds: string[];
  /** Score when shown. */
  score?: number | null;
  /** Phase label key (OSR/2e), if any. */
  labelKey?: string;
  /** It is this slot's turn. */
  active: boolean;
  /** The side acting in this slot (side initiative, OSR phases), if one side. */
  sideLabel?: PlayerSideLabel;
  /** The sides acting together in this slot (their side dice tied), in the encounter's order. */
  sideLabels?: PlayerSideLabel[];
}

/** The whole player projection. */
export interface PlayerView {
  /** Rule system id. */
  system: string;
  /** Encounter status. */
  status: EncounterStatus;
  /** Current round. */
  round: number;
  /** Initiative order of visible creatures. */
  order: PlayerSlot[];
  /** Visible creatures, in initiative order then the rest. */
  combatants: PlayerCombatant[];
}

type HpMode = 'exact' | 'descriptor' | 'hidden';
const hpModes: readonly unknown[] = ['exact', 'descriptor', 'hidden'] satisfies HpMode[];

function hpMode(c: Combatant, s: PlayerViewSettings): HpMode {
  const base = c.kind === 'pc' ? s.pcHp : s.otherHp;
  if (c.hpRevealed === true) return 'exact';
  // Explicitly unrevealed: never exact numbers, at most the descriptor.
  if (c.hpRevealed === false) return base === 'hidden' ? 'hidden' : 'descriptor';
  return base;
}

/**
 * The DM's choice for one creature, keeping only well-formed fields: the settings object may
 * come from a stored file, and a malformed entry must fall back to hiding, never to showing.
 */
function revealOf(settings: Partial<PlayerViewSettings>, id: string): CombatantReveal {
  const map = settings.reveal;
  const raw: unknown = map && Object.hasOwn(map, id) ? map[id] : undefined;
  if (typeof raw !== 'object' || raw === null) return {};
  const { name, hp, conditions, statblock } = raw as Record<string, unknown>;
  const reveal: CombatantReveal = {};
  if (typeof name === 'boolean') reveal.name = name;
  if (hpModes.includes(hp)) reveal.hp = hp as HpMode;
  if (typeof conditions === 'boolean') reveal.conditions = conditions;
  if (typeof statblock === 'boolean') reveal.statblock = statblock;
  return reveal;
}

/**
 * What the players see of `c`: its name, how its HP is shown and whether its conditions are.
 * A per-creature choice wins; otherwise the creature's own flags (name hidden, HP revealed)
 * and then the table-wide settings decide.
 */
export function combatantVisibility(
  c: Combatant,
  settings: Partial<PlayerViewSettings> = {},
): CombatantVisibility {
  const s = playerViewSettingsSchema.parse(settings) as PlayerViewSettings;
  return visibilityOf(c, s, revealOf(settings, c.id), settings.otherNames === 'hidden');
}

function visibilityOf(
  c: Combatant,
  s: PlayerViewSettings,
  reveal: CombatantReveal,
  otherNamesHidden: boolean,
): CombatantVisibility {
  const nameHidden =
    reveal.name !== undefined
      ? !reveal.name
      : c.nameHidden || (otherNamesHidden && c.kind !== 'pc');
  return {
    name: nameHidden ? c.publicName : c.name,
    hp: reveal.hp ?? hpMode(c, s),
    conditions: reveal.conditions ?? s.showConditions,
    statblock: reveal.statblock === true && c.statblock !== null,
  };
}

/** A side as the players may call it: the DM's name, or null for the default (translated). */
const sideLabelOf = (side: Side): PlayerSideLabel => ({
  party: side.isParty,
  name: hasDefaultName(side) ? null : side.name,
});

/** Projects the state for the players' display. */
export function toPlayerView(
  state: EncounterState,
  settings: Partial<PlayerViewSettings> = {},
): PlayerView {
  const s = playerViewSettingsSchema.parse(settings) as PlayerViewSettings;
  const otherNamesHidden = settings.otherNames === 'hidden';
  const system = systemById(state.system);
  const deadLeave = settings.dead === 'leave';
  const visible = (id: string): boolean => {
    const c = state.combatants[id];
    if (c === undefined || c.hidden || !c.present) return false;
    return !deadLeave || system.hpDescriptor(c, state) !== 'dead';
  };
  // The dead (fled, surrendered) have no place in the order and are never shown acting
  // (2E-DEATH-01), even in a state stored before the engine took them out of it.
  const gone = (id: string): boolean => {
    const c = state.combatants[id];
    return c !== undefined && leavesOrder(c, state, system) !== false;
  };
  // Only those who can act are shown acting (2E-PARA-01, OSR-SURP-05); the rest of the side
  // is marked as sitting the turn out.
  const activeIds = actingIds(state, system);
  const sittingOut = sittingOutIds(state, system);
  const order: PlayerSlot[] = [];
  for (const slot of state.slots) {
    const ids = slot.combatantIds.filter((id) => visible(id) && !gone(id));
    if (slot.kind === 'turn' && ids.length === 0) continue;
    const row: PlayerSlot = {
      key: slot.key,
      combatantIds: ids,
      active: state.turn?.slotKey === slot.key,
    };
    if (s.showInitiativeScores && !slot.hiddenScore) row.score = slot.score;
    if (slot.labelKey) row.labelKey = slot.labelKey;
    const side = slot.side === undefined ? undefined : state.sides[slot.side];
    if (side) row.sideLabel = sideLabelOf(side);
    else {
      // A tie of side dice (2e, OSR) or of counts: the sides that act at the same time.
      const here = new Set(ids.map((id) => (state.combatants[id] as Combatant).side));
      const together = Object.values(state.sides).filter((d) => here.has(d.id));
      if (together.length > 1) row.sideLabels = together.map(sideLabelOf);
    }
    order.push(row);
  }
  const conditionDefs = new Map(system.conditions.map((d) => [d.key, d]));
  const rows: PlayerCombatant[] = [];
  const seen = new Set<string>();
  const ids = [...order.flatMap((o) => o.combatantIds), ...state.combatantIds.filter(visible)];
  for (const id of ids) {
    if (seen.has(id)) continue;
    seen.add(id);
    const c = state.combatants[id] as Combatant;
    const shown = visibilityOf(c, s, revealOf(settings, id), otherNamesHidden);
    const mode = shown.hp;
    const row: PlayerCombatant = {
      id,
      name: shown.name,
      kind: c.kind,
      side: c.side,
      conditions: [],
      active: activeIds.has(id),
    };
    if (sittingOut.has(id)) row.cannotAct = true;
    if (mode === 'exact') row.hp = { current: c.hp, max: c.maxHp, temp: c.tempHp };
    const descriptor = system.hpDescriptor(c, state);
    if (mode !== 'hidden') row.descriptor = descriptor;
    // A creature the rules took out of the order as dead is told dead whatever its descriptor,
    // so the board lists it with the fallen and never as waiting to join.
    if (descriptor === 'dead' || leavesOrder(c, state, system) === 'dead') row.dead = true;
    if (shown.conditions) {
      for (const inst of c.conditions) {
        const def = conditionDefs.get(inst.key);
        const custom = inst.key.startsWith('custom:');
        if (!custom && !def?.playerVisible) continue;
        const pc: PlayerCondition = { key: inst.key, labelKey: def ? def.labelKey : null };
        if (custom) pc.text = inst.key.slice('custom:'.length);
        if (inst.duration) pc.rounds = inst.duration.rounds;
        row.conditions.push(pc);
      }
    }
    if (shown.statblock && c.statblock) {
      // A statblock names its creature: that name stays hidden with the creature's own.
      const { name: _name, ...rest } = c.statblock;
      row.statblock = shown.name === c.name ? c.statblock : rest;
    }
    // A face identifies its creature: shown with its own name only, never behind a public one.
    if (c.portrait && shown.name === c.name) row.portrait = c.portrait;
    const facts = system.playerFacts?.(c, state);
    if (facts) row.facts = facts;
    if (c.kind === 'pc' && state.status === 'active') {
      const economy = system.queries?.economy?.(c, state);
      if (economy) {
        const { sys: _sys, ...shown } = economy;
        row.economy = shown;
      }
    }
    rows.push(row);
  }
  return {
    system: state.system,
    status: state.status,
    round: state.round,
    order,
    combatants: rows,
  };
}
