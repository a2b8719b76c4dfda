// Builds the recap of one encounter: replays its log event by event on a private copy of the
// state (the engine's replay fast path), describes each event with the state just before it,
// and tells it for the audience. For the players, what a line may name and show is read from
// the engine's own player projection (toPlayerView) after each command, never decided here.
import type { RollRecord } from '../../dice/roll';
import { OwnedDraft, ownedCopy } from '../../encounter/draft';
import { createEncounter } from '../../encounter/engine';
import type { PlayerView, PlayerViewSettings } from '../../encounter/player-view';
import { toPlayerView } from '../../encounter/player-view';
import { applyToDraft } from '../../encounter/reduce';
import type { Combatant, EncounterState, EngineEvent, InitiativeSlot } from '../../encounter/types';
import type { Language } from '../../i18n/languages';
import { getSystem } from '../../rules/registry';
import type { RuleSystem } from '../../rules/types';
import { describeEvent } from '../describe/index';
import type { Described, DescribeContext } from '../describe/types';
import { appliedCommands, logTimeSpan, type AppliedCommand } from '../log';
import type { ExportEncounter } from '../source';
import type { Translator } from '../translate';
import type {
  Audience,
  CombatantStats,
  LineCategory,
  Recap,
  RecapCombatant,
  RecapEvent,
  RecapOption,
  RecapRound,
  RecapPart,
} from './model';
import { formatRoll } from './rolls';
import { recapTranslator } from './terms';

/** How to tell the recap. */
export interface RecapOptions {
  /** DM (everything) or players (what the player view shows). */
  audience: Audience;
  /** Language of the recap (the campaign's). */
  language: Language;
  /** What the players' view shows (the campaign's settings; the engine's defaults otherwise). */
  playerView?: Partial<PlayerViewSettings>;
}

/** One event between applying it and telling it (at the end of its command). */
interface Pending {
  event: EngineEvent;
  described: Described;
  seq: number;
  /** Who the damage or kill is credited to. */
  creditTo: string | undefined;
  hpBefore: number | null;
  hpAfter: number | null;
  /** Current HP plus temporary HP, before and after (damage absorbed by temporary HP counts). */
  poolBefore: number | null;
  poolAfter: number | null;
  /** The target was taken out by this event (see `isOut`). */
  tookOut: boolean;
  rolls: readonly RollRecord[];
  /** The slot a turnStarted event opened. */
  slot: InitiativeSlot | undefined;
}

/** Player-view rows by combatant id. */
type ViewIndex = Map<string, PlayerView['combatants'][number]>;

const indexView = (view: PlayerView): ViewIndex => new Map(view.combatants.map((c) => [c.id, c]));

function emptyStats(): CombatantStats {
  return { damageDealt: 0, damageTaken: 0, healing: 0, kills: 0, crits: 0, deaths: 0 };
}

/**
 * Builds a recap a few commands at a time, so a caller can report progress between steps.
 * `step` returns true when the whole log has been told; `result` then gives the recap.
 */
export class RecapBuilder {
  private readonly system: RuleSystem;
  private readonly tr: Translator;
  private readonly draft: OwnedDraft;
  private readonly commands: AppliedCommand[];
  private readonly player: boolean;
  private readonly viewSettings: Partial<PlayerViewSettings>;
  private readonly ctx: DescribeContext;
  private next = 0;
  private seq = 0;
  private readonly events: RecapEvent[] = [];
  private readonly story: RecapRound[] = [{ round: 0, parts: [] }];
  /** The turn in progress (null between turns, or a turn the audience may not see). */
  private turn: RecapPart | null = null;
  private readonly stats = new Map<string, CombatantStats>();
  private readonly names = new Map<string, string>();
  private readonly everVisible = new Set<string>();
  private readonly order: string[] = [];
  private viewBefore: ViewIndex = new Map();
  private viewAfter: ViewIndex = new Map();
  private playerOrder: PlayerView['order'] = [];
  private readonly hpPoints = new Map<number, Map<string, number | null>>();
  private readonly optionSeen = new Map<string, unknown>();
  private readonly init: EncounterState;

  constructor(
    private readonly source: ExportEncounter,
    private readonly options: RecapOptions,
  ) {
    this.system = getSystem(source.init.system);
    this.tr = recapTranslator(this.system, options.language);
    this.init = createEncounter(source.init);
    this.draft = new OwnedDraft(ownedCopy(this.init));
    this.commands = appliedCommands(source.log);
    this.player = options.audience === 'player';
    this.viewSettings = options.playerView ?? {};
    const tr = this.tr;
    const system = this.system;
    const draft = this.draft;
    this.ctx = {
      // The draft's state object is mutated in place during replay, so this stays current.
      get state() {
        return draft.state;
      },
      system,
      tr,
      term: (key, fallback) => {
        const full = `${system.id}:${key}`;
        return tr.has(full) ? tr.t(full) : (fallback ?? key);
      },
      conditionLabel: (key) => this.conditionLabel(key),
      sideName: (id) => this.sideLabel(id),
      firstOf: (keys, params, fallback) => {
        for (const key of keys) if (tr.has(key)) return tr.t(key, params);
        return fallback;
      },
    };
    for (const id of this.init.combatantIds) this.noteCombatant(id);
    for (const [key, value] of Object.entries(this.init.options)) this.noteOption(key, value);
    if (this.player) this.viewAfter = this.projectView();
    this.snapshotHp(0);
  }

  /** Commands told so far and in all. */
  get progress(): { done: number; total: number } {
    return { done: this.next, total: this.commands.length };
  }

  /** Tells up to `maxCommands` more commands; true when the log is done. */
  step(maxCommands = Number.POSITIVE_INFINITY): boolean {
    const end = Math.min(this.commands.length, this.next + maxCommands);
    for (; this.next < end; this.next++)
      this.tellCommand(this.commands[this.next] as AppliedCommand);
    return this.next >= this.commands.length;
  }

  /** The recap (call after `step` returned true). */
  result(): Recap {
    const state = this.draft.state;
    // The last round's HP, fought to its end or not.
    this.snapshotHp(Math.max(0, state.round));
    const span = logTimeSpan(this.source.log);
    const visibleIds = this.order.filter((id) => !this.player || this.everVisible.has(id));
    const combatants: RecapCombatant[] = visibleIds.map((id) => this.recapCombatant(id));
    const stats: Record<string, CombatantStats> = {};
    for (const id of visibleIds) stats[id] = this.stats.get(id) ?? emptyStats();
    return {
      audience: this.options.audience,
      language: this.options.language,
      id: this.source.id,
      name: this.source.name,
      campaign: this.source.campaign?.name ?? null,
      system: this.system.id,
      systemName: this.ctx.term(this.system.labelKey, this.system.id),
      createdAt: this.source.createdAt,
      endedAt: this.source.endedAt,
      status: state.status,
      roundCount: Math.max(0, state.round),
      durationMs: span ? Math.max(0, Date.parse(span.last) - Date.parse(span.first)) : null,
      options: this.player ? [] : this.recapOptions(),
      combatants,
      stats,
      events: this.events,
      story: this.story.filter((r) => r.parts.some((part) => part.lines.length > 0)),
      hp: this.hpSeries(visibleIds),
    };
  }

  /**
   * Out of the fight: dead, or — for monsters and NPCs — down at 0 HP (OSR has no death rule,
   * A-15, and a downed monster is what a table calls a kill). A downed PC is not out yet.
   */
  private isOut(c: Combatant): boolean {
    const d = this.system.hpDescriptor(c, this.draft.state);
    return d === 'dead' || (d === 'down' && c.kind !== 'pc');
  }

  /**
   * A side's name. The engine names its default sides in English ("Party", "Foes"); those two,
   * when the DM kept the default name, are told in the recap's language.
   */
  private sideLabel(id: string): string {
    const side = this.draft.state.sides[id];
    if (!side) return id;
    if (DEFAULT_SIDE_NAMES[id] === side.name) return this.tr.t(`side.${id}`);
    return side.name;
  }

  private conditionLabel(key: string): string {
    if (key.startsWith('custom:')) return key.slice('custom:'.length);
    const def = this.system.conditions.find((d) => d.key === key);
    return def ? this.ctx.term(def.labelKey, key) : key;
  }

  private noteCombatant(id: string): void {
    const c = this.draft.state.combatants[id];
    if (!c) return;
    if (!this.names.has(id)) this.order.push(id);
    this.names.set(id, c.name);
  }

  private noteOption(key: string, value: unknown): void {
    const def = this.system.options.find((o) => o.key === key);
    if (!def) return;
    const listed =
      def.kind === 'optional' && def.type === 'boolean' ? value === true : value !== def.default;
    if (listed) this.optionSeen.set(key, value);
  }

  private projectView(): ViewIndex {
    const view = toPlayerView(this.draft.state, this.viewSettings);
    this.playerOrder = view.order;
    const index = indexView(view);
    for (const id of index.keys()) this.everVisible.add(id);
    return index;
  }

  private tellCommand(command: AppliedCommand): void {
    const pending: Pending[] = [];
    let credit: string | undefined;
    const state = (): EncounterState => this.draft.state;
    for (let i = 0; i < command.events.length; i++) {
      const event = command.events[i] as EngineEvent;
      const described = describeEvent(event, this.ctx);
      const targetId = described.targetId;
      const before = targetId ? state().combatants[targetId] : undefined;
      const hpBefore = before ? before.hp : null;
      const poolBefore = before ? before.hp + before.tempHp : null;
      const outBefore = before ? this.isOut(before) : false;
      const slot =
        event.type === 'turnStarted'
          ? state().slots.find((s) => s.key === event.slotKey)
          : undefined;
      applyToDraft(this.draft, event, this.system);
      const after = targetId ? state().combatants[targetId] : undefined;
      if (described.attack && described.actorId) credit = described.actorId;
      if (described.hp === 'damage' && described.actorId) credit = described.actorId;
      const tookOut = !!after && !outBefore && this.isOut(after);
      this.seq += 1;
      pending.push({
        event,
        described,
        seq: this.seq,
        creditTo: described.actorId ?? credit,
        hpBefore,
        hpAfter: after ? after.hp : null,
        poolBefore,
        poolAfter: after ? after.hp + after.tempHp : null,
        tookOut,
        rolls: event.rolls ?? [],
        slot,
      });
      if (event.type === 'combatantAdded')
        this.noteCombatant(String((event.combatant as Combatant).id));
      if (event.type === 'combatantUpdated' && targetId) this.noteCombatant(targetId);
      if (event.type === 'optionSet') this.noteOption(String(event.key), event.value);
      if (event.type === 'encounterStarted') this.snapshotHp(0);
      if (event.type === 'roundEnded') this.snapshotHp(Number(event.round ?? state().round));
    }
    if (this.player) {
      this.viewBefore = this.viewAfter;
      this.viewAfter = this.projectView();
    }
    const rollsByLine = assignRolls(pending);
    pending.forEach((p, i) => this.tell(p, command, rollsByLine.get(i) ?? []));
  }

  /** Tells one event: structure, visibility, sentence, tallies (players: only what they see). */
  private tell(p: Pending, command: AppliedCommand, rolls: readonly RollRecord[]): void {
    const { event, described } = p;
    const type = event.type;
    if (type === 'roundStarted') {
      const round = Number(event.round ?? 0);
      if (!this.story.some((r) => r.round === round)) {
        this.story.push({ round, parts: [] });
      }
      this.turn = null;
    } else if (type === 'turnStarted') {
      this.turn = this.openTurn(p);
    } else if (type === 'roundEnded' || type === 'encounterEnded') {
      this.turn = null;
    }
    const visible = !this.player || this.playerSees(p);
    if (visible) this.tally(p);
    if (!visible) return;
    const round = this.story[this.story.length - 1] as RecapRound;
    const text = this.sentence(p);
    const amountVisible = described.hp !== undefined && this.hpVisible(described.targetId);
    const hpVisible =
      described.hp !== undefined && p.hpAfter !== null && this.hpVisible(described.targetId);
    const recapEvent: RecapEvent = {
      seq: p.seq,
      commandId: command.commandId,
      at: command.at,
      type,
      category: described.category,
      round: round.round,
      turn: this.turn?.heading ?? '',
      actor: described.actorId ? this.nameFor(described.actorId) : '',
      target: described.targetId ? this.nameFor(described.targetId) : '',
      amount: amountVisible ? this.amountOf(p) : null,
      hp: hpVisible ? p.hpAfter : null,
      crit: described.crit === true,
      rolls: this.player ? [] : rolls.map((r) => formatRoll(r, this.tr, (id) => this.labelOf(id))),
      text,
      quiet: described.quiet === true,
      data: this.player ? null : stripEnvelope(event),
    };
    const index = this.events.length;
    this.events.push(recapEvent);
    if (!recapEvent.quiet) this.partFor(round).lines.push(index);
  }

  /** Where a told line goes: the turn in progress, or a run of lines between turns. */
  private partFor(round: RecapRound): RecapPart {
    if (this.turn) return this.turn;
    const last = round.parts[round.parts.length - 1];
    if (last && last.heading === null) return last;
    const between: RecapPart = { heading: null, lines: [] };
    round.parts.push(between);
    return between;
  }

  private openTurn(p: Pending): RecapPart | null {
    const round = this.story[this.story.length - 1] as RecapRound;
    const ids = Array.isArray(p.event.activeIds) ? (p.event.activeIds as string[]) : [];
    const slot = p.slot;
    const label = slot?.labelKey ? this.slotLabel(slot.labelKey) : '';
    const shown = ids.filter(
      (id) => !this.player || this.viewAfter.has(id) || this.viewBefore.has(id),
    );
    const names = shown.map((id) => this.nameFor(id)).join(', ');
    if (slot?.kind !== 'procedure' && shown.length === 0) return null;
    const heading = label && names ? `${label}: ${names}` : label || names;
    const turn: RecapPart = { heading, lines: [] };
    round.parts.push(turn);
    return turn;
  }

  private slotLabel(labelKey: string): string {
    const sys = `${this.system.id}:${labelKey}`;
    if (this.tr.has(sys)) return this.tr.t(sys);
    const engine = `engine:${labelKey}`;
    return this.tr.has(engine) ? this.tr.t(engine) : labelKey;
  }

  /** The name the audience sees (players: the view's name, or "unknown creature"). */
  private nameFor(id: string): string {
    if (!this.player) return this.names.get(id) ?? id;
    const row = this.viewAfter.get(id) ?? this.viewBefore.get(id);
    if (!row) return this.tr.t('someone');
    return row.name ?? this.tr.t('unknownCreature');
  }

  /** A combatant's or a side's name for the DM (roll purposes name either). */
  private labelOf(id: string): string {
    const side = id.startsWith('side:') ? id.slice('side:'.length) : id;
    return this.names.get(id) ?? (this.draft.state.sides[side] ? this.sideLabel(side) : id);
  }

  /** Whether the players may see `id`'s exact HP (the view gives numbers). */
  private hpVisible(id: string | undefined): boolean {
    if (!id) return false;
    if (!this.player) return true;
    return (this.viewAfter.get(id) ?? this.viewBefore.get(id))?.hp !== undefined;
  }

  private playerSees(p: Pending): boolean {
    const d = p.described;
    const type = p.event.type;
    if (type === 'combatantUpdated') {
      const id = d.targetId ?? '';
      if (this.viewAfter.has(id) && !this.viewBefore.has(id)) return true;
      return d.playerKey !== null && this.hpVisible(id);
    }
    if (d.playerKey === null) return false;
    if (type === 'turnStarted' || type === 'turnEnded') {
      const ids = Array.isArray(p.event.activeIds) ? (p.event.activeIds as string[]) : [];
      return ids.some((id) => this.viewAfter.has(id) || this.viewBefore.has(id));
    }
    const subject = d.targetId ?? d.actorId;
    if (subject && !this.viewAfter.has(subject) && !this.viewBefore.has(subject)) return false;
    if (d.condition !== undefined && subject) {
      const shows = (view: ViewIndex) =>
        view.get(subject)?.conditions.some((c) => c.key === d.condition) ?? false;
      if (!shows(this.viewAfter) && !shows(this.viewBefore)) return false;
    }
    return true;
  }

  /** The sentence, with names (and numbers) as the audience may have them. */
  private sentence(p: Pending): string {
    const d = p.described;
    const type = p.event.type;
    let key = d.key;
    const params: Record<string, string | number> = { ...(d.params ?? {}) };
    if (this.player) {
      if (INITIATIVE_TYPES.has(type)) {
        key = 'ev.engine.initiativePlayer';
        params.order = this.playerOrderText();
      } else if (type === 'combatantUpdated') {
        const id = d.targetId ?? '';
        key =
          this.viewAfter.has(id) && !this.viewBefore.has(id)
            ? 'ev.engine.appears'
            : (d.playerKey ?? key);
      } else if (d.hp !== undefined && !this.hpVisible(d.targetId)) {
        const row = this.viewAfter.get(d.targetId ?? '');
        const out = row?.descriptor === 'down' || row?.descriptor === 'dead';
        key = d.hp === 'heal' ? 'line.recovered' : out ? 'line.struckDown' : 'line.hurt';
        params.descriptor = row?.descriptor ? this.tr.t(`engine:engine.hp.${row.descriptor}`) : '';
      } else if (d.playerKey) {
        key = d.playerKey;
      }
    }
    const scores = typeof params.scores === 'string' ? params.scores.split(', ') : null;
    for (const [param, ids] of Object.entries(d.names ?? {})) {
      if (typeof ids === 'string') {
        params[param] = this.nameFor(ids);
        continue;
      }
      const parts: string[] = [];
      ids.forEach((id, i) => {
        if (this.player && !this.viewAfter.has(id) && !this.viewBefore.has(id)) return;
        const score = param === 'order' && scores ? scores[i] : undefined;
        const name = this.nameFor(id);
        parts.push(score !== undefined && score !== '—' ? `${name} (${score})` : name);
      });
      params[param] = parts.join(', ');
    }
    let text = this.tr.t(key, params);
    if (d.hp !== undefined && p.hpAfter !== null && this.hpVisible(d.targetId)) {
      const c = this.draft.state.combatants[d.targetId ?? ''];
      text += this.tr.t('line.hpAfter', { hp: p.hpAfter, max: c?.maxHp ?? '' });
    }
    return text;
  }

  private playerOrderText(): string {
    const parts: string[] = [];
    const seen = new Set<string>();
    for (const slot of this.playerOrder) {
      for (const id of slot.combatantIds) {
        if (seen.has(id)) continue;
        seen.add(id);
        const name = this.nameFor(id);
        parts.push(typeof slot.score === 'number' ? `${name} (${slot.score})` : name);
      }
    }
    return parts.join(', ');
  }

  private amountOf(p: Pending): number {
    const d = p.described;
    if (d.hp === 'heal') {
      return Math.max(0, (p.hpAfter ?? 0) - (p.hpBefore ?? 0));
    }
    if (d.amount !== undefined) return d.amount;
    return Math.max(0, (p.poolBefore ?? 0) - (p.poolAfter ?? 0));
  }

  private statsOf(id: string): CombatantStats {
    let s = this.stats.get(id);
    if (!s) {
      s = emptyStats();
      this.stats.set(id, s);
    }
    return s;
  }

  /** Adds a told event to the tallies (for players: only what they may see). */
  private tally(p: Pending): void {
    const d = p.described;
    const target = d.targetId;
    const creditVisible = (id: string | undefined): id is string =>
      id !== undefined && id !== '' && (!this.player || this.everVisible.has(id));
    if (d.hp && target && this.hpVisible(target)) {
      const amount = this.amountOf(p);
      if (d.hp === 'damage') {
        this.statsOf(target).damageTaken += amount;
        if (creditVisible(p.creditTo) && p.creditTo !== target) {
          this.statsOf(p.creditTo).damageDealt += amount;
        }
      } else {
        this.statsOf(target).healing += amount;
      }
    }
    if (d.crit && creditVisible(d.actorId)) this.statsOf(d.actorId).crits += 1;
    if (p.tookOut && target) {
      this.statsOf(target).deaths += 1;
      if (creditVisible(p.creditTo) && p.creditTo !== target) this.statsOf(p.creditTo).kills += 1;
    }
  }

  private snapshotHp(round: number): void {
    const state = this.draft.state;
    const view = this.player ? indexView(toPlayerView(state, this.viewSettings)) : null;
    const points = new Map<string, number | null>();
    for (const id of state.combatantIds) {
      const c = state.combatants[id] as Combatant;
      if (view) {
        const row = view.get(id);
        points.set(id, row?.hp ? row.hp.current : null);
      } else {
        points.set(id, c.hp);
      }
    }
    this.hpPoints.set(round, points);
  }

  private hpSeries(ids: readonly string[]): Recap['hp'] {
    const rounds = [...this.hpPoints.keys()].sort((a, b) => a - b);
    const state = this.draft.state;
    const lines: Recap['hp']['lines'] = [];
    for (const id of ids) {
      const points = rounds.map((r) => this.hpPoints.get(r)?.get(id) ?? null);
      if (points.every((x) => x === null)) continue;
      const c = state.combatants[id];
      const max = Math.max(c?.maxHp ?? 0, ...points.map((x) => x ?? 0));
      lines.push({ id, name: this.nameFor(id), side: this.sideName(id), max, points });
    }
    return { rounds, lines };
  }

  private sideName(id: string): string {
    const c = this.draft.state.combatants[id];
    if (!c) return '';
    return this.sideLabel(c.side);
  }

  private recapCombatant(id: string): RecapCombatant {
    const c = this.draft.state.combatants[id];
    return {
      id,
      name: this.nameFor(id),
      kind: c?.kind ?? 'monster',
      side: this.sideName(id),
      maxHp: c && this.hpVisible(id) ? c.maxHp : null,
    };
  }

  private recapOptions(): RecapOption[] {
    const out: RecapOption[] = [];
    for (const def of this.system.options) {
      if (!this.optionSeen.has(def.key)) continue;
      const final = this.draft.state.options[def.key];
      const listedNow =
        def.kind === 'optional' && def.type === 'boolean' ? final === true : final !== def.default;
      const value = listedNow ? final : this.optionSeen.get(def.key);
      out.push({
        key: def.key,
        label: this.ctx.term(def.labelKey, def.key),
        value: optionText(this.ctx, def.labelKey, value),
        kind: def.kind,
        ruleIds: [...def.ruleIds],
      });
    }
    return out;
  }
}

/** The names the engine gives its default sides (shared/encounter/engine.ts). */
const DEFAULT_SIDE_NAMES: Readonly<Record<string, string>> = { party: 'Party', foes: 'Foes' };

const INITIATIVE_TYPES = new Set(['initiativeSet', 'slotPlaced', 'initiativeReordered']);

/** Lines a command's dice belong with when their purpose says nothing more specific. */
const ROLL_CATEGORIES = new Set<LineCategory>([
  'attack',
  'damage',
  'healing',
  'save',
  'initiative',
  'death',
  'injury',
]);

/** The kinds of line a roll of a purpose (`attack`, `init:c3`…) belongs with. */
const PURPOSE_CATEGORIES: Readonly<Record<string, readonly LineCategory[]>> = {
  attack: ['attack'],
  damage: ['damage'],
  fire: ['damage'],
  init: ['initiative'],
  initiative: ['initiative'],
  side: ['initiative'],
  tie: ['initiative'],
  surprise: ['initiative'],
  save: ['save'],
  deathSave: ['death', 'save'],
  concentration: ['save'],
  massiveDamageSave: ['save'],
  massiveDamageSystemShock: ['save'],
  injurySave: ['save'],
  limpSave: ['save'],
  morale: ['save'],
  medicine: ['healing'],
  heal: ['healing'],
  injury: ['injury'],
  knockout: ['condition', 'attack'],
  stunRounds: ['condition', 'attack'],
};

/**
 * Which told line of a command shows which of its dice (all recorded on its first event): a
 * roll goes with the first line of the kind its purpose names (the attack roll with the attack,
 * the damage roll with the damage), otherwise with the command's first line about dice.
 */
function assignRolls(pending: readonly Pending[]): Map<number, RollRecord[]> {
  const out = new Map<number, RollRecord[]>();
  const rolls = pending[0]?.rolls ?? [];
  if (rolls.length === 0) return out;
  const told = (p: Pending): boolean => p.described.quiet !== true;
  let fallback = pending.findIndex((p) => told(p) && ROLL_CATEGORIES.has(p.described.category));
  if (fallback < 0) fallback = Math.max(0, pending.findIndex(told));
  for (const roll of rolls) {
    const base = (roll.purpose ?? '').split(':')[0] ?? '';
    const kinds = Object.hasOwn(PURPOSE_CATEGORIES, base) ? PURPOSE_CATEGORIES[base] : undefined;
    const at = kinds
      ? pending.findIndex((p) => told(p) && kinds.includes(p.described.category))
      : -1;
    const index = at >= 0 ? at : fallback;
    out.set(index, [...(out.get(index) ?? []), roll]);
  }
  return out;
}

function optionText(ctx: DescribeContext, labelKey: string, value: unknown): string {
  if (typeof value === 'boolean') return ctx.tr.t(value ? 'value.on' : 'value.off');
  if (typeof value === 'string') {
    return ctx.term(`${labelKey.replace(/\.label$/, '')}.values.${value}`, value);
  }
  return String(value);
}

/** The event without the engine's envelope fields that the CSV has its own columns for. */
function stripEnvelope(event: EngineEvent): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(event)) {
    if (k !== 'rolls' && k !== 'rng' && k !== 'commandId') out[k] = v;
  }
  return out;
}

/** Builds the whole recap of one encounter at once. */
export function buildRecap(source: ExportEncounter, options: RecapOptions): Recap {
  const builder = new RecapBuilder(source, options);
  builder.step();
  return builder.result();
}
