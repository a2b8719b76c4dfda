// Folding OSR events into the draft. Deterministic, never throws on a valid log; payloads are
// copied so later in-place edits during replay never touch the events.
import type { Draft } from '../../encounter/draft';
import { cloneJson, type JsonObject } from '../../encounter/json';
import type { EngineEvent } from '../../encounter/types';
import type { ActionUse, MoraleFlag, OsrCombatantSys, OsrEncounterSys } from './state';
import { combatantSys, rangeKey, toJson } from './state';

type Handler = (d: Draft, e: EngineEvent) => void;

const str = (e: EngineEvent, key: string) => e[key] as string;
const num = (e: EngineEvent, key: string) => e[key] as number;
const sysOf = (d: Draft) => d.sys() as OsrEncounterSys;

function patchCombatant(d: Draft, id: string, patch: Partial<OsrCombatantSys>): void {
  const c = d.combatant(id);
  c.sys = { ...c.sys, ...toJson(patch) };
}

function use(d: Draft, id: string, change: (u: ActionUse) => ActionUse): void {
  const c = d.combatant(id);
  const round = d.state.round;
  const current = combatantSys(c).used;
  const base: ActionUse =
    current.round === round ? current : { round, action: null, attacks: 0, spells: 0 };
  patchCombatant(d, id, { used: change(base) });
}

/**
 * True when the action does not use the round's action: outside a fight, or the action of a
 * readied trigger, which is spent with it (OSR-ACT-03).
 */
function spentOutsideRound(d: Draft, e: EngineEvent, idKey: string): boolean {
  if (e.economy === 'readied') patchCombatant(d, str(e, idKey), { readiedFiring: null });
  return e.economy === 'readied' || e.economy === 'free';
}

function setRange(d: Draft, a: string, b: string, feet: number): void {
  const s = sysOf(d);
  s.ranges = { ...(s.ranges ?? {}), [rangeKey(a, b)]: feet };
}

function setMorale(d: Draft, change: (flags: MoraleFlag[]) => MoraleFlag[]): void {
  const s = sysOf(d);
  s.morale = change(s.morale ?? []);
}

const handlers: Record<string, Handler> = {
  'osr.tablesSet': (d, e) => {
    sysOf(d).tables = cloneJson(e.tables) as OsrEncounterSys['tables'];
  },
  'osr.sceneSet': (d, e) => {
    sysOf(d).scene = cloneJson(e.scene) as OsrEncounterSys['scene'];
  },
  'osr.timeModeSet': (d, e) => {
    sysOf(d).timeMode = e.mode as OsrEncounterSys['timeMode'];
  },
  'osr.encounterChecked': () => {
    // Log only: the check's result is read from the log.
  },
  'osr.distanceSet': (d, e) => {
    sysOf(d).distance = cloneJson(e.distance) as OsrEncounterSys['distance'];
  },
  'osr.procedureStepDone': (d, e) => {
    const s = sysOf(d);
    s.procedure = { ...(s.procedure ?? {}), [str(e, 'step')]: true };
  },
  'osr.surpriseRolled': (d, e) => {
    sysOf(d).surprise = cloneJson(e.surprise) as OsrEncounterSys['surprise'];
  },
  'osr.reactionSet': (d, e) => {
    sysOf(d).reaction = cloneJson(e.reaction) as OsrEncounterSys['reaction'];
  },
  'osr.sociabilityChecked': (d, e) => {
    const s = sysOf(d);
    if (e.band !== undefined && s.reaction) {
      s.reaction = {
        ...s.reaction,
        band: e.band as NonNullable<OsrEncounterSys['reaction']>['band'],
      };
    }
  },
  'osr.actionReadied': () => {
    // The readied action itself is the engine's `readied` field.
  },
  'osr.readiedTriggered': (d, e) => {
    const id = str(e, 'combatantId');
    patchCombatant(d, id, { readiedFiring: Math.max(1, d.state.round) });
    if (e.replaces === true) {
      // A-13 "replaces": the readied action is this round's action (round 1 before the fight).
      const round = Math.max(1, d.state.round);
      patchCombatant(d, id, { used: { round, action: 'readied', attacks: 0, spells: 0 } });
    }
  },
  'osr.declared': (d, e) => {
    patchCombatant(d, str(e, 'combatantId'), {
      declared: cloneJson(e.declaration) as OsrCombatantSys['declared'],
    });
  },
  'osr.declarationCleared': (d, e) => patchCombatant(d, str(e, 'combatantId'), { declared: null }),
  'osr.sideInitiativeRolled': (d, e) => {
    sysOf(d).initiative = cloneJson(e.initiative) as OsrEncounterSys['initiative'];
  },
  'osr.attackResolved': (d, e) => {
    if (spentOutsideRound(d, e, 'attackerId')) return;
    use(d, str(e, 'attackerId'), (u) => ({ ...u, action: 'attack', attacks: u.attacks + 1 }));
  },
  'osr.damaged': (d, e) => {
    const c = d.combatant(str(e, 'targetId'));
    const amount = num(e, 'amount');
    const fromTemp = Math.min(c.tempHp, amount);
    const before = c.hp;
    c.tempHp -= fromTemp;
    c.hp = Math.max(0, c.hp - (amount - fromTemp));
    if (before > 0 && c.hp === 0) {
      // remembers where it dropped so it can finish a simultaneous step.
      const downed = { round: d.state.round, slotKey: d.state.turn?.slotKey ?? null };
      c.sys = { ...c.sys, downed };
    }
  },
  'osr.healed': (d, e) => {
    const c = d.combatant(str(e, 'targetId'));
    c.hp = Math.min(c.maxHp, c.hp + num(e, 'amount'));
    if (c.hp > 0) c.sys = { ...c.sys, downed: null };
  },
  'osr.spellCast': (d, e) => {
    if (spentOutsideRound(d, e, 'casterId')) return;
    use(d, str(e, 'casterId'), (u) => ({ ...u, action: 'spell', spells: u.spells + 1 }));
  },
  'osr.actionTaken': (d, e) => {
    if (spentOutsideRound(d, e, 'combatantId')) return;
    use(d, str(e, 'combatantId'), (u) => ({ ...u, action: e.action as ActionUse['action'] }));
  },
  'osr.spellLost': (d, e) =>
    patchCombatant(d, str(e, 'casterId'), { spellLostRound: num(e, 'round') }),
  'osr.rangeSet': (d, e) => setRange(d, str(e, 'aId'), str(e, 'bId'), num(e, 'feet')),
  'osr.pushed': (d, e) => setRange(d, str(e, 'attackerId'), str(e, 'targetId'), num(e, 'rangeFt')),
  'osr.coverSet': (d, e) =>
    patchCombatant(d, str(e, 'combatantId'), { coverMod: num(e, 'coverMod') }),
  'osr.burningTicked': (d, e) => {
    const c = d.combatant(str(e, 'combatantId'));
    const id = str(e, 'conditionId');
    c.conditions = c.conditions.map((k) =>
      k.id === id
        ? { ...k, data: { ticksLeft: num(e, 'ticksLeft'), dueRound: num(e, 'dueRound') } }
        : k,
    );
  },
  'osr.onHitSaved': () => {
    // Log only: a failed save's effects are their own events.
  },
  'osr.extinguished': () => {
    // The "burning" condition is removed by its own conditionRemoved event.
  },
  'osr.moraleFlagged': (d, e) => {
    const flag = cloneJson(e.flag) as unknown as MoraleFlag;
    setMorale(d, (flags) => [...flags, flag]);
  },
  'osr.moraleUnflagged': (d, e) =>
    setMorale(d, (flags) => flags.filter((f) => f.id !== str(e, 'flagId'))),
  'osr.moralePrompted': (d, e) =>
    setMorale(d, (flags) =>
      flags.map((f) => (f.id === str(e, 'flagId') ? { ...f, promptId: str(e, 'promptId') } : f)),
    ),
  'osr.moraleRecorded': (d, e) =>
    setMorale(d, (flags) =>
      flags.map((f) =>
        f.id === str(e, 'flagId') ? { ...f, outcome: e.outcome as MoraleFlag['outcome'] } : f,
      ),
    ),
  'osr.fleeResolved': (d, e) => {
    sysOf(d).flee = cloneJson(e.flee) as JsonObject;
  },
  'osr.freeRoundGranted': (d, e) => {
    sysOf(d).freeRound = { sideId: str(e, 'sideId'), round: num(e, 'round') };
  },
};

/** Event types the OSR system applies. */
export const osrEventTypes: readonly string[] = Object.keys(handlers);

/** Applies one OSR event. Unknown types are ignored so a newer log still loads. */
export function applyOsrEvent(draft: Draft, event: EngineEvent): void {
  handlers[event.type]?.(draft, event);
}
