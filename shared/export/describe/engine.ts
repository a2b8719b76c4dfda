// Lines for the engine's own events (every system emits these too).
import type {
  Combatant,
  ConditionInstance,
  EngineEvent,
  InitiativeSlot,
} from '../../encounter/types';
import type { Described, DescribeContext, DescriberTable } from './types';
import { num, obj, str, strings } from './types';

const KIND_KEYS = { pc: 'kind.pc', npc: 'kind.npc', monster: 'kind.monster' } as const;

function slotText(slots: readonly InitiativeSlot[]): {
  names: Record<string, readonly string[]>;
  params: Record<string, string>;
} {
  // The order is told as one list of members; scores go in a parallel text for the DM.
  const ids: string[] = [];
  const seen = new Set<string>();
  const scores: string[] = [];
  for (const slot of slots) {
    if (slot.kind !== 'turn') continue;
    for (const id of slot.combatantIds) {
      // Phased orders (OSR) list a creature once per phase; the story names it once.
      if (seen.has(id)) continue;
      seen.add(id);
      ids.push(id);
      scores.push(slot.score === null ? '—' : String(slot.score));
    }
  }
  return { names: { order: ids }, params: { scores: scores.join(', ') } };
}

function conditionOf(ctx: DescribeContext, combatantId: string, conditionId: string) {
  const c = ctx.state.combatants[combatantId];
  return c?.conditions.find((k) => k.id === conditionId);
}

const patchFields = [
  'name',
  'kind',
  'side',
  'hidden',
  'nameHidden',
  'publicName',
  'hpRevealed',
  'notes',
  'hp',
  'maxHp',
  'tempHp',
  'ac',
  'initiativeBonus',
] as const;

/** Describers of the engine's events. */
export const engineDescribers: DescriberTable = {
  combatantAdded(e, ctx) {
    const c = obj(e, 'combatant') as unknown as Combatant;
    const side = ctx.sideName(c.side);
    return {
      category: 'setup',
      key: c.hidden ? 'ev.engine.addedHidden' : 'ev.engine.added',
      playerKey: 'ev.engine.addedPlayer',
      params: {
        kind: ctx.tr.t(KIND_KEYS[c.kind] ?? 'kind.monster'),
        side,
        hp: c.hp,
        maxHp: c.maxHp,
        ac: c.ac,
        // Armour Class as the system's seed abbreviates it (Russian 5e КД, 2e and OSR КБ).
        acTerm: ctx.term('term.ac', ctx.tr.t('field.ac')),
      },
      names: { who: c.id },
      targetId: c.id,
    };
  },
  combatantRemoved: (e) => ({
    category: 'setup',
    key: 'ev.engine.removed',
    names: { who: str(e, 'combatantId') },
    targetId: str(e, 'combatantId'),
  }),
  combatantUpdated(e, ctx) {
    const id = str(e, 'combatantId');
    const patch = obj(e, 'patch');
    const c = ctx.state.combatants[id];
    const changes: string[] = [];
    for (const field of patchFields) {
      if (!(field in patch) || patch[field] === undefined) continue;
      const before = c ? (c as unknown as Record<string, unknown>)[field] : undefined;
      const after = patch[field];
      if (field === 'notes') {
        changes.push(ctx.tr.t('field.notes'));
        continue;
      }
      changes.push(
        ctx.tr.t('change', {
          field:
            field === 'ac' ? ctx.term('term.ac', ctx.tr.t('field.ac')) : ctx.tr.t(`field.${field}`),
          before: valueText(ctx, before),
          after: valueText(ctx, after),
        }),
      );
    }
    const hpOnly = Object.keys(patch).every((k) => k === 'hp');
    const out: Described = {
      category: 'other',
      key: 'ev.engine.updated',
      params: { changes: changes.join('; ') },
      names: { who: id },
      targetId: id,
      // Players see a DM's HP correction only on creatures whose HP they see (decided later).
      playerKey: hpOnly ? 'ev.engine.hpSetPlayer' : null,
    };
    if (typeof patch.hp === 'number' && c) {
      out.params = { ...out.params, hp: patch.hp };
    }
    return out;
  },
  encounterNotesSet: (e) => ({
    category: 'note',
    key: 'ev.engine.notes',
    params: { notes: str(e, 'notes') },
    playerKey: null,
  }),
  sideSet: (e) => {
    const side = obj(e, 'side');
    return {
      category: 'setup',
      key: 'ev.engine.side',
      params: { side: String(side.name ?? side.id ?? '') },
      playerKey: null,
      quiet: true,
    };
  },
  groupSet: (e) => {
    const group = obj(e, 'group');
    return {
      category: 'setup',
      key: 'ev.engine.group',
      params: { group: String(group.name ?? '') },
      names: { members: strings(e.combatantIds) },
      playerKey: null,
    };
  },
  groupDissolved: (e, ctx) => ({
    category: 'setup',
    key: 'ev.engine.groupDissolved',
    params: { group: ctx.state.groups[str(e, 'groupId')]?.name ?? str(e, 'groupId') },
    playerKey: null,
  }),
  initiativeSet: (e) => {
    const slots = (e.slots as InitiativeSlot[] | undefined) ?? [];
    const { names, params } = slotText(slots);
    // a round laid out as its opening steps only (2e declarations) places nobody yet
    const nobody = slots.every((s) => s.combatantIds.length === 0);
    return {
      category: 'initiative',
      key: 'ev.engine.initiative',
      names,
      params,
      ...(nobody ? { quiet: true } : {}),
    };
  },
  slotPlaced: (e) => {
    const slot = obj(e, 'slot') as unknown as InitiativeSlot;
    return {
      category: 'initiative',
      key: slot.score === null ? 'ev.engine.placedNoScore' : 'ev.engine.placed',
      params: { score: slot.score ?? '' },
      names: { who: slot.combatantIds ?? [] },
    };
  },
  initiativeReordered: (e, ctx) => {
    const byKey = new Map(ctx.state.slots.map((s) => [s.key, s]));
    const slots = strings(e.slotKeys)
      .map((k) => byKey.get(k))
      .filter((s): s is InitiativeSlot => s !== undefined);
    const { names, params } = slotText(slots);
    return { category: 'initiative', key: 'ev.engine.reordered', names, params };
  },
  slotSplit: () => ({ category: 'initiative', key: 'ev.engine.slotSplit', quiet: true }),
  encounterStarted: () => ({ category: 'turn', key: 'ev.engine.started' }),
  roundStarted: (e) => ({
    category: 'turn',
    key: 'ev.engine.roundStarted',
    params: { round: num(e, 'round') },
    quiet: true,
  }),
  roundEnded: (e) => ({
    category: 'turn',
    key: 'ev.engine.roundEnded',
    params: { round: num(e, 'round') },
    quiet: true,
  }),
  turnStarted: (e, ctx) => turnBoundary(e, ctx, 'Started'),
  turnEnded: (e, ctx) => turnBoundary(e, ctx, 'Ended'),
  delayed: (e) => ({
    category: 'turn',
    key: 'ev.engine.delayed',
    names: { who: str(e, 'combatantId') },
    actorId: str(e, 'combatantId'),
  }),
  resumed: (e) => ({
    category: 'turn',
    key: 'ev.engine.resumed',
    names: { who: str(e, 'combatantId') },
    actorId: str(e, 'combatantId'),
  }),
  readied: (e) => {
    const r = obj(e, 'readied');
    return {
      category: 'turn',
      key: 'ev.engine.readied',
      params: { trigger: String(r.trigger ?? ''), response: String(r.response ?? '') },
      names: { who: str(e, 'combatantId') },
      actorId: str(e, 'combatantId'),
      playerKey: null,
    };
  },
  readyCleared: (e) => ({
    category: 'turn',
    key: str(e, 'reason') === 'triggered' ? 'ev.engine.readyTriggered' : 'ev.engine.readyExpired',
    names: { who: str(e, 'combatantId') },
    actorId: str(e, 'combatantId'),
    playerKey: null,
  }),
  left: (e, ctx) => ({
    category: 'turn',
    key: 'ev.engine.left',
    // The rules' reasons (OSR `fled`) in words; the DM's own reason as written.
    params: { reason: ctx.phrase(`reason.${str(e, 'reason')}`, str(e, 'reason')) },
    names: { who: str(e, 'combatantId') },
    targetId: str(e, 'combatantId'),
    playerKey: 'ev.engine.leftPlayer',
  }),
  orderLeft: (e) => ({
    category: 'turn',
    key: `ev.engine.orderLeft.${str(e, 'reason')}`,
    names: { who: strings(e.combatantIds) },
    // Bookkeeping: the death, flight or surrender that causes it is told already.
    quiet: true,
  }),
  rejoined: (e) => ({
    category: 'turn',
    key: 'ev.engine.rejoined',
    names: { who: str(e, 'combatantId') },
    targetId: str(e, 'combatantId'),
  }),
  conditionAdded(e, ctx) {
    const inst = obj(e, 'condition') as unknown as ConditionInstance;
    const id = str(e, 'combatantId');
    const d = inst.duration;
    const key = !d
      ? 'ev.engine.condition'
      : d.at === 'turnStart'
        ? 'ev.engine.conditionUntilStart'
        : 'ev.engine.conditionUntilEnd';
    return {
      category: 'condition',
      key,
      params: { condition: ctx.conditionLabel(inst.key), ...(d ? { count: d.rounds } : {}) },
      names: d ? { who: id, of: d.of } : { who: id, of: [] },
      targetId: id,
      ...(inst.sourceId ? { actorId: inst.sourceId } : {}),
      condition: inst.key,
    };
  },
  conditionRemoved(e, ctx) {
    const id = str(e, 'combatantId');
    const inst = conditionOf(ctx, id, str(e, 'conditionId'));
    const reason = str(e, 'reason');
    return {
      category: 'condition',
      key: reason === 'expired' ? 'ev.engine.conditionExpired' : 'ev.engine.conditionRemoved',
      params: { condition: inst ? ctx.conditionLabel(inst.key) : '' },
      names: { who: id },
      targetId: id,
      ...(inst ? { condition: inst.key } : {}),
    };
  },
  conditionTicked(e, ctx) {
    const id = str(e, 'combatantId');
    const inst = conditionOf(ctx, id, str(e, 'conditionId'));
    return {
      category: 'condition',
      key: 'ev.engine.conditionTicked',
      params: { condition: inst ? ctx.conditionLabel(inst.key) : '', count: num(e, 'rounds') },
      names: { who: id },
      targetId: id,
      playerKey: null,
      quiet: true,
    };
  },
  reminder(e, ctx) {
    const key = str(e, 'key');
    const params = { ...(obj(e, 'params') as Record<string, string | number>) };
    if (typeof params.condition === 'string')
      params.condition = ctx.conditionLabel(params.condition);
    // Reminders are the DM's: a creature they name goes by its real name; a value the system
    // names (a 2e scatter direction) is told in its words (`reminders.params.<param>.<value>`).
    for (const [param, value] of Object.entries(params)) {
      if (typeof value !== 'string' || param === 'condition') continue;
      params[param] =
        ctx.state.combatants[value]?.name ?? ctx.term(`reminders.params.${param}.${value}`, value);
    }
    const chosen = reminderKeys(ctx, key);
    const text = chosen ? ctx.tr.t(chosen, params) : key;
    const combatantId = str(e, 'combatantId');
    return {
      category: 'note',
      key: 'ev.engine.reminder',
      params: { text },
      ...(combatantId ? { targetId: combatantId } : {}),
      playerKey: null,
      // "Condition ended" repeats the conditionRemoved line just before it.
      quiet: key === 'conditionExpired',
    };
  },
  optionSet(e, ctx) {
    const key = str(e, 'key');
    const def = ctx.system.options.find((o) => o.key === key);
    const label = def ? ctx.term(def.labelKey, key) : key;
    return {
      category: 'option',
      key: 'ev.engine.option',
      params: { option: label, value: optionValueText(ctx, key, e.value) },
      playerKey: null,
    };
  },
  encounterEnded: (e, ctx) => ({
    category: 'turn',
    key: 'ev.engine.ended',
    params: {
      reason: ctx.phrase(`reason.${str(e, 'reason')}`, str(e, 'reason')),
    },
  }),
  xpAwarded(e, ctx) {
    // The defeated by how they ended; a group nobody is in reads as a dash. A foe the award
    // counted at a value has it beside its name (older logs and foes worth nothing have none).
    const defeated =
      (e.defeated as { combatantId: string; how: string; xp?: unknown }[] | undefined) ?? [];
    const names: Record<string, string[]> = {};
    const tags: Record<string, string[]> = {};
    const params: Record<string, string | number> = { total: num(e, 'total') };
    for (const how of ['killed', 'fled', 'surrendered']) {
      const group = defeated.filter((d) => d.how === how);
      if (group.length === 0) {
        params[how] = '—';
        continue;
      }
      names[how] = group.map((d) => d.combatantId);
      tags[how] = group.map((d) =>
        typeof d.xp === 'number' ? ctx.tr.t('ev.engine.xpFoe', { xp: d.xp }) : '',
      );
    }
    return { category: 'other', key: 'ev.engine.xpAwarded', params, names, tags };
  },
  xpShared: (e) => ({
    category: 'other',
    key: 'ev.engine.xpShared',
    params: { xp: num(e, 'xp') },
    names: { who: str(e, 'combatantId') },
    targetId: str(e, 'combatantId'),
  }),
  promptRaised(e, ctx) {
    const prompt = obj(e, 'prompt');
    const kind = String(prompt.kind ?? '');
    const combatantId = typeof prompt.combatantId === 'string' ? prompt.combatantId : '';
    const data = obj(prompt, 'data') as Record<string, string | number>;
    return {
      category: 'prompt',
      key: 'ev.engine.prompt',
      params: { text: promptTitle(ctx, kind, data, combatantId) },
      ...(combatantId ? { targetId: combatantId } : {}),
      playerKey: null,
    };
  },
  promptResolved(e, ctx) {
    const prompt = ctx.state.prompts.find((p) => p.id === str(e, 'promptId'));
    const kind = prompt?.kind ?? '';
    const choice = e.choice;
    return {
      category: 'prompt',
      key: choice === undefined ? 'ev.engine.promptClosed' : 'ev.engine.promptAnswered',
      params: {
        text: promptTitle(
          ctx,
          kind,
          (prompt?.data ?? {}) as Record<string, string | number>,
          prompt?.combatantId ?? '',
        ),
        choice: choiceText(ctx, kind, choice),
      },
      playerKey: null,
    };
  },
};

const reminderKeyCache = new WeakMap<DescribeContext['system'], Map<string, string | null>>();

/**
 * The catalog key of a reminder: the engine's (`engine.reminder.<key>`), or the system's under
 * the names the systems use (`reminders.<key>`, `reminder.<key>`, `<system>.reminder.<key>`,
 * or a key that names its catalog itself, `adnd2e:reminders.fallTooShort`). Found once per
 * system and reminder.
 */
function reminderKeys(ctx: DescribeContext, key: string): string | null {
  let bySystem = reminderKeyCache.get(ctx.system);
  if (!bySystem) {
    bySystem = new Map();
    reminderKeyCache.set(ctx.system, bySystem);
  }
  const cached = bySystem.get(key);
  if (cached !== undefined) return cached;
  const sys = ctx.system.id;
  const dot = key.indexOf('.');
  const local = dot > 0 && key.slice(0, dot) === sys ? key.slice(dot + 1) : key;
  const candidates = [
    ...(key.includes(':') ? [key] : []),
    `engine:engine.reminder.${key}`,
    `${sys}:reminders.${local}`,
    `${sys}:reminder.${local}`,
    // The 5e catalog is rooted at its system id (`dnd5e:dnd5e.reminder.lairAction`).
    `${sys}:${sys}.reminder.${local}`,
    `${sys}:reminders.${local}.title`,
  ];
  const found = candidates.find((k) => ctx.tr.has(k)) ?? null;
  bySystem.set(key, found);
  return found;
}

/** A value of a changed field, as text. */
function valueText(ctx: DescribeContext, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return ctx.tr.t(value ? 'value.yes' : 'value.no');
  return String(value);
}

/** An option value as text: on/off, the enum value's label, or the number. */
export function optionValueText(ctx: DescribeContext, key: string, value: unknown): string {
  if (typeof value === 'boolean') return ctx.tr.t(value ? 'value.on' : 'value.off');
  const def = ctx.system.options.find((o) => o.key === key);
  if (def && typeof value === 'string') {
    const base = def.labelKey.replace(/\.label$/, '');
    return ctx.term(`${base}.values.${value}`, value);
  }
  return String(value);
}

/** The title of a prompt kind, from the engine's or the system's catalog. */
function promptTitle(
  ctx: DescribeContext,
  kind: string,
  data: Record<string, string | number>,
  combatantId: string,
): string {
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(data)) {
    if (typeof v === 'number') params[k] = v;
    // A creature is named; a term of the system named by the prompt's kind (OSR
    // `morale.kind.loyalty`) is told in words, as the prompt card on screen tells it.
    else if (typeof v === 'string') params[k] = nameIn(ctx, v) ?? ctx.term(`${kind}.${k}.${v}`, v);
  }
  // The tactical prompts name the mover and the creature that may react (5E-OA-01, AMB-31).
  if (combatantId) {
    const moverId = typeof data.moverId === 'string' ? data.moverId : combatantId;
    params.mover = nameIn(ctx, moverId) ?? moverId;
    params.reactor = nameIn(ctx, combatantId) ?? combatantId;
  }
  return ctx.firstOf(
    [
      `engine:engine.prompt.${kind}`,
      `${ctx.system.id}:prompt.${kind}.title`,
      `${ctx.system.id}:${ctx.system.id}.prompt.${kind}.title`,
      `${ctx.system.id}:prompts.${kind}.title`,
      `${ctx.system.id}:prompts.${kind}`,
    ],
    params,
    kind,
  );
}

/** An answer to a prompt as text: the system's label of the choice, or the value itself. */
function choiceText(ctx: DescribeContext, kind: string, choice: unknown): string {
  if (choice === undefined || choice === null) return '—';
  if (typeof choice === 'string') {
    return ctx.firstOf(
      [
        `${ctx.system.id}:prompt.${kind}.choice.${choice}`,
        `${ctx.system.id}:${ctx.system.id}.prompt.${kind}.choice.${choice}`,
        `${ctx.system.id}:prompts.${kind}.choices.${choice}`,
        // The outcome of a check the prompt asks for (OSR `morale.outcome.breaks`).
        `${ctx.system.id}:${kind}.outcome.${choice}`,
      ],
      {},
      choice,
    );
  }
  if (typeof choice === 'boolean') return ctx.tr.t(choice ? 'value.yes' : 'value.no');
  if (typeof choice === 'number') return String(choice);
  // Creatures picked (whose reach was left, who the oil splashes) or an order of them: named.
  if (Array.isArray(choice) && choice.every((x) => typeof x === 'string')) {
    return choice.length === 0 ? '—' : choice.map((id) => nameIn(ctx, id) ?? id).join(', ');
  }
  return JSON.stringify(choice);
}

/**
 * The name of a combatant or group of the fight, from its id or its initiative slot's key
 * (`c:<id>`, `g:<group>`: a tie's answer is an order of slots); null for any other string.
 */
function nameIn(ctx: DescribeContext, id: string): string | null {
  const { combatants, groups } = ctx.state;
  if (Object.hasOwn(combatants, id)) return combatants[id]?.name ?? null;
  const rest = id.slice(2);
  if (id.startsWith('c:') && Object.hasOwn(combatants, rest)) return combatants[rest]?.name ?? null;
  if (id.startsWith('g:') && Object.hasOwn(groups, rest)) return groups[rest]?.name ?? null;
  return null;
}

/**
 * The start or end of a turn. A step of the round that no creature acts in (OSR's declare
 * step, the 5e lair step) is named by its label instead of by an empty list of creatures.
 */
function turnBoundary(e: EngineEvent, ctx: DescribeContext, edge: 'Started' | 'Ended'): Described {
  const who = strings(e.activeIds);
  if (who.length > 0) {
    return { category: 'turn', key: `ev.engine.turn${edge}`, names: { who }, quiet: true };
  }
  const slot = ctx.state.slots.find((s) => s.key === e.slotKey);
  const labelKey = slot?.labelKey ?? '';
  const step = ctx.firstOf(
    [`${ctx.system.id}:${labelKey}`, `engine:${labelKey}`],
    {},
    labelKey || str(e, 'slotKey'),
  );
  return { category: 'turn', key: `ev.engine.step${edge}`, params: { step }, quiet: true };
}
