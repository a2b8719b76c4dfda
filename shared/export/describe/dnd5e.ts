// Lines for the D&D 5e system's events (shared/rules/dnd5e/dnd5e-events.ts), including the
// log-only `note5e` facts: attack rolls, saves, surprise, system shock, injuries, cleave.
// Legendary and lair actions and spell slots have their own file (dnd5e-resources.ts).
import type { EngineEvent } from '../../encounter/types';
import type { Dnd5eNoteKind } from '../../rules/dnd5e/note-kinds';
import { dnd5eResourceDescribers } from './dnd5e-resources';
import type { Described, DescribeContext, Describer, DescriberTable } from './types';
import { num, obj, str, strings } from './types';

/** A 5e term: the system's keys are rooted at `dnd5e.`. */
const term5 = (ctx: DescribeContext, key: string, fallback: string): string =>
  ctx.term(`dnd5e.${key}`, fallback);

const ABILITIES = ['str', 'dex', 'con', 'int', 'wis', 'cha'];

const abilityText = (ctx: DescribeContext, ability: string): string =>
  ABILITIES.includes(ability) ? ctx.tr.t(`ability.${ability}`) : ability;

/**
 * The cover that counted on an attack or a save, for the DM's line (5E-COVER-02: of several
 * sources the best counts, and the log names it): '' without cover.
 */
function coverText(d: Record<string, unknown>, ctx: DescribeContext): string {
  const degree = typeof d.cover === 'string' ? d.cover : 'none';
  if (degree === 'none') return '';
  const named = ctx.tr.t(`cover5e.${degree}`);
  const source = typeof d.coverSource === 'string' ? d.coverSource : 'dm';
  if (source === 'map') return ctx.tr.t('cover5e.countedMap', { degree: named });
  if (source === 'dm') return ctx.tr.t('cover5e.countedDm', { degree: named });
  return ctx.tr.t('cover5e.counted', { degree: named, source });
}

function saveLine(
  e: Record<string, unknown>,
  ctx: DescribeContext,
  id: string,
  what: string,
): Described {
  const success = e.success === true;
  if (e.total === undefined) {
    // The DM ruled on the save instead of rolling it.
    return {
      category: 'save',
      key: success ? 'ev.dnd5e.saveMadeDm' : 'ev.dnd5e.saveFailedDm',
      params: { save: what },
      names: { who: id },
      targetId: id,
    };
  }
  return {
    category: 'save',
    key: success ? 'ev.dnd5e.saveMade' : 'ev.dnd5e.saveFailed',
    playerKey: success ? 'ev.dnd5e.saveMadePlayer' : 'ev.dnd5e.saveFailedPlayer',
    params: {
      save: what,
      total: Number(e.total ?? 0),
      dc: Number(e.dc ?? 0),
      cover: coverText(e, ctx),
    },
    names: { who: id },
    targetId: id,
  };
}

/** A note's creature id field ('' when absent). */
const idOf = (d: Record<string, unknown>, key: string): string =>
  typeof d[key] === 'string' ? d[key] : '';

/** A contest of the tactical rules (grapple, shove, disarm…) in the recap's language. */
const contestText = (ctx: DescribeContext, contest: string): string =>
  ctx.phrase(`contest5e.${contest}`, contest);

/** A skill a contest rolls in the recap's language. */
const skillText = (ctx: DescribeContext, skill: unknown): string =>
  ctx.phrase(`skill5e.${String(skill ?? '')}`, String(skill ?? ''));

/** A grapple, shove or other contest: both checks for the DM, the outcome for the players. */
function contestLine(d: Record<string, unknown>, ctx: DescribeContext): Described {
  const who = idOf(d, 'initiatorId');
  const target = idOf(d, 'defenderId');
  const success = d.success === true;
  const base = {
    category: 'attack' as const,
    names: { who, target },
    actorId: who,
    targetId: target,
  };
  const contest = contestText(ctx, String(d.contest ?? ''));
  if (d.immune === true) {
    return {
      ...base,
      key: 'ev.dnd5e.contestImmune',
      params: { contest, condition: ctx.conditionLabel('grappled') },
    };
  }
  if (d.automatic === true) {
    return {
      ...base,
      key: success ? 'ev.dnd5e.contestAutoWon' : 'ev.dnd5e.contestAutoLost',
      params: { contest },
    };
  }
  return {
    ...base,
    key: success ? 'ev.dnd5e.contestWon' : 'ev.dnd5e.contestLost',
    playerKey: success ? 'ev.dnd5e.contestWonPlayer' : 'ev.dnd5e.contestLostPlayer',
    params: {
      contest,
      skill: skillText(ctx, d.initiatorSkill),
      total: Number(d.initiatorTotal ?? 0),
      targetSkill: skillText(ctx, d.defenderSkill),
      targetTotal: Number(d.defenderTotal ?? 0),
    },
  };
}

/** A Stealth or search check against the DM's DC (or none): the players never see the roll. */
function checkLine(
  d: Record<string, unknown>,
  keys: { withDc: [string, string]; noDc: string },
): Described {
  const who = idOf(d, 'combatantId');
  const total = Number(d.total ?? 0);
  const dc = typeof d.dc === 'number' ? d.dc : null;
  return {
    category: 'other',
    key: dc === null ? keys.noDc : total >= dc ? keys.withDc[0] : keys.withDc[1],
    params: { total, dc: dc ?? '' },
    names: { who },
    actorId: who,
    playerKey: null,
  };
}

/** Notes: facts the 5e rules log without changing state, one sentence per kind. */
const notes: Readonly<
  Record<Dnd5eNoteKind, (d: Record<string, unknown>, ctx: DescribeContext) => Described>
> = {
  attack(d, ctx) {
    const hit = d.hit === true;
    const crit = d.crit === true;
    const mode = String(d.mode ?? 'normal');
    return {
      category: 'attack',
      key: crit ? 'ev.dnd5e.attackCrit' : hit ? 'ev.dnd5e.attackHit' : 'ev.dnd5e.attackMiss',
      playerKey: crit
        ? 'ev.dnd5e.attackCritPlayer'
        : hit
          ? 'ev.dnd5e.attackHitPlayer'
          : 'ev.dnd5e.attackMissPlayer',
      params: {
        natural: Number(d.natural ?? 0),
        total: Number(d.total ?? 0),
        ac: Number(d.ac ?? 0),
        mode:
          (mode === 'advantage' || mode === 'disadvantage'
            ? `, ${ctx.tr.t(`mode5e.${mode}`)}`
            : '') + coverText(d, ctx),
      },
      names: { who: String(d.attackerId ?? ''), target: String(d.targetId ?? '') },
      actorId: String(d.attackerId ?? ''),
      targetId: String(d.targetId ?? ''),
      attack: true,
      crit,
    };
  },
  save: (d, ctx) =>
    saveLine(d, ctx, String(d.combatantId ?? ''), abilityText(ctx, String(d.ability ?? ''))),
  concentrationSave: (d, ctx) =>
    saveLine(
      d,
      ctx,
      String(d.combatantId ?? ''),
      term5(ctx, 'term.concentration', 'concentration'),
    ),
  massiveSave: (d, ctx) => saveLine(d, ctx, String(d.targetId ?? ''), ctx.tr.t('save5e.massive')),
  moraleSave: (d, ctx) => saveLine(d, ctx, String(d.saverId ?? ''), ctx.tr.t('save5e.morale')),
  injuryActionSave: (d, ctx) =>
    saveLine(d, ctx, String(d.targetId ?? ''), ctx.tr.t('save5e.injury')),
  limpSave: (d, ctx) => saveLine(d, ctx, String(d.targetId ?? ''), ctx.tr.t('save5e.limp')),
  riderSave: (d, ctx) => saveLine(d, ctx, String(d.combatantId ?? ''), ctx.tr.t('save5e.rider')),
  contest: contestLine,
  disarm(d, ctx) {
    const who = idOf(d, 'attackerId');
    const target = idOf(d, 'targetId');
    const dropped = d.itemDropped === true;
    const item = typeof d.item === 'string' && d.item !== '' ? d.item : ctx.tr.t('disarm5e.item');
    return {
      category: 'attack',
      key: dropped ? 'ev.dnd5e.disarmDropped' : 'ev.dnd5e.disarmHeld',
      playerKey: dropped ? 'ev.dnd5e.disarmDroppedPlayer' : 'ev.dnd5e.disarmHeldPlayer',
      params: {
        item,
        total: Number(d.attackTotal ?? 0),
        skill: skillText(ctx, d.defenderSkill),
        targetTotal: Number(d.defenderTotal ?? 0),
        mode:
          d.mode === 'advantage' || d.mode === 'disadvantage'
            ? `, ${ctx.tr.t(`mode5e.${d.mode}`)}`
            : '',
      },
      names: { who, target },
      actorId: who,
      targetId: target,
    };
  },
  hide: (d) =>
    checkLine(d, {
      withDc: ['ev.dnd5e.hideHidden', 'ev.dnd5e.hideSeen'],
      noDc: 'ev.dnd5e.hideRolled',
    }),
  search: (d) =>
    checkLine(d, {
      withDc: ['ev.dnd5e.searchFound', 'ev.dnd5e.searchMissed'],
      noDc: 'ev.dnd5e.searchRolled',
    }),
  hitCover(d) {
    const who = idOf(d, 'attackerId');
    const target = idOf(d, 'targetId');
    const cover = idOf(d, 'coverId');
    const names: Record<string, string> = cover ? { who, target, cover } : { who, target };
    return {
      category: 'attack',
      key: cover ? 'ev.dnd5e.hitCoverCreature' : 'ev.dnd5e.hitCoverObject',
      names,
      actorId: who,
      // The creature giving cover is the one hit (and the one the players must see).
      targetId: cover || target,
    };
  },
  noOpportunity: (d, ctx) => ({
    category: 'other',
    key: 'ev.dnd5e.noOpportunity',
    params: {
      reason: ctx.phrase(`noOpportunity5e.${String(d.reason ?? '')}`, String(d.reason ?? '')),
    },
    names: { who: idOf(d, 'reactorId'), target: idOf(d, 'moverId') },
    actorId: idOf(d, 'reactorId'),
    quiet: true,
    playerKey: null,
  }),
  pushed: (d) => ({
    category: 'other',
    key: 'ev.dnd5e.pushedBack',
    params: { feet: Number(d.feet ?? 0) },
    names: { who: idOf(d, 'targetId') },
    targetId: idOf(d, 'targetId'),
  }),
  pushBlocked: (d, ctx) => ({
    category: 'other',
    key: 'ev.dnd5e.pushBlocked',
    params: {
      reason: ctx.phrase(`pushBlocked5e.${String(d.reason ?? '')}`, String(d.reason ?? '')),
    },
    names: { who: idOf(d, 'targetId') },
    targetId: idOf(d, 'targetId'),
  }),
  landed: (d) => ({
    category: 'other',
    key:
      typeof d.dice === 'string' && d.dice !== ''
        ? 'ev.dnd5e.fallLanded'
        : 'ev.dnd5e.fallLandedSafe',
    params: { feet: Number(d.feet ?? 0), dice: String(d.dice ?? '') },
    names: { who: idOf(d, 'combatantId') },
    targetId: idOf(d, 'combatantId'),
  }),
  cleaveOutOfReach: (d) => ({
    category: 'damage',
    key: 'ev.dnd5e.cleaveOutOfReach',
    params: { excess: Number(d.excess ?? 0) },
    names: { target: idOf(d, 'targetId') },
    playerKey: null,
  }),
  firstAid: (d) => ({
    category: 'healing',
    key: d.success === true ? 'ev.dnd5e.firstAidOk' : 'ev.dnd5e.firstAidFailed',
    params: { total: Number(d.total ?? 0), dc: Number(d.dc ?? 0) },
    names: { who: String(d.targetId ?? ''), healer: strings([d.healerId]) },
    targetId: String(d.targetId ?? ''),
    ...(typeof d.healerId === 'string' ? { actorId: d.healerId } : {}),
  }),
  surprise: (d) =>
    strings(d.surprised).length === 0
      ? { category: 'initiative', key: 'ev.dnd5e.noSurprise' }
      : { category: 'initiative', key: 'ev.dnd5e.surprise', names: { who: strings(d.surprised) } },
  systemShock: (d, ctx) => ({
    category: 'injury',
    key: 'ev.dnd5e.systemShock',
    params: {
      d10: Number(d.d10 ?? 0),
      result: term5(ctx, `shock.${String(d.result ?? '')}`, String(d.result ?? '')),
    },
    names: { who: String(d.targetId ?? '') },
    targetId: String(d.targetId ?? ''),
    playerKey: 'ev.dnd5e.systemShockPlayer',
  }),
  injuryRolled: (d, ctx) => ({
    category: 'injury',
    key: 'ev.dnd5e.injury',
    playerKey: 'ev.dnd5e.injuryPlayer',
    params: { d20: Number(d.d20 ?? 0), injury: ctx.conditionLabel(String(d.injury ?? '')) },
    names: { who: String(d.targetId ?? '') },
    targetId: String(d.targetId ?? ''),
  }),
  injuryDashFall: (d) => ({
    category: 'injury',
    key: 'ev.dnd5e.injuryDashFall',
    names: { who: String(d.targetId ?? '') },
    targetId: String(d.targetId ?? ''),
  }),
  woundTended: (d) => ({
    category: 'healing',
    key: 'ev.dnd5e.woundTended',
    names: { who: String(d.targetId ?? '') },
    targetId: String(d.targetId ?? ''),
  }),
  damageIgnoredDead: (d) => ({
    category: 'damage',
    key: 'ev.dnd5e.damageIgnoredDead',
    names: { who: String(d.targetId ?? '') },
    targetId: String(d.targetId ?? ''),
    quiet: true,
    playerKey: null,
  }),
  healIgnoredDead: (d) => ({
    category: 'healing',
    key: 'ev.dnd5e.healIgnoredDead',
    names: { who: String(d.targetId ?? '') },
    targetId: String(d.targetId ?? ''),
    quiet: true,
    playerKey: null,
  }),
  cleaveMissed: (d) => ({
    category: 'damage',
    key: 'ev.dnd5e.cleaveMissed',
    params: { excess: Number(d.excess ?? 0) },
    playerKey: null,
  }),
  cleaveCarried: (d) => ({
    category: 'damage',
    key: 'ev.dnd5e.cleaveCarried',
    params: { excess: Number(d.excess ?? 0) },
    names: { target: String(d.targetId ?? '') },
  }),
  tempHpKept: (d) => ({
    category: 'healing',
    key: 'ev.dnd5e.tempHpKept',
    params: { tempHp: Number(d.tempHp ?? 0), offered: Number(d.offered ?? 0) },
    names: { who: String(d.targetId ?? '') },
    targetId: String(d.targetId ?? ''),
    playerKey: null,
  }),
  concentrationKept: (d) => ({
    category: 'save',
    key: 'ev.dnd5e.concentrationKept',
    names: { who: String(d.combatantId ?? '') },
    targetId: String(d.combatantId ?? ''),
  }),
  longRestNoBenefit: (d) => ({
    category: 'healing',
    key: 'ev.dnd5e.longRestNoBenefit',
    names: { who: String(d.combatantId ?? '') },
    targetId: String(d.combatantId ?? ''),
    playerKey: null,
  }),
  healingSurge: (d) => ({
    category: 'healing',
    key: 'ev.dnd5e.healingSurge',
    // The sentence has plural forms: `count` picks the form, `dice` is the number told.
    params: { dice: Number(d.dice ?? 0), count: Number(d.dice ?? 0) },
    names: { who: String(d.combatantId ?? '') },
    actorId: String(d.combatantId ?? ''),
  }),
  // 5E-SIZE-03: it stands where the one it ends next to has no room left around it.
  crowded: (d) => ({
    category: 'note',
    key: 'ev.dnd5e.crowded',
    names: { who: String(d.combatantId ?? ''), target: String(d.targetId ?? '') },
    actorId: String(d.combatantId ?? ''),
    playerKey: null,
  }),
  // 5E-TURN-06: a brief word or gesture, with what was said when the DM wrote it down.
  communicate: (d) => ({
    category: 'note',
    key: typeof d.note === 'string' ? 'ev.dnd5e.communicateNote' : 'ev.dnd5e.communicate',
    ...(typeof d.note === 'string' ? { params: { note: d.note } } : {}),
    names: { who: String(d.combatantId ?? '') },
    actorId: String(d.combatantId ?? ''),
    playerKey: null,
  }),
};

const note: Describer = (e, ctx) => {
  const kind = str(e, 'kind');
  const data = obj(e, 'data');
  // Own kinds only: a note of a newer log's kind still gets a line naming it.
  if (Object.hasOwn(notes, kind)) return notes[kind as Dnd5eNoteKind](data, ctx);
  return {
    category: 'note',
    key: 'ev.generic',
    params: { type: `note5e.${kind}` },
    playerKey: null,
  };
};

const cause = (ctx: DescribeContext, e: EngineEvent): string =>
  ctx.phrase(`cause5e.${str(e, 'cause')}`, str(e, 'cause'));

/** A tactical bookkeeping line (turn economy, map, marks…): the DM's CSV row, not the prose. */
const tactical =
  (what: string): Describer =>
  (e, ctx) => {
    // One creature (`combatantId`), several (`combatantIds`), or one per entry (turn openings).
    const id = str(e, 'combatantId');
    const entries = Array.isArray(e.entries) ? (e.entries as Record<string, unknown>[]) : [];
    const ids = id
      ? [id]
      : [...strings(e.combatantIds), ...strings(entries.map((x) => x.combatantId))];
    return {
      category: 'other',
      key: ids.length > 0 ? 'ev.dnd5e.tactical' : 'ev.dnd5e.map',
      params: { change: ctx.tr.t(`tactical5e.${what}`) },
      ...(ids.length > 0 ? { names: { who: ids } } : {}),
      ...(id ? { targetId: id } : {}),
      quiet: true,
      playerKey: null,
    };
  };

/** A tactical fact the DM's log tells (the player display shows no positions). */
const tacticalLine = (
  e: EngineEvent,
  key: string,
  id: string,
  params: Record<string, string | number> = {},
  names: Record<string, string> = {},
): Described => ({
  category: 'other',
  key,
  params,
  names: { who: id, ...names },
  actorId: id,
  playerKey: null,
});

/** Describers of the D&D 5e system's events. */
export const dnd5eDescribers: DescriberTable = {
  tacticsChanged: tactical('tacticsChanged'),
  turnOpened: tactical('turnOpened'),
  turnClosed: tactical('turnClosed'),
  positioned: tactical('positioned'),
  facingSet: tactical('facingSet'),
  mapEdited: tactical('mapEdited'),
  mapCleared: tactical('mapCleared'),
  tacticalStatsSet: tactical('tacticalStatsSet'),
  marksSet: tactical('marksSet'),
  markAttackUsed: tactical('markAttackUsed'),
  passThroughSet: tactical('passThroughSet'),
  altitudeSet: tactical('altitudeSet'),
  moved: (e) => {
    const movement = str(e, 'movement');
    const key =
      movement === 'teleport'
        ? 'ev.dnd5e.teleported'
        : movement === 'forced'
          ? 'ev.dnd5e.pushed'
          : 'ev.dnd5e.moved';
    return tacticalLine(e, key, str(e, 'combatantId'), { feet: num(e, 'costFt') });
  },
  hidingSet: (e) =>
    e.stealth === null || e.stealth === undefined
      ? tacticalLine(e, 'ev.dnd5e.unhidden', str(e, 'combatantId'))
      : tacticalLine(e, 'ev.dnd5e.hiding', str(e, 'combatantId'), { stealth: num(e, 'stealth') }),
  mountSet: (e) =>
    typeof e.mountId === 'string'
      ? tacticalLine(e, 'ev.dnd5e.mounted', str(e, 'riderId'), {}, { mount: e.mountId })
      : tacticalLine(e, 'ev.dnd5e.dismounted', str(e, 'riderId')),
  clingingSet: (e) =>
    typeof e.targetId === 'string'
      ? tacticalLine(e, 'ev.dnd5e.clinging', str(e, 'combatantId'), {}, { target: e.targetId })
      : tacticalLine(e, 'ev.dnd5e.letGo', str(e, 'combatantId')),
  fallingSet: (e) =>
    tacticalLine(e, e.falling ? 'ev.dnd5e.falling' : 'ev.dnd5e.landed', str(e, 'combatantId')),
  underwaterSet: (e) => ({
    category: 'other',
    key: e.underwater === true ? 'ev.dnd5e.underwater' : 'ev.dnd5e.surfaced',
    names: { who: strings(e.combatantIds) },
    playerKey: null,
  }),
  damageTaken(e, ctx) {
    const type = str(e, 'damageType');
    const defenses: string[] = [];
    if (e.immune === true) defenses.push(term5(ctx, 'term.immunity', 'immunity'));
    if (e.resisted === true) defenses.push(term5(ctx, 'term.resistance', 'resistance'));
    if (e.vulnerable === true) defenses.push(term5(ctx, 'term.vulnerability', 'vulnerability'));
    if (e.halved === true) defenses.push(ctx.tr.t('dmg5e.halved'));
    if (e.isCrit === true) defenses.push(term5(ctx, 'term.critical', 'critical'));
    const attackerId = str(e, 'attackerId');
    return {
      category: 'damage',
      key: 'ev.dnd5e.damage',
      params: {
        amount: num(e, 'final'),
        type: type ? term5(ctx, `damageType.${type}`, type) : ctx.tr.t('dmg5e.untyped'),
        detail: defenses.length > 0 ? `, ${defenses.join(', ')}` : '',
      },
      names: { who: str(e, 'targetId') },
      targetId: str(e, 'targetId'),
      ...(attackerId ? { actorId: attackerId } : {}),
      hp: 'damage',
      amount: num(e, 'final'),
    };
  },
  fellUnconscious: (e, ctx) => ({
    category: 'death',
    key: e.stable === true ? 'ev.dnd5e.knockedOut' : 'ev.dnd5e.unconscious',
    params: { cause: cause(ctx, e) },
    names: { who: str(e, 'targetId') },
    targetId: str(e, 'targetId'),
  }),
  died: (e, ctx) => ({
    category: 'death',
    key: 'ev.dnd5e.died',
    params: { cause: cause(ctx, e) },
    names: { who: str(e, 'targetId') },
    targetId: str(e, 'targetId'),
  }),
  deathSaveFailures: (e) => ({
    category: 'death',
    key: 'ev.dnd5e.deathSaveFailures',
    params: { count: num(e, 'added'), failures: num(e, 'failures') },
    names: { who: str(e, 'targetId') },
    targetId: str(e, 'targetId'),
  }),
  deathSaveRolled: (e, ctx) => ({
    category: 'death',
    key: 'ev.dnd5e.deathSave',
    params: {
      d20: num(e, 'd20'),
      result: ctx.tr.t(`deathSave.${str(e, 'result') || 'failure'}`),
      successes: num(e, 'successes'),
      failures: num(e, 'failures'),
    },
    names: { who: str(e, 'targetId') },
    targetId: str(e, 'targetId'),
  }),
  stabilized: (e) => ({
    category: 'death',
    key: 'ev.dnd5e.stabilized',
    names: { who: str(e, 'targetId') },
    targetId: str(e, 'targetId'),
  }),
  healed: (e, ctx) => ({
    category: 'healing',
    key: 'ev.dnd5e.healed',
    params: { amount: num(e, 'hp') - num(e, 'hpBefore'), cause: cause(ctx, e) },
    names: { who: str(e, 'targetId') },
    targetId: str(e, 'targetId'),
    hp: 'heal',
    amount: num(e, 'hp') - num(e, 'hpBefore'),
  }),
  hpSet: (e, ctx) => ({
    category: 'damage',
    key: 'ev.dnd5e.hpSet',
    params: { hp: num(e, 'hp'), cause: cause(ctx, e) },
    names: { who: str(e, 'targetId') },
    targetId: str(e, 'targetId'),
    playerKey: 'ev.dnd5e.hpSetPlayer',
  }),
  tempHpSet: (e) => ({
    category: 'healing',
    key: 'ev.dnd5e.tempHp',
    params: { tempHp: num(e, 'tempHp') },
    names: { who: str(e, 'targetId') },
    targetId: str(e, 'targetId'),
    playerKey: null,
  }),
  maxHpSet: (e, ctx) => ({
    category: 'injury',
    key: 'ev.dnd5e.maxHp',
    params: { maxHp: num(e, 'maxHp'), cause: cause(ctx, e) },
    names: { who: str(e, 'targetId') },
    targetId: str(e, 'targetId'),
    playerKey: null,
  }),
  concentrationStarted: (e) => ({
    category: 'condition',
    key: 'ev.dnd5e.concentrating',
    params: { spell: str(e, 'spell') },
    names: { who: str(e, 'combatantId') },
    actorId: str(e, 'combatantId'),
  }),
  concentrationEnded: (e, ctx) => ({
    category: 'condition',
    key: 'ev.dnd5e.concentrationEnded',
    params: { reason: ctx.phrase(`concentrationEnd.${str(e, 'reason')}`, str(e, 'reason')) },
    names: { who: str(e, 'combatantId') },
    targetId: str(e, 'combatantId'),
  }),
  deathRuleSet: (e) => ({
    category: 'setup',
    key: 'ev.dnd5e.deathRule',
    params: { rule: String(e.deathRule ?? '') },
    names: { who: str(e, 'combatantId') },
    quiet: true,
    playerKey: null,
  }),
  halfHpReached: (e) => ({
    category: 'other',
    key: 'ev.dnd5e.halfHp',
    names: { who: str(e, 'combatantId') },
    targetId: str(e, 'combatantId'),
    quiet: true,
    playerKey: null,
  }),
  sideLoss: () => ({ category: 'other', key: 'ev.dnd5e.sideLoss', quiet: true, playerKey: null }),
  groupBaseline: () => ({
    category: 'setup',
    key: 'ev.dnd5e.groupBaseline',
    quiet: true,
    playerKey: null,
  }),
  moraleSet: (e, ctx) => {
    const morale = e.morale;
    const state = typeof morale === 'string' ? morale : String(obj(e, 'morale').state ?? '');
    return {
      category: 'save',
      key: 'ev.dnd5e.morale',
      params: { morale: ctx.phrase(`morale5e.${state}`, state) },
      names: { who: strings(e.combatantIds) },
    };
  },
  hitDiceSpent: (e) => ({
    category: 'healing',
    key: 'ev.dnd5e.hitDice',
    params: { count: num(e, 'dice'), amount: num(e, 'healed') },
    names: { who: str(e, 'combatantId') },
    targetId: str(e, 'combatantId'),
    hp: 'heal',
  }),
  rested: (e, ctx) => ({
    category: 'healing',
    // 5E-SLOWHEAL-01: a long rest under slow natural healing gives no HP back; the line says why.
    key:
      str(e, 'kind') === 'long' &&
      ctx.state.options['heal.slowNatural'] === true &&
      num(e, 'hp') < (ctx.state.combatants[str(e, 'combatantId')]?.maxHp ?? 0)
        ? 'ev.dnd5e.restedSlow'
        : 'ev.dnd5e.rested',
    params: {
      rest: term5(
        ctx,
        str(e, 'kind') === 'long' ? 'term.longRest' : 'term.shortRest',
        str(e, 'kind'),
      ),
    },
    names: { who: str(e, 'combatantId') },
    targetId: str(e, 'combatantId'),
    hp: 'heal',
  }),
  kitUsed: (e) => ({
    category: 'healing',
    key: 'ev.dnd5e.kit',
    names: { who: str(e, 'combatantId') },
    targetId: str(e, 'combatantId'),
  }),
  timePassed: (e) => ({
    category: 'other',
    key: 'ev.dnd5e.time',
    params: { count: num(e, 'hours') },
  }),
  speedFactorDeclared: (e) => ({
    category: 'initiative',
    key: 'ev.dnd5e.speedFactor',
    names: { who: str(e, 'combatantId') },
    actorId: str(e, 'combatantId'),
    playerKey: null,
    quiet: true,
  }),
  speedFactorCleared: () => ({
    category: 'initiative',
    key: 'ev.dnd5e.speedFactorCleared',
    quiet: true,
    playerKey: null,
  }),
  note5e: note,
  ...dnd5eResourceDescribers,
};
