// Lines for the AD&D 2e system's events (shared/rules/adnd2e/system/adnd2e-events.ts).
import type { DescribeContext, Describer, DescriberTable } from './types';
import { num, obj, str, strings } from './types';

const sideName = (ctx: DescribeContext, id: string): string => ctx.sideName(id);

/** "+2 strength, −1 cover" from a list of modifiers. */
function modifiersText(list: unknown): string {
  if (!Array.isArray(list)) return '';
  return list
    .map((m) => {
      const { source, value } = m as { source?: unknown; value?: unknown };
      const v = Number(value ?? 0);
      return `${v >= 0 ? '+' : '−'}${Math.abs(v)} ${String(source ?? '')}`.trim();
    })
    .filter((s) => s !== '')
    .join(', ');
}

/** A cause such as `punch.haymaker` or `wrestle.kick` in the system's words when it has them. */
function causeText(ctx: DescribeContext, cause: string): string {
  if (cause.startsWith('punch.') || cause.startsWith('wrestle.')) return ctx.term(cause, cause);
  if (cause.startsWith('hold.')) return ctx.term(`wrestle.${cause.slice(5)}`, cause);
  // Energy drain tells its fate (`drain.dies`) in the life line itself.
  if (cause.startsWith('drain.')) return ctx.phrase('cause2e.drain', cause);
  return ctx.phrase(`cause2e.${cause}`, cause);
}

/** Sentence of each change to a poison (shared/rules/adnd2e/system/poison.ts, rest days). */
const POISON_KEYS: Readonly<Record<string, string>> = {
  onset: 'ev.adnd2e.poisonOnset',
  slowPoison: 'ev.adnd2e.poisonSlowed',
  slowPoisonEnds: 'ev.adnd2e.poisonSlowEnds',
  careInterrupted: 'ev.adnd2e.poisonCareInterrupted',
  timePassed: 'ev.adnd2e.poisonDays',
  neutralized: 'ev.adnd2e.poisonNeutralizedBody',
};

/**
 * A poison's count, treatment or days changed. DM only: a poison waiting for its onset is a
 * condition the player view never shows, and the days left of one in effect are not shown.
 */
const poisonUpdated: Describer = (e) => {
  const id = str(e, 'combatantId');
  const reason = str(e, 'reason');
  const data = obj(e, 'data');
  const care = obj(data, 'care');
  const healer = typeof care.healerId === 'string' ? care.healerId : '';
  const key =
    reason === 'care'
      ? healer
        ? 'ev.adnd2e.poisonCare'
        : 'ev.adnd2e.poisonCareEnds'
      : Object.hasOwn(POISON_KEYS, reason)
        ? (POISON_KEYS[reason] as string)
        : 'ev.adnd2e.poisonUpdated';
  return {
    category: 'condition',
    key,
    params: {
      // Rounds to the onset, or the days a debilitating poison has left.
      count: Number(data[reason === 'timePassed' ? 'amount' : 'roundsLeft'] ?? 0),
      round: Number(care.untilRound ?? 0),
    },
    names: { who: id, ...(healer ? { healer } : {}) },
    targetId: id,
    ...(healer ? { actorId: healer } : {}),
    // The onset counting down each round is bookkeeping; the save and the effect are told.
    quiet: reason === 'onset',
    playerKey: null,
  };
};

/** Describers of the AD&D 2e system's events. */
export const adnd2eDescribers: DescriberTable = {
  'adnd2e.declared': (e, ctx) => {
    const d = obj(e, 'declared');
    const action = String(d.action ?? '');
    return {
      category: 'turn',
      key: d.rejected === true ? 'ev.adnd2e.declarationRejected' : 'ev.adnd2e.declared',
      params: {
        action: ctx.phrase(`action2e.${action}`, action),
        spell: typeof d.spell === 'string' ? d.spell : '',
      },
      names: { who: str(e, 'combatantId') },
      actorId: str(e, 'combatantId'),
      playerKey: null,
    };
  },
  // 2E-MOVE-01..07: feet moved of the round's movement (a table detail: the DM's log only)
  'adnd2e.moved': (e) => ({
    category: 'other',
    key: 'ev.adnd2e.moved',
    params: { feet: num(e, 'feet') },
    names: { who: str(e, 'combatantId') },
    actorId: str(e, 'combatantId'),
    playerKey: null,
  }),
  'adnd2e.surpriseRolled': (e, ctx) => {
    const surprised = strings(e.surprised);
    const results = Array.isArray(e.results) ? (e.results as Record<string, unknown>[]) : [];
    const dice = results
      .map((r) => `${sideName(ctx, String(r.side ?? ''))}: ${String(r.roll ?? '')}`)
      .join(', ');
    return {
      category: 'initiative',
      key: surprised.length > 0 ? 'ev.adnd2e.surprise' : 'ev.adnd2e.noSurprise',
      playerKey: surprised.length > 0 ? 'ev.adnd2e.surprisePlayer' : 'ev.adnd2e.noSurprise',
      params: { sides: surprised.map((s) => sideName(ctx, s)).join(', '), dice },
    };
  },
  'adnd2e.initiativeRolled': (e, ctx) => {
    const rolls = obj(e, 'sideRolls');
    const sides = Object.entries(rolls)
      .map(
        ([side, v]) =>
          `${sideName(ctx, side)}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`,
      )
      .join(', ');
    return {
      category: 'initiative',
      key: sides ? 'ev.adnd2e.initiativeSides' : 'ev.adnd2e.initiative',
      params: {
        sides,
        mode: ctx.term(`options.opt.initiativeMode.values.${str(e, 'mode')}`, str(e, 'mode')),
      },
      playerKey: null,
      quiet: !sides,
    };
  },
  'adnd2e.attackRolled': (e, ctx) => {
    const hit = e.hit === true;
    const natural = num(e, 'natural');
    return {
      category: 'attack',
      key: hit ? 'ev.adnd2e.attackHit' : 'ev.adnd2e.attackMiss',
      playerKey: hit ? 'ev.adnd2e.attackHitPlayer' : 'ev.adnd2e.attackMissPlayer',
      params: {
        // The weapon's name as the DM wrote it, else the form of attack in words.
        weapon: str(e, 'weapon') || ctx.phrase(`attackForm2e.${str(e, 'form')}`, str(e, 'form')),
        natural,
        total: num(e, 'total'),
        need: num(e, 'need'),
        ac: num(e, 'ac'),
        modifiers: modifiersText(e.modifiers),
      },
      names: { who: str(e, 'attackerId'), target: str(e, 'targetId') },
      actorId: str(e, 'attackerId'),
      targetId: str(e, 'targetId'),
      attack: true,
      crit: hit && natural === 20,
    };
  },
  'adnd2e.damaged': (e, ctx) => {
    const temporary = num(e, 'temporary');
    return {
      category: 'damage',
      key: temporary > 0 ? 'ev.adnd2e.damagedTemporary' : 'ev.adnd2e.damaged',
      params: {
        amount: num(e, 'amount'),
        temporary,
        cause: causeText(ctx, str(e, 'cause')),
      },
      names: { who: str(e, 'combatantId') },
      // The creature the DM named as dealing it (a damage entry apart from an attack).
      ...(str(e, 'attackerId') ? { actorId: str(e, 'attackerId') } : {}),
      targetId: str(e, 'combatantId'),
      hp: 'damage',
      amount: num(e, 'amount'),
    };
  },
  'adnd2e.lifeChanged': (e, ctx) => {
    const life = str(e, 'life');
    return {
      category: life === 'dead' ? 'death' : life === 'alive' ? 'healing' : 'injury',
      key: 'ev.adnd2e.life',
      params: {
        life: ctx.term(`life.${life}`, life),
        cause: causeText(ctx, str(e, 'cause')),
      },
      names: { who: str(e, 'combatantId') },
      targetId: str(e, 'combatantId'),
    };
  },
  'adnd2e.healed': (e) => ({
    category: 'healing',
    key: 'ev.adnd2e.healed',
    params: { amount: num(e, 'restored') },
    names: { who: str(e, 'combatantId') },
    targetId: str(e, 'combatantId'),
    hp: 'heal',
    amount: num(e, 'restored'),
  }),
  // 2E-MSL-15, -16: what acid or holy water took is held back from regeneration
  'adnd2e.regenerated': (e) => ({
    category: 'healing',
    key: num(e, 'heldBack') > 0 ? 'ev.adnd2e.regeneratedHeldBack' : 'ev.adnd2e.regenerated',
    params: { amount: num(e, 'restored'), heldBack: num(e, 'heldBack') },
    names: { who: str(e, 'combatantId') },
    targetId: str(e, 'combatantId'),
    hp: 'heal',
    amount: num(e, 'restored'),
  }),
  'adnd2e.spellLost': (e) => ({
    category: 'other',
    key: 'ev.adnd2e.spellLost',
    params: { spell: str(e, 'spell') },
    names: { who: str(e, 'combatantId') },
    targetId: str(e, 'combatantId'),
  }),
  'adnd2e.spellProgress': (e) => ({
    category: 'attack',
    key: e.resolved === true ? 'ev.adnd2e.spellResolved' : 'ev.adnd2e.spellProgress',
    params: { spell: str(e, 'spell'), count: num(e, 'roundsLeft') },
    names: { who: str(e, 'combatantId') },
    actorId: str(e, 'combatantId'),
  }),
  'adnd2e.saveRolled': (e, ctx) => {
    const category = str(e, 'category');
    const success = e.success === true;
    return {
      category: 'save',
      key: success ? 'ev.adnd2e.saveMade' : 'ev.adnd2e.saveFailed',
      playerKey: success ? 'ev.adnd2e.saveMadePlayer' : 'ev.adnd2e.saveFailedPlayer',
      params: {
        save: ctx.term(`saves.${category}`, category),
        total: num(e, 'total'),
        need: num(e, 'need'),
      },
      names: { who: str(e, 'combatantId') },
      targetId: str(e, 'combatantId'),
    };
  },
  'adnd2e.turnResolved': (e, ctx) => {
    const results = Array.isArray(e.results) ? (e.results as Record<string, unknown>[]) : [];
    // Each undead type (a row of Table 61, or an evil priest's paladin) with what befell it.
    const text = results
      .map((r) => {
        const key = String(r.key ?? '');
        const row = key.startsWith('paladin:') ? 'paladin' : key;
        const effect = String(r.effect ?? 'none');
        const affected = Number(r.affected ?? 0) + Number(r.extraTurned ?? 0);
        return `${ctx.phrase(`purposeDetail.${row}`, row)}: ${ctx.phrase(`turnEffect2e.${effect}`, effect)} ×${affected}`;
      })
      .join(', ');
    return {
      category: 'attack',
      key: e.canTurn === false ? 'ev.adnd2e.turnCannot' : 'ev.adnd2e.turn',
      params: { results: text, roll: e.roll === null ? '—' : num(e, 'roll') },
      names: { who: str(e, 'turnerId') },
      actorId: str(e, 'turnerId'),
    };
  },
  'adnd2e.rested': (e) => ({
    category: 'healing',
    key: 'ev.adnd2e.rested',
    params: { count: Array.isArray(e.days) ? e.days.length : 0, hp: num(e, 'hp') },
    names: { who: str(e, 'combatantId') },
    targetId: str(e, 'combatantId'),
    hp: 'heal',
  }),
  'adnd2e.bled': (e) => ({
    category: 'damage',
    key: 'ev.adnd2e.bled',
    names: { who: str(e, 'combatantId') },
    targetId: str(e, 'combatantId'),
    hp: 'damage',
    amount: 1,
  }),
  'adnd2e.drained': (e) => ({
    category: 'injury',
    key: 'ev.adnd2e.drained',
    params: { count: num(e, 'levels'), maxHp: num(e, 'maxHp') },
    names: { who: str(e, 'combatantId') },
    targetId: str(e, 'combatantId'),
    playerKey: 'ev.adnd2e.drainedPlayer',
  }),
  'adnd2e.revived': (e) => ({
    category: 'healing',
    key: e.survived === false ? 'ev.adnd2e.reviveFailed' : 'ev.adnd2e.revived',
    params: { roll: num(e, 'roll') },
    names: { who: str(e, 'combatantId') },
    targetId: str(e, 'combatantId'),
    playerKey: e.survived === false ? 'ev.adnd2e.reviveFailedPlayer' : 'ev.adnd2e.revivedPlayer',
  }),
  'adnd2e.systemShockRolled': (e) => ({
    category: 'save',
    key: e.survived === true ? 'ev.adnd2e.shockSurvived' : 'ev.adnd2e.shockFailed',
    params: { roll: num(e, 'roll'), chance: num(e, 'chance') },
    names: { who: str(e, 'combatantId') },
    targetId: str(e, 'combatantId'),
    playerKey:
      e.survived === true ? 'ev.adnd2e.shockSurvivedPlayer' : 'ev.adnd2e.shockFailedPlayer',
  }),
  'adnd2e.mrRolled': (e) => ({
    category: 'save',
    key: e.resisted === true ? 'ev.adnd2e.mrResisted' : 'ev.adnd2e.mrFailed',
    params: { roll: e.roll === null ? '—' : num(e, 'roll'), mr: num(e, 'mr') },
    names: { who: str(e, 'combatantId') },
    targetId: str(e, 'combatantId'),
    playerKey: e.resisted === true ? 'ev.adnd2e.mrResistedPlayer' : null,
  }),
  'adnd2e.temporaryRestored': (e) => ({
    category: 'healing',
    key: 'ev.adnd2e.temporaryRestored',
    params: { amount: num(e, 'restored') },
    names: { who: str(e, 'combatantId') },
    targetId: str(e, 'combatantId'),
    hp: 'heal',
  }),
  'adnd2e.holdSet': (e, ctx) => ({
    category: 'condition',
    key: 'ev.adnd2e.hold',
    params: {
      move: ctx.term(`wrestle.${str(e, 'move')}`, str(e, 'move')),
      count: num(e, 'rounds'),
    },
    names: { who: str(e, 'holderId'), target: str(e, 'combatantId') },
    actorId: str(e, 'holderId'),
    targetId: str(e, 'combatantId'),
  }),
  'adnd2e.holdBroken': (e) => ({
    category: 'condition',
    key: 'ev.adnd2e.holdBroken',
    names: { who: str(e, 'combatantId') },
    targetId: str(e, 'combatantId'),
  }),
  'adnd2e.poisonUpdated': poisonUpdated,
};
