// Builds the recap of one encounter: replays its log event by event on a private copy of the
// state (the engine's replay fast path), describes each event with the state just before it,
// and tells it for the audience. For the players, what a line may name and show is read from
// the engine's own player projection (toPlayerView) after each command, never decided here;
// the players' recap calls creatures by the opaque ids the player display gives them.
import { parseRollPurpose } from '../../dice/purpose';
import type { RollRecord } from '../../dice/roll';
import { OwnedDraft, ownedCopy } from '../../encounter/draft';
import { createEncounter } from '../../encounter/engine';
import type { PlayerView, PlayerViewSettings } from '../../encounter/player-view';
import { toPlayerView } from '../../encounter/player-view';
import { applyToDraft } from '../../encounter/reduce';
import { hasDefaultName } from '../../encounter/sides';
import { createViewAliases } from '../../encounter/view-aliases';
import type { Combatant, EncounterState, EngineEvent, InitiativeSlot } from '../../encounter/types';
import type { Language } from '../../i18n/languages';
import { getSystem } from '../../rules/registry';
import type { RuleSystem } from '../../rules/types';
import { describeEvent } from '../describe/index';
import { tagged, type Described, type DescribeContext } from '../describe/types';
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
  /**
   * Keep a row for bookkeeping events the prose skips (turn ends, ranges…): the CSV wants one
   * row per event; Markdown and HTML do not need them (default true).
   */
  quietRows?: boolean;
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
  /** The slot of the turn in progress and the creatures acting in it. */
  private turnSlot: InitiativeSlot | undefined;
  private turnIds: readonly string[] = [];
  /** This round's turn parts by slot key (a part may open before its turn, see `actingPart`). */
  private readonly slotParts = new Map<string, RecapPart>();
  private readonly stats = new Map<string, CombatantStats>();
  /** Damage taken that nobody is credited with dealing. */
  private uncredited = 0;
  /** Who dealt the damage that brought each creature to 0 HP (credited with its later death). */
  private readonly droppedBy = new Map<string, string>();
  private readonly names = new Map<string, string>();
  private readonly everVisible = new Set<string>();
  private readonly order: string[] = [];
  private viewBefore: ViewIndex = new Map();
  private viewAfter: ViewIndex = new Map();
  private playerOrder: PlayerView['order'] = [];
  private readonly hpPoints = new Map<number, Map<string, number | null>>();
  private readonly optionSeen = new Map<string, unknown>();
  /** Every value each option took, with the round it was set in (0: before the fight). */
  private readonly optionChanges = new Map<string, { round: number; value: unknown }[]>();
  private readonly init: EncounterState;
  private readonly pending: Pending[] = [];
  private readonly conditionLabels = new Map<string, string>();
  /** The player display's opaque ids, handed out as the projections show creatures. */
  private readonly aliases = createViewAliases();

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
    const terms = new Map<string, string | null>();
    const phrases = new Map<string, string | null>();
    this.ctx = {
      // The draft's state object is mutated in place during replay, so this stays current.
      get state() {
        return draft.state;
      },
      system,
      tr,
      // Terms have no parameters: each is looked up once per recap.
      term: (key, fallback) => {
        let text = terms.get(key);
        if (text === undefined) {
          const full = `${system.id}:${key}`;
          text = tr.has(full) ? tr.t(full) : null;
          terms.set(key, text);
        }
        return text ?? fallback ?? key;
      },
      phrase: (key, fallback) => {
        let text = phrases.get(key);
        if (text === undefined) {
          text = tr.has(key) ? tr.t(key) : null;
          phrases.set(key, text);
        }
        return text ?? fallback;
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
    for (const id of visibleIds) stats[this.publicId(id)] = this.stats.get(id) ?? emptyStats();
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
      uncreditedDamage: this.uncredited,
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
    if (hasDefaultName(side)) return this.tr.t(`side.${id}`);
    return side.name;
  }

  private conditionLabel(key: string): string {
    let label = this.conditionLabels.get(key);
    if (label === undefined) {
      const def = this.system.conditions.find((d) => d.key === key);
      label = key.startsWith('custom:')
        ? key.slice('custom:'.length)
        : def
          ? this.ctx.term(def.labelKey, key)
          : key;
      this.conditionLabels.set(key, label);
    }
    return label;
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
    const changes = this.optionChanges.get(key) ?? [];
    const round = Math.max(0, this.draft.state.round);
    const last = changes[changes.length - 1];
    if (last?.round === round) last.value = value;
    else if (last?.value !== value) changes.push({ round, value });
    // Set back within one round to what it was before: that round changed nothing.
    const before = changes[changes.length - 2];
    if (before && before.value === changes[changes.length - 1]?.value) changes.pop();
    this.optionChanges.set(key, changes);
    const listed =
      def.kind === 'optional' && def.type === 'boolean' ? value === true : value !== def.default;
    if (listed) this.optionSeen.set(key, value);
  }

  /**
   * After a command that only changed HP (damage, healing) nothing about who and what the
   * players see has changed, only the numbers: the last projection's rows keep their
   * decisions (visible, exact HP or descriptor) and take the new HP and the system's descriptor,
   * as toPlayerView would fill them. Any other command is projected again in full.
   */
  private refreshHp(view: ViewIndex, pending: readonly Pending[], count: number): ViewIndex {
    const next = new Map(view);
    const state = this.draft.state;
    for (let i = 0; i < count; i++) {
      const id = (pending[i] as Pending).described.targetId;
      const row = id ? next.get(id) : undefined;
      const c = id ? state.combatants[id] : undefined;
      if (!row || !c) continue;
      next.set(row.id, {
        ...row,
        ...(row.hp ? { hp: { current: c.hp, max: c.maxHp, temp: c.tempHp } } : {}),
        ...(row.descriptor ? { descriptor: this.system.hpDescriptor(c, state) } : {}),
      });
    }
    return next;
  }

  private projectView(): ViewIndex {
    const state = this.draft.state;
    const view = toPlayerView(state, this.viewSettings);
    // Every projection goes through the alias table, as each view the display is sent does.
    this.aliases.observe(view, (side) => state.sides[side]?.isParty === true);
    this.playerOrder = view.order;
    const index = indexView(view);
    for (const id of index.keys()) this.everVisible.add(id);
    return index;
  }

  private tellCommand(command: AppliedCommand): void {
    const events = command.events;
    const count = events.length;
    // Pending records are reused from command to command: a long log makes no garbage here.
    const pending = this.pending;
    const draft = this.draft;
    const system = this.system;
    let credit: string | undefined;
    for (let i = 0; i < count; i++) {
      const event = events[i] as EngineEvent;
      const described = describeEvent(event, this.ctx);
      const targetId = described.targetId;
      const before = targetId ? draft.state.combatants[targetId] : undefined;
      const p = pending[i] ?? (pending[i] = blankPending());
      p.event = event;
      p.described = described;
      p.hpBefore = before ? before.hp : null;
      p.poolBefore = before ? before.hp + before.tempHp : null;
      const outBefore = before ? this.isOut(before) : false;
      p.slot = event.type === 'turnStarted' ? slotOf(draft.state, event.slotKey) : undefined;
      applyToDraft(draft, event, system);
      const after = targetId ? draft.state.combatants[targetId] : undefined;
      if (described.actorId && (described.attack || described.hp === 'damage')) {
        credit = described.actorId;
      }
      this.seq += 1;
      p.seq = this.seq;
      p.creditTo = described.actorId ?? credit;
      p.hpAfter = after ? after.hp : null;
      p.poolAfter = after ? after.hp + after.tempHp : null;
      p.tookOut = after !== undefined && !outBefore && this.isOut(after);
      p.rolls = event.rolls ?? NO_ROLLS;
      this.noteEvent(event, targetId);
    }
    if (this.player) {
      this.viewBefore = this.viewAfter;
      this.viewAfter = onlyHpChanged(pending, count)
        ? this.refreshHp(this.viewAfter, pending, count)
        : this.projectView();
    }
    const first = pending[0];
    if (count === 0 || !first || first.rolls.length === 0) {
      for (let i = 0; i < count; i++) this.tell(pending[i] as Pending, command, NO_ROLLS);
      return;
    }
    const rollsByLine = assignRolls(pending, count);
    for (let i = 0; i < count; i++) {
      this.tell(pending[i] as Pending, command, rollsByLine.get(i) ?? NO_ROLLS);
    }
  }

  /** Keeps names, options and the HP chart up to date with an event just applied. */
  private noteEvent(event: EngineEvent, targetId: string | undefined): void {
    switch (event.type) {
      case 'combatantAdded':
        this.noteCombatant(String((event.combatant as Combatant).id));
        break;
      case 'combatantUpdated':
        if (targetId) this.noteCombatant(targetId);
        break;
      case 'optionSet':
        this.noteOption(String(event.key), event.value);
        break;
      case 'encounterStarted':
        this.snapshotHp(0);
        break;
      case 'roundEnded':
        this.snapshotHp(Number(event.round ?? this.draft.state.round));
        break;
    }
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
      this.slotParts.clear();
    } else if (type === 'turnStarted') {
      this.turn = this.openTurn(p);
    } else if (type === 'roundEnded' || type === 'encounterEnded') {
      this.turn = null;
    }
    const visible = !this.player || this.playerSees(p);
    if (visible) this.tally(p);
    if (!visible) return;
    if (described.quiet === true && this.options.quietRows === false) return;
    const round = this.story[this.story.length - 1] as RecapRound;
    const part = this.actingPart(round, described);
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
      turn: (part ?? this.turn)?.heading ?? '',
      actor: described.actorId ? this.nameFor(described.actorId) : '',
      target: described.targetId ? this.nameFor(described.targetId) : '',
      amount: amountVisible ? this.amountOf(p) : null,
      hp: hpVisible ? p.hpAfter : null,
      crit: described.crit === true,
      rolls: this.player || rolls.length === 0 ? NO_TEXT : this.rollTexts(rolls),
      text,
      quiet: described.quiet === true,
      data: this.player ? null : event,
    };
    const index = this.events.length;
    this.events.push(recapEvent);
    if (!recapEvent.quiet) (part ?? this.partFor(round)).lines.push(index);
  }

  /**
   * The turn an attack, damage or healing belongs to when the creature that made it is not the
   * one whose turn is current: in AD&D 2e and the OSR everybody acts within the round at their
   * initiative count or phase, and the DM may enter a fighter's blow while the skeletons' count
   * is still current. The line goes under the actor's own turn of this round (opened early if
   * its turn has not come yet; it is reused when it does). In 5e a creature acting on another's
   * turn is reacting (an opportunity attack, a readied action): that stays in the current turn.
   */
  private actingPart(round: RecapRound, described: Described): RecapPart | null {
    const actor = described.actorId;
    const current = this.turnSlot;
    if (
      this.system.id === 'dnd5e' ||
      !actor ||
      !this.turn ||
      current?.kind !== 'turn' ||
      this.turnIds.includes(actor) ||
      !ACTING_CATEGORIES.has(described.category)
    ) {
      return null;
    }
    const own = this.draft.state.slots.filter(
      (s) => s.kind === 'turn' && s.combatantIds.includes(actor),
    );
    // OSR: the actor's slot of the phase now being resolved, else the one already told.
    const slot =
      own.find((s) => current.phase !== undefined && s.phase === current.phase) ??
      own.find((s) => this.slotParts.has(s.key)) ??
      own[0];
    if (!slot) return null;
    const known = this.slotParts.get(slot.key);
    if (known) return known;
    const heading = this.turnHeading(slot, slot.combatantIds);
    if (heading === null) return null;
    const part: RecapPart = { heading, lines: [] };
    round.parts.push(part);
    this.slotParts.set(slot.key, part);
    return part;
  }

  private rollTexts(rolls: readonly RollRecord[]): string[] {
    const nameOf = (id: string): string => this.labelOf(id);
    return rolls.map((r) => formatRoll(r, this.tr, nameOf));
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
    this.turnSlot = slot;
    this.turnIds = ids;
    // A turn whose lines were filed before it came keeps them (see `actingPart`).
    const early = slot ? this.slotParts.get(slot.key) : undefined;
    if (early) return early;
    const heading = this.turnHeading(slot, ids);
    if (heading === null) return null;
    const turn: RecapPart = { heading, lines: [] };
    round.parts.push(turn);
    if (slot) this.slotParts.set(slot.key, turn);
    return turn;
  }

  /** A turn's heading (its step or phase, and who acts), or null when the audience sees nobody. */
  private turnHeading(slot: InitiativeSlot | undefined, ids: readonly string[]): string | null {
    const label = slot?.labelKey ? this.slotLabel(slot.labelKey) : '';
    const shown = ids.filter(
      (id) => !this.player || this.viewAfter.has(id) || this.viewBefore.has(id),
    );
    const names = shown.map((id) => this.nameFor(id)).join(', ');
    if (slot?.kind !== 'procedure' && shown.length === 0) return null;
    return label && names ? `${label}: ${names}` : label || names;
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

  /** The id the audience knows a combatant by: the player display's alias for the players. */
  private publicId(id: string): string {
    return this.player ? (this.aliases.combatant(id) ?? id) : id;
  }

  /** A combatant's or a side's name for the DM (roll purposes name either). */
  private labelOf(id: string): string {
    const side = id.startsWith('side:') ? id.slice('side:'.length) : id;
    return this.names.get(id) ?? (this.draft.state.sides[side] ? this.sideLabel(side) : id);
  }

  /** Whether the player display shows `id` at all (after or before the event). */
  private shown(id: string): boolean {
    return this.viewAfter.has(id) || this.viewBefore.has(id);
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
    // The described line is this event's own, fresh object: its params take the names in place.
    const params = (d.params ?? {}) as Record<string, string | number>;
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
    const names = d.names ?? NO_NAMES;
    for (const param in names) {
      const ids = names[param] as string | readonly string[];
      if (typeof ids === 'string') {
        params[param] = this.nameFor(ids);
        continue;
      }
      const parts: string[] = [];
      for (let i = 0; i < ids.length; i++) {
        const id = ids[i] as string;
        if (this.player && !this.viewAfter.has(id) && !this.viewBefore.has(id)) continue;
        const score = param === 'order' && scores ? scores[i] : undefined;
        const name = this.nameFor(id);
        parts.push(
          score !== undefined && score !== '—'
            ? `${name} (${score})`
            : tagged(name, d.tags?.[param]?.[i]),
        );
      }
      params[param] = parts.join(', ');
    }
    const text = this.tr.t(key, params);
    if (d.hp === undefined || p.hpAfter === null || !this.hpVisible(d.targetId)) return text;
    params.hp = p.hpAfter;
    params.max = this.draft.state.combatants[d.targetId ?? '']?.maxHp ?? '';
    return text + this.tr.t('line.hpAfter', params);
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
    const credit = p.creditTo;
    // The players' recap counts what the creatures it shows took, even when the display gives
    // their HP only as words (the amounts stay out of its lines).
    const counted =
      this.hpVisible(target) ||
      (this.player && d.hp === 'damage' && target !== undefined && this.shown(target));
    if (d.hp && target && counted) {
      const amount = this.amountOf(p);
      if (d.hp === 'damage') {
        this.statsOf(target).damageTaken += amount;
        const credited = credit !== target && this.creditable(credit);
        if (credited) this.statsOf(credit).damageDealt += amount;
        else this.uncredited += amount;
        // The blow that brings a creature to 0 HP is the one that kills it, even when it dies
        // later (failed death saves, bleeding out).
        if ((p.hpBefore ?? 0) > 0 && (p.hpAfter ?? 1) <= 0) {
          if (credited) this.droppedBy.set(target, credit);
          else this.droppedBy.delete(target);
        }
      } else {
        this.statsOf(target).healing += amount;
      }
    }
    if (d.crit && this.creditable(d.actorId)) this.statsOf(d.actorId).crits += 1;
    if (p.tookOut && target) {
      this.statsOf(target).deaths += 1;
      const killer =
        credit !== target && this.creditable(credit) ? credit : this.droppedBy.get(target);
      if (killer !== undefined && killer !== target) this.statsOf(killer).kills += 1;
    }
  }

  /** A combatant the audience knows, who can be credited with damage, kills and crits. */
  private creditable(id: string | undefined): id is string {
    return id !== undefined && id !== '' && (!this.player || this.everVisible.has(id));
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
      lines.push({
        id: this.publicId(id),
        name: this.nameFor(id),
        side: this.sideName(id),
        max,
        points,
      });
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
      id: this.publicId(id),
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
      // An option that started at the default and was set later began with the default.
      const recorded = this.optionChanges.get(def.key) ?? [];
      const timeline =
        recorded[0] && recorded[0].round > 0 && recorded[0].value !== def.default
          ? [{ round: 0, value: def.default }, ...recorded]
          : recorded;
      out.push({
        key: def.key,
        label: this.ctx.term(def.labelKey, def.key),
        value: optionText(this.ctx, def.labelKey, value),
        kind: def.kind,
        ruleIds: [...def.ruleIds],
        changes: timeline.map((c) => ({
          round: c.round,
          value: optionText(this.ctx, def.labelKey, c.value),
        })),
      });
    }
    return out;
  }
}

const NO_ROLLS: readonly RollRecord[] = [];

/** An empty pending record, filled in for each event. */
function blankPending(): Pending {
  return {
    event: { type: '' },
    described: { category: 'other', key: '' },
    seq: 0,
    creditTo: undefined,
    hpBefore: null,
    hpAfter: null,
    poolBefore: null,
    poolAfter: null,
    tookOut: false,
    rolls: NO_ROLLS,
    slot: undefined,
  };
}
const NO_NAMES: Readonly<Record<string, string | readonly string[]>> = {};
const NO_TEXT: string[] = [];

/** Events that change nothing the player view shows beyond HP (log-only notes and questions). */
const HP_NEUTRAL = new Set(['reminder', 'promptRaised', 'promptResolved']);

/** True when every event of the command is damage, healing or a log-only note. */
function onlyHpChanged(pending: readonly Pending[], count: number): boolean {
  for (let i = 0; i < count; i++) {
    const p = pending[i] as Pending;
    if (p.described.hp === undefined && !HP_NEUTRAL.has(p.event.type)) return false;
  }
  return true;
}

/** The slot with `key` in the order. */
function slotOf(state: EncounterState, key: unknown): InitiativeSlot | undefined {
  for (const slot of state.slots) if (slot.key === key) return slot;
  return undefined;
}

const INITIATIVE_TYPES = new Set(['initiativeSet', 'slotPlaced', 'initiativeReordered']);

/** Lines that are something a creature does, filed under its own turn (see `actingPart`). */
const ACTING_CATEGORIES: ReadonlySet<LineCategory> = new Set(['attack', 'damage', 'healing']);

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
  massiveSave: ['save'],
  riderSave: ['save'],
  poisonSave: ['save'],
  fallDamage: ['damage'],
  falling: ['damage'],
  hd: ['healing'],
  disarm: ['attack'],
  grapple: ['attack'],
  shove: ['attack'],
  shoveAside: ['attack'],
  turnUndead: ['attack'],
};

/**
 * Which told line of a command shows which of its dice (all recorded on its first event): a
 * roll goes with the first line of the kind its purpose names (the attack roll with the attack,
 * the damage roll with the damage), otherwise with the command's first line about dice.
 */
function assignRolls(pending: readonly Pending[], count: number): Map<number, RollRecord[]> {
  const out = new Map<number, RollRecord[]>();
  const rolls = pending[0]?.rolls ?? NO_ROLLS;
  let fallback = firstTold(pending, count, ROLL_CATEGORIES);
  if (fallback < 0) fallback = Math.max(0, firstTold(pending, count, null));
  for (const roll of rolls) {
    const base = parseRollPurpose(roll.purpose ?? '').base;
    const kinds = Object.hasOwn(PURPOSE_CATEGORIES, base) ? PURPOSE_CATEGORIES[base] : undefined;
    const at = kinds ? firstTold(pending, count, kinds) : -1;
    const index = at >= 0 ? at : fallback;
    out.set(index, [...(out.get(index) ?? []), roll]);
  }
  return out;
}

/** Index of the first line the prose tells, of one of `kinds` (any kind when null), or −1. */
function firstTold(
  pending: readonly Pending[],
  count: number,
  kinds: ReadonlySet<LineCategory> | readonly LineCategory[] | null,
): number {
  for (let i = 0; i < count; i++) {
    const d = (pending[i] as Pending).described;
    if (d.quiet === true) continue;
    if (kinds === null) return i;
    if (
      Array.isArray(kinds)
        ? kinds.includes(d.category)
        : (kinds as ReadonlySet<LineCategory>).has(d.category)
    ) {
      return i;
    }
  }
  return -1;
}

function optionText(ctx: DescribeContext, labelKey: string, value: unknown): string {
  if (typeof value === 'boolean') return ctx.tr.t(value ? 'value.on' : 'value.off');
  if (typeof value === 'string') {
    return ctx.term(`${labelKey.replace(/\.label$/, '')}.values.${value}`, value);
  }
  return String(value);
}

/** Builds the whole recap of one encounter at once. */
export function buildRecap(source: ExportEncounter, options: RecapOptions): Recap {
  const builder = new RecapBuilder(source, options);
  builder.step();
  return builder.result();
}
