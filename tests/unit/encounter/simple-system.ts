// A deliberately small rule system used to test the system-agnostic engine: d20 + bonus
// initiative (optionally re-rolled each round), HP clamped to 0..max, one prompt kind.
import { z } from 'zod';
import {
  RuleError,
  baseDamageCommandSchema,
  baseHealCommandSchema,
  compareByScore,
  ev,
  registerSystem,
  requireCombatant,
  requireNonNegative,
} from '../../../shared';
import type { Combatant, EngineEvent, InitiativeSlot, RuleSystem } from '../../../shared';

const statblock = z.object({
  hp: z.number().int().min(0),
  ac: z.number().int(),
  init: z.number().int(),
});

const i18n = { en: { name: 'Simple' }, uk: { name: 'Простий' }, ru: { name: 'Простой' } };

export const simpleSystem: RuleSystem = {
  id: 'simple',
  labelKey: 'simple.name',
  options: [
    {
      key: 'perRound',
      kind: 'optional',
      type: 'boolean',
      default: false,
      ruleIds: ['T-1'],
      labelKey: 'a',
      helpKey: 'a',
    },
    {
      key: 'extra',
      kind: 'optional',
      type: 'boolean',
      default: false,
      ruleIds: ['T-2'],
      requires: 'perRound',
      labelKey: 'b',
      helpKey: 'b',
    },
    {
      key: 'ties',
      kind: 'dmChoice',
      type: 'enum',
      default: 'manual',
      values: ['manual', 'auto'],
      ruleIds: ['T-3'],
      labelKey: 'c',
      helpKey: 'c',
    },
    {
      key: 'bySide',
      kind: 'optional',
      type: 'boolean',
      default: false,
      ruleIds: ['T-5'],
      labelKey: 'e',
      helpKey: 'e',
    },
    {
      key: 'limit',
      kind: 'dmChoice',
      type: 'number',
      default: 3,
      min: 1,
      max: 9,
      ruleIds: ['T-4'],
      labelKey: 'd',
      helpKey: 'd',
    },
  ],
  conditions: [
    { key: 'stunned', labelKey: 'stunned', playerVisible: true, effects: {} },
    { key: 'secret', labelKey: 'secret', playerVisible: false, effects: {} },
  ],
  statblockSchema: statblock,
  commandSchemas: {
    damage: baseDamageCommandSchema,
    heal: baseHealCommandSchema,
    ask: z.object({
      type: z.literal('ask'),
      combatantId: z.string(),
      blocking: z.boolean().optional(),
    }),
    attack: z.object({
      type: z.literal('attack'),
      combatantId: z.string(),
      typedRolls: z.record(z.string(), z.array(z.number())).optional(),
    }),
  },
  eventTypes: ['hpSet', 'answered', 'attacked'],
  i18n,
  roundStructure: { steps: [] },
  hooks: {
    onTurnStart(state, id) {
      const c = state.combatants[id] as Combatant;
      return c.hp === 0 ? [ev.reminder('down', {}, id)] : [];
    },
  },
  initiative: {
    direction: () => 'desc',
    rerollEachRound: (state) => state.options.perRound === true,
    roll(state, request, ctx) {
      const slots: InitiativeSlot[] = [];
      if (state.options.bySide === true) {
        // One sequential slot per side, members in the order given.
        const bySide = new Map<string, InitiativeSlot>();
        for (const id of request.combatantIds) {
          const c = state.combatants[id] as Combatant;
          let slot = bySide.get(c.side);
          if (!slot) {
            const r = ctx.roller.roll('1d20', `init:${c.side}`);
            slot = {
              key: `side:${c.side}`,
              kind: 'turn',
              combatantIds: [],
              score: r.total,
              tiebreak: [],
              side: c.side,
              sequential: true,
            };
            bySide.set(c.side, slot);
            slots.push(slot);
          }
          slot.combatantIds.push(id);
        }
        return { slots };
      }
      const byGroup = new Map<string, InitiativeSlot>();
      for (const id of request.combatantIds) {
        const c = state.combatants[id] as Combatant;
        if (c.groupId) {
          const g = byGroup.get(c.groupId);
          if (g) {
            g.combatantIds.push(id);
            continue;
          }
        }
        const r = ctx.roller.roll(`1d20+${c.initiativeBonus}`, `init:${c.groupId ?? id}`);
        const slot: InitiativeSlot = {
          key: c.groupId ? `g:${c.groupId}` : `c:${id}`,
          kind: 'turn',
          combatantIds: [id],
          score: r.total,
          tiebreak: state.options.ties === 'auto' ? [c.initiativeBonus] : [],
          sequential: false,
        };
        if (c.groupId) byGroup.set(c.groupId, slot);
        slots.push(slot);
      }
      const ties: string[][] = [];
      const scores = new Map<number, string[]>();
      for (const s of slots)
        scores.set(s.score as number, [...(scores.get(s.score as number) ?? []), s.key]);
      if (state.options.ties === 'manual')
        for (const keys of scores.values()) if (keys.length > 1) ties.push(keys);
      return { slots, ties };
    },
    compare: (a, b) => compareByScore(a, b, 'desc'),
  },
  createCombatant(input) {
    let sb: z.infer<typeof statblock> | null = null;
    if (input.statblock !== undefined) {
      const parsed = statblock.safeParse(input.statblock);
      if (!parsed.success) throw new RuleError('invalidStatblock', { name: input.name });
      sb = parsed.data;
    }
    const maxHp = input.maxHp ?? sb?.hp ?? 10;
    return {
      hp: input.hp ?? maxHp,
      maxHp,
      tempHp: input.tempHp ?? 0,
      ac: input.ac ?? sb?.ac ?? 10,
      initiativeBonus: input.initiativeBonus ?? sb?.init ?? 0,
      statblock: sb,
      sys: {},
    };
  },
  decide(state, command, ctx): EngineEvent[] {
    if (command.type === 'damage' || command.type === 'heal') {
      const cmd = command as unknown as { targetIds: string[]; amount: number };
      requireNonNegative(cmd.amount);
      return cmd.targetIds.map((id) => {
        const c = requireCombatant(state, id);
        const hp =
          command.type === 'damage'
            ? Math.max(0, c.hp - cmd.amount)
            : Math.min(c.maxHp, c.hp + cmd.amount);
        return { type: 'hpSet', combatantId: id, hp };
      });
    }
    if (command.type === 'ask') {
      const id = command.combatantId as string;
      requireCombatant(state, id);
      return [
        ev.promptRaised({
          id: ctx.newId('p'),
          kind: 'confirm',
          engine: false,
          combatantId: id,
          data: {},
          blocking: command.blocking === true,
          round: state.round,
        }),
      ];
    }
    if (command.type === 'attack') {
      const id = command.combatantId as string;
      requireCombatant(state, id);
      const r = ctx.roller.d20('attack', 'advantage', 2);
      const d = ctx.roller.roll('1d8+2', 'damage');
      return [{ type: 'attacked', combatantId: id, total: r.total, damage: d.total }];
    }
    throw new RuleError('unknownCommand', { type: command.type });
  },
  apply(draft, event) {
    if (event.type === 'hpSet')
      draft.combatant(event.combatantId as string).hp = event.hp as number;
  },
  resolvePrompt(_state, prompt, answer) {
    if (answer.choice !== 'yes' && answer.choice !== 'no')
      throw new RuleError('invalidChoice', { promptId: prompt.id });
    return [{ type: 'answered', promptId: prompt.id, choice: answer.choice }];
  },
  hpDescriptor(c) {
    if (c.hp <= 0) return 'down';
    if (c.hp === c.maxHp) return 'unhurt';
    return c.hp * 2 <= c.maxHp ? 'bloodied' : 'wounded';
  },
  hpRange: (c) => ({ min: 0, max: c.maxHp }),
  takesTurn: (c) => c.hp > 0 || c.kind === 'pc',
};

registerSystem(simpleSystem);
