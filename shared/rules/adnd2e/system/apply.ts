// Folding the 2e events into state (deterministic, never throws on a valid log).
import type { Draft } from '../../../encounter/draft';
import type { Combatant, EngineEvent } from '../../../encounter/types';
import type { JsonObject } from '../../../encounter/json';
import type { LifeState } from '../rules/death';
import type { AttackUse, CombatantSys, DeclaredAction, PendingSpell, PoisonAtDeath } from '../sys';
import { patchSys } from '../sys';
import { spendRoundUse } from '../../../encounter/round-use';

type Handler = (d: Draft, e: EngineEvent) => void;

const str = (e: EngineEvent, k: string): string => e[k] as string;
const num = (e: EngineEvent, k: string): number => e[k] as number;

function patch(
  d: Draft,
  id: string,
  p: Partial<CombatantSys>,
  engine: { hp?: number; maxHp?: number } = {},
  healedNormally = false,
): void {
  const map = d.state.combatants;
  if (!map[id]) return;
  const c = d.combatant(id);
  const before = c.hp;
  if (engine.hp !== undefined) c.hp = engine.hp;
  if (engine.maxHp !== undefined) c.maxHp = engine.maxHp;
  patchSys(c, p);
  keepUnregenerable(c, healedNormally ? Math.max(0, c.hp - before) : 0);
}

/**
 * 2E-MSL-15, -16: the HP acid, holy or unholy water took must be healed normally, so normal
 * healing mends them first; they are never more than the HP the creature is missing.
 */
function keepUnregenerable(c: Combatant, healed: number): void {
  const u = (c.sys as Partial<CombatantSys>).unregenerable;
  if (typeof u !== 'number' || u <= 0) return;
  const next = Math.max(0, Math.min(u - healed, c.maxHp - c.hp));
  if (next !== u) patchSys(c, { unregenerable: next });
}

const handlers: Record<string, Handler> = {
  'adnd2e.declared': (d, e) =>
    patch(d, str(e, 'combatantId'), { declared: e.declared as DeclaredAction }),
  // 2E-MOVE-01..07: the feet moved come off the round's movement
  'adnd2e.moved': (d, e) => {
    const id = str(e, 'combatantId');
    if (e.counted === true && d.state.combatants[id])
      spendRoundUse(d.combatant(id), d.state.round, { movement: num(e, 'feet') });
  },
  'adnd2e.surpriseRolled': (d, e) => {
    d.sys().surprise = { round: num(e, 'round'), surprised: e.surprised as string[] };
  },
  'adnd2e.initiativeRolled': (d, e) => {
    const s = d.sys();
    s.sideRolls = e.sideRolls as JsonObject;
    s.sideRollRound = num(e, 'round');
    for (const entry of e.entries as {
      combatantId: string;
      score: number;
      pendingSpell: PendingSpell | null;
    }[]) {
      patch(d, entry.combatantId, {
        initScore: entry.score,
        pendingSpell: entry.pendingSpell,
        initRound: num(e, 'round'),
      });
    }
  },
  'adnd2e.attackRolled': (d, e) => {
    noteAttackUse(d, e);
    // 2E-MOVE-07: who fought whom in melee this round (free attacks if one flees).
    const targetId = e.targetId as string | null;
    if (!targetId || !MELEE_FORMS.includes(e.form as string)) return;
    const attackerId = str(e, 'attackerId');
    noteMelee(d, attackerId, targetId);
    noteMelee(d, targetId, attackerId);
  },
  'adnd2e.saveRolled': () => {},
  'adnd2e.systemShockRolled': () => {},
  'adnd2e.mrRolled': () => {},
  'adnd2e.damaged': (d, e) => {
    const id = str(e, 'combatantId');
    const c = d.state.combatants[id];
    if (!c) return;
    // The last two rounds' wounds (the healing proficiency mends only a fresh one).
    const round = d.state.round;
    const recent = (c.sys as Partial<CombatantSys>).recentDamage ?? [];
    const last = recent[recent.length - 1];
    const amount = num(e, 'amount');
    const recentDamage =
      last && last.round === round
        ? [...recent.slice(0, -1), { round, amount: last.amount + amount }]
        : [...recent.slice(-1), { round, amount }];
    patch(
      d,
      id,
      {
        tempDamage: num(e, 'tempDamage'),
        recentDamage,
        ...(typeof e.unregenerable === 'number' ? { unregenerable: e.unregenerable } : {}),
      },
      { hp: num(e, 'hp') },
    );
  },
  'adnd2e.lifeChanged': (d, e) =>
    patch(d, str(e, 'combatantId'), {
      life: e.life as LifeState,
      tended: e.tended === true,
      ...(e.life === 'dead' ? { pendingSpell: null, hold: null } : {}),
      ...(e.poisonAtDeath ? { poisonAtDeath: e.poisonAtDeath as unknown as PoisonAtDeath } : {}),
    }),
  'adnd2e.healed': (d, e) =>
    patch(
      d,
      str(e, 'combatantId'),
      {
        life: e.life as LifeState,
        weakened: e.weakened === true,
        ...(e.life === 'alive' ? { tended: false } : {}),
        ...(e.firstAid ? { firstAidUsed: true } : {}),
      },
      { hp: num(e, 'hp') },
      true,
    ),
  // 2E-MSL-15, -16: regeneration, held below the HP acid or holy water took
  'adnd2e.regenerated': (d, e) =>
    patch(
      d,
      str(e, 'combatantId'),
      { life: e.life as LifeState, ...(e.life === 'alive' ? { tended: false } : {}) },
      { hp: num(e, 'hp') },
    ),
  'adnd2e.spellLost': (d, e) =>
    patch(d, str(e, 'combatantId'), { pendingSpell: null, declared: null }),
  'adnd2e.spellProgress': (d, e) => {
    const id = str(e, 'combatantId');
    const c = d.state.combatants[id];
    if (!c) return;
    if (e.resolved === true)
      patch(d, id, {
        pendingSpell: null,
        declared: null,
        spellTookEffect: { name: str(e, 'spell'), round: d.state.round }, // 2E-TOUCH-05
      });
    else {
      const ps = (c.sys as Partial<CombatantSys>).pendingSpell;
      if (ps) patch(d, id, { pendingSpell: { ...ps, roundsLeft: num(e, 'roundsLeft') } });
    }
  },
  'adnd2e.turnResolved': (d, e) => patch(d, str(e, 'turnerId'), { turnedThisEncounter: true }),
  'adnd2e.rested': (d, e) => {
    const days = e.days as { day: string }[];
    const rested = days.some((x) => x.day === 'bedRest' || x.day === 'rest');
    patch(
      d,
      str(e, 'combatantId'),
      {
        bedRestStreak: num(e, 'bedRestStreak'),
        life: e.life as LifeState,
        ...(rested ? { weakened: false } : {}),
        // A day passes: the healing proficiency's daily attempt is renewed.
        ...(days.length > 0 ? { firstAidUsed: false } : {}),
      },
      { hp: num(e, 'hp') },
      true,
    );
  },
  'adnd2e.bled': (d, e) => patch(d, str(e, 'combatantId'), {}, { hp: num(e, 'hp') }),
  'adnd2e.drained': (d, e) => {
    const id = str(e, 'combatantId');
    const c = d.state.combatants[id];
    if (!c) return;
    const lost = ((c.sys as Partial<CombatantSys>).levelsLost ?? 0) + num(e, 'levels');
    patch(
      d,
      id,
      {
        levelsLost: lost,
        xp: (e.xp as number | null) ?? null,
        ...(typeof e.risesInDays === 'number' ? { risesInDays: e.risesInDays } : {}),
      },
      { hp: num(e, 'hp'), maxHp: num(e, 'maxHp') },
    );
  },
  'adnd2e.revived': (d, e) => {
    if (e.survived !== true) return;
    patch(
      d,
      str(e, 'combatantId'),
      {
        life: 'alive',
        con: num(e, 'conAfter'),
        revivals: num(e, 'revivalsAfter'),
        tempDamage: 0,
        tended: false,
        poisonAtDeath: null,
      },
      { hp: num(e, 'hp') },
    );
  },
  'adnd2e.temporaryRestored': (d, e) =>
    patch(
      d,
      str(e, 'combatantId'),
      { tempDamage: 0, life: e.life as LifeState },
      { hp: num(e, 'hp') },
    ),
  'adnd2e.holdSet': (d, e) =>
    patch(d, str(e, 'combatantId'), {
      hold: { holderId: str(e, 'holderId'), move: str(e, 'move'), rounds: num(e, 'rounds') },
      holdRound: d.state.round,
    }),
  'adnd2e.holdBroken': (d, e) => patch(d, str(e, 'combatantId'), { hold: null }),
  'adnd2e.poisonUpdated': (d, e) => {
    const id = str(e, 'combatantId');
    if (!d.state.combatants[id]) return;
    if (e.poisonAtDeath)
      patch(d, id, { poisonAtDeath: e.poisonAtDeath as unknown as PoisonAtDeath });
    const conditionId = e.conditionId as string | null;
    if (!conditionId) return;
    // Instances are replaced, never edited: the log shares them.
    const c = d.combatant(id);
    c.conditions = c.conditions.map((x) =>
      x.id === conditionId ? { ...x, data: e.data as JsonObject } : x,
    );
  },
};

const MELEE_FORMS = ['melee', 'punch', 'wrestle', 'overbear'];

/** The round's attack count (2E-INIT-11/12, 2E-TWF-04), from the attack's `use`. */
function noteAttackUse(d: Draft, e: EngineEvent): void {
  const use = e.use as
    | {
        hand: 'main' | 'off' | 'form';
        free: boolean;
        counted: boolean;
        twoWeapons: boolean;
        moving: boolean;
      }
    | undefined;
  const id = str(e, 'attackerId');
  const c = d.state.combatants[id];
  if (!use || !c || (!use.counted && !use.free)) return;
  const round = d.state.round;
  const prev = (c.sys as Partial<CombatantSys>).attacks;
  const now: AttackUse =
    prev && prev.round === round
      ? { ...prev, forms: { ...prev.forms }, free: { ...prev.free } }
      : {
          round,
          main: 0,
          off: 0,
          forms: {},
          free: {},
          twoWeapons: false,
          moving: false,
          mainIndex: null,
          offIndex: null,
        };
  const index = typeof e.attackIndex === 'number' ? e.attackIndex : 0;
  const targetId = (e.targetId as string | null) ?? '';
  if (use.free) now.free[targetId] = (now.free[targetId] ?? 0) + 1;
  else if (use.hand === 'form') now.forms[String(index)] = (now.forms[String(index)] ?? 0) + 1;
  else if (use.hand === 'off') {
    now.off += 1;
    now.offIndex = index;
  } else {
    now.main += 1;
    now.mainIndex = index;
  }
  now.twoWeapons = now.twoWeapons || use.twoWeapons;
  now.moving = now.moving || use.moving;
  patch(d, id, { attacks: now });
  // the engine's round economy reads the attacks spent (free attacks spend none)
  if (use.counted && !use.free) spendRoundUse(d.combatant(id), round, { attacks: 1 });
}

function noteMelee(d: Draft, id: string, opponentId: string): void {
  const c = d.state.combatants[id];
  if (!c) return;
  const round = d.state.round;
  const melee = (c.sys as Partial<CombatantSys>).melee;
  const ids = melee && melee.round === round ? melee.ids : [];
  if (ids.includes(opponentId)) return;
  patch(d, id, { melee: { round, ids: [...ids, opponentId] } });
}

/** Applies one 2e event. */
export function applyEvent(d: Draft, e: EngineEvent): void {
  const h = handlers[e.type];
  if (h) h(d, e);
}
