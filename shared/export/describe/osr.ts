// Lines for the OSR system's events (shared/rules/osr/apply.ts lists them).
import type { EngineEvent } from '../../encounter/types';
import type { Described, DescribeContext, DescriberTable } from './types';
import { num, obj, str, strings } from './types';

const sideName = (ctx: DescribeContext, id: string): string => ctx.sideName(id);

function sideList(ctx: DescribeContext, ids: readonly string[]): string {
  return ids.map((id) => sideName(ctx, id)).join(', ');
}

/** A scene's environment and terrain as the system's terms. */
function sceneText(ctx: DescribeContext, scene: Record<string, unknown>): string {
  const env = ctx.term(`env.${String(scene.env ?? '')}`, String(scene.env ?? ''));
  const terrain =
    typeof scene.terrain === 'string' ? ctx.term(`terrain.${scene.terrain}`, scene.terrain) : '';
  return terrain ? `${env}, ${terrain}` : env;
}

const quietLine = (key: string): Described => ({
  category: 'other',
  key,
  quiet: true,
  playerKey: null,
});

const damageLine = (e: EngineEvent, ctx: DescribeContext): Described => {
  const source = str(e, 'source');
  return {
    category: 'damage',
    key: 'ev.osr.damaged',
    params: {
      amount: num(e, 'amount'),
      source: ctx.tr.t(`osrSource.${source || 'manual'}`),
    },
    names: { who: str(e, 'targetId') },
    // The creature the DM named as dealing it (a damage entry apart from an attack).
    ...(str(e, 'attackerId') ? { actorId: str(e, 'attackerId') } : {}),
    targetId: str(e, 'targetId'),
    hp: 'damage',
    amount: num(e, 'amount'),
  };
};

/** Describers of the OSR system's events. */
export const osrDescribers: DescriberTable = {
  'osr.tablesSet': () => quietLine('ev.osr.tablesSet'),
  'osr.sceneSet': (e, ctx) => ({
    category: 'setup',
    key: 'ev.osr.sceneSet',
    params: { scene: sceneText(ctx, obj(e, 'scene')) },
  }),
  'osr.timeModeSet': (e, ctx) => ({
    category: 'setup',
    key: 'ev.osr.timeModeSet',
    params: { mode: ctx.term(`timeMode.${str(e, 'mode')}`, str(e, 'mode')) },
  }),
  'osr.encounterChecked': (e) => ({
    category: 'setup',
    key: e.occurs === true ? 'ev.osr.encounterYes' : 'ev.osr.encounterNo',
    params: { face: num(e, 'face'), chance: num(e, 'chance') },
    playerKey: null,
  }),
  'osr.distanceSet': (e, ctx) => {
    const d = obj(e, 'distance');
    const unit = d.unit === 'yd' ? 'yd' : 'ft';
    return {
      category: 'setup',
      key: 'ev.osr.distanceSet',
      params: { distance: `${String(d.value ?? '')} ${ctx.tr.t(`unit.${unit}`)}` },
    };
  },
  'osr.procedureStepDone': (e, ctx) => ({
    category: 'setup',
    key: 'ev.osr.stepDone',
    params: { step: ctx.term(`procedure.${str(e, 'step')}`, str(e, 'step')) },
    quiet: true,
    playerKey: null,
  }),
  'osr.surpriseRolled': (e, ctx) => {
    const s = obj(e, 'surprise');
    const dice = obj(s, 'dice');
    const bySide = obj(s, 'bySide');
    const surprisedIds = Object.values(bySide).flatMap((ids) => strings(ids));
    const diceText = Object.entries(dice)
      .map(
        ([k, v]) =>
          `${ctx.state.sides[k] ? ctx.sideName(k) : (ctx.state.combatants[k]?.name ?? k)}: ${String(v)}`,
      )
      .join(', ');
    return {
      category: 'initiative',
      key: surprisedIds.length > 0 ? 'ev.osr.surprise' : 'ev.osr.noSurprise',
      playerKey: surprisedIds.length > 0 ? 'ev.osr.surprisePlayer' : 'ev.osr.noSurprise',
      params: { dice: diceText },
      names: { who: surprisedIds },
    };
  },
  'osr.reactionSet': (e, ctx) => {
    const r = obj(e, 'reaction');
    return {
      category: 'setup',
      key: 'ev.osr.reaction',
      params: {
        side: sideName(ctx, String(r.sideId ?? '')),
        total: Number(r.total ?? 0),
        band: ctx.term(`reaction.${String(r.band ?? '')}`, String(r.band ?? '')),
      },
      playerKey: null,
    };
  },
  'osr.sociabilityChecked': (e, ctx) => ({
    category: 'save',
    key: e.success === true ? 'ev.osr.sociabilityWon' : 'ev.osr.sociabilityLost',
    params: { side: sideName(ctx, str(e, 'sideId')) },
    playerKey: null,
  }),
  'osr.actionReadied': () => quietLine('ev.osr.actionReadied'),
  'osr.readiedTriggered': (e) => ({
    category: 'turn',
    key: 'ev.osr.readiedTriggered',
    names: { who: str(e, 'combatantId') },
    actorId: str(e, 'combatantId'),
  }),
  'osr.declared': (e, ctx) => {
    const d = obj(e, 'declaration');
    const action = String(d.type ?? '');
    return {
      category: 'turn',
      key: 'ev.osr.declared',
      params: { action: ctx.term(`actions.${action}`, action) },
      names: { who: str(e, 'combatantId'), targets: strings(d.targetIds) },
      actorId: str(e, 'combatantId'),
      // A-10: opponents' declarations are the Referee's; players hear only their own side's.
      playerKey: null,
    };
  },
  'osr.declarationCleared': (e) => ({
    category: 'turn',
    key: 'ev.osr.declarationCleared',
    names: { who: str(e, 'combatantId') },
    quiet: true,
    playerKey: null,
  }),
  'osr.sideInitiativeRolled': (e, ctx) => {
    const init = obj(e, 'initiative');
    const dice = obj(init, 'dice');
    const order = Array.isArray(init.order) ? (init.order as unknown[]) : [];
    return {
      category: 'initiative',
      key: 'ev.osr.sideInitiative',
      params: {
        dice: Object.entries(dice)
          .map(([side, v]) => `${sideName(ctx, side)}: ${String(v)}`)
          .join(', '),
        order: order.map((group) => sideList(ctx, strings(group))).join(' → '),
      },
    };
  },
  'osr.attackResolved': (e, ctx) => {
    const hit = obj(e, 'hit');
    const kind = str(e, 'kind');
    const isHit = hit.hit === true;
    return {
      category: 'attack',
      key: isHit ? 'ev.osr.attackHit' : 'ev.osr.attackMiss',
      playerKey: isHit ? 'ev.osr.attackHitPlayer' : 'ev.osr.attackMissPlayer',
      params: {
        attack: ctx.term(`attack.${kind}`, kind),
        d20: Number(hit.d20 ?? 0),
        bonus: Number(hit.bonus ?? 0) + Number(hit.behindBonus ?? 0),
        ac: Number(hit.effectiveAc ?? 0),
        total: Number(hit.total ?? 0),
      },
      names: { who: str(e, 'attackerId'), target: str(e, 'targetId') },
      actorId: str(e, 'attackerId'),
      targetId: str(e, 'targetId'),
      attack: true,
      crit: isHit && Number(hit.d20 ?? 0) === 20,
    };
  },
  'osr.damaged': damageLine,
  'osr.healed': (e) => ({
    category: 'healing',
    key: 'ev.osr.healed',
    params: { amount: num(e, 'amount') },
    names: { who: str(e, 'targetId') },
    targetId: str(e, 'targetId'),
    hp: 'heal',
    amount: num(e, 'amount'),
  }),
  'osr.spellCast': (e) => ({
    category: 'attack',
    key: str(e, 'spell') ? 'ev.osr.spellNamed' : 'ev.osr.spell',
    params: { spell: str(e, 'spell') },
    names: { who: str(e, 'casterId') },
    actorId: str(e, 'casterId'),
  }),
  'osr.actionTaken': (e, ctx) => ({
    category: 'turn',
    key: 'ev.osr.action',
    params: { action: ctx.term(`actions.${str(e, 'action')}`, str(e, 'action')) },
    names: { who: str(e, 'combatantId') },
    actorId: str(e, 'combatantId'),
  }),
  'osr.spellLost': (e) => ({
    category: 'other',
    key: 'ev.osr.spellLost',
    names: { who: str(e, 'casterId') },
    targetId: str(e, 'casterId'),
  }),
  'osr.rangeSet': (e) => ({
    category: 'other',
    key: 'ev.osr.range',
    params: { feet: num(e, 'feet') },
    names: { a: str(e, 'aId'), b: str(e, 'bId') },
    quiet: true,
    playerKey: null,
  }),
  'osr.pushed': (e) => ({
    category: 'other',
    key: 'ev.osr.pushed',
    params: { feet: num(e, 'feet') },
    names: { who: str(e, 'attackerId'), target: str(e, 'targetId') },
    actorId: str(e, 'attackerId'),
    targetId: str(e, 'targetId'),
  }),
  'osr.coverSet': (e) => ({
    category: 'other',
    key: 'ev.osr.cover',
    params: { cover: num(e, 'coverMod') },
    names: { who: str(e, 'combatantId') },
    targetId: str(e, 'combatantId'),
    playerKey: null,
  }),
  'osr.burningTicked': (e) => ({
    category: 'condition',
    key: 'ev.osr.burningTicked',
    params: { count: num(e, 'ticksLeft') },
    names: { who: str(e, 'combatantId') },
    targetId: str(e, 'combatantId'),
    quiet: true,
    playerKey: null,
  }),
  'osr.extinguished': (e) => ({
    category: 'condition',
    key: 'ev.osr.extinguished',
    names: { who: str(e, 'combatantId') },
    targetId: str(e, 'combatantId'),
  }),
  'osr.moraleFlagged': (e, ctx) => ({
    category: 'save',
    key: 'ev.osr.moraleFlagged',
    ...moraleParts(ctx, obj(e, 'flag')),
    playerKey: null,
  }),
  'osr.moraleUnflagged': () => quietLine('ev.osr.moraleUnflagged'),
  'osr.moralePrompted': () => quietLine('ev.osr.moralePrompted'),
  'osr.moraleRecorded': (e, ctx) => {
    const morale = ctx.state.sys.morale;
    const flags = Array.isArray(morale) ? (morale as Record<string, unknown>[]) : [];
    const flag = flags.find((f) => f.id === str(e, 'flagId')) ?? {};
    const outcome = str(e, 'outcome');
    const parts = moraleParts(ctx, flag);
    return {
      category: 'save',
      key: 'ev.osr.moraleRecorded',
      params: { ...parts.params, outcome: ctx.term(`morale.outcome.${outcome}`, outcome) },
      names: parts.names,
    };
  },
  'osr.fleeResolved': (e, ctx) => {
    const flee = obj(e, 'flee');
    const outcome = String(flee.outcome ?? '');
    const key =
      outcome === 'escaped'
        ? 'ev.osr.fleeEscaped'
        : outcome === 'caught'
          ? 'ev.osr.fleeCaught'
          : 'ev.osr.fleeRecheck';
    return {
      category: 'turn',
      key,
      params: {
        side: sideName(ctx, String(flee.fleeingSideId ?? '')),
        pursuers: sideName(ctx, String(flee.pursuerSideId ?? '')),
      },
    };
  },
  'osr.onHitSaved': (e, ctx) => ({
    category: 'save',
    key: e.saved === true ? 'ev.osr.onHitSaved' : 'ev.osr.onHitFailed',
    params: { save: ctx.term(`onHit.save.${str(e, 'save')}`, str(e, 'save')) },
    names: { who: str(e, 'targetId') },
    targetId: str(e, 'targetId'),
  }),
  'osr.freeRoundGranted': (e, ctx) => ({
    category: 'initiative',
    key: 'ev.osr.freeRound',
    params: { side: sideName(ctx, str(e, 'sideId')), round: num(e, 'round') },
  }),
};

/** The check's kind and whom it concerns: a side or group by name, a creature by id. */
function moraleParts(
  ctx: DescribeContext,
  flag: Record<string, unknown>,
): { params: Record<string, string>; names: Record<string, string[]> } {
  const kind = String(flag.kind ?? 'morale');
  const target = obj(flag, 'target');
  const id = String(target.id ?? '');
  const params = { kind: ctx.term(`morale.kind.${kind}`, kind) };
  if (target.type === 'side')
    return { params: { ...params, target: sideName(ctx, id) }, names: {} };
  if (target.type === 'group') {
    return { params: { ...params, target: ctx.state.groups[id]?.name ?? id }, names: {} };
  }
  return { params, names: { target: [id] } };
}
