// Tells the running encounter's log for the DM's log panel: each command's events as sentences
// in one language, with the command's dice written out. It uses the session-log export's own
// describers and catalog, so the panel and the exported recap say the same thing the same way.
import { OwnedDraft, ownedCopy } from '../../shared/encounter/draft';
import { applyEvents, applyToDraft } from '../../shared/encounter/reduce';
import type { Combatant, EncounterState, EngineEvent } from '../../shared/encounter/types';
import { describeEvent, hasDescriber } from '../../shared/export/describe/index';
import { tagged, type Described, type DescribeContext } from '../../shared/export/describe/types';
import { formatRoll } from '../../shared/export/recap/rolls';
import { recapTranslator } from '../../shared/export/recap/terms';
import type { TranslateParams, Translator } from '../../shared/export/translate';
import type { Language } from '../../shared/i18n/languages';
import type { LogCommandView, LogLineView } from '../../shared/ipc/views';
import { getSystem } from '../../shared/rules/registry';
import type { RuleSystem } from '../../shared/rules/types';

/** Categories whose line carries the command's dice (as the exported recap places them). */
const ROLL_CATEGORIES = new Set([
  'attack',
  'damage',
  'healing',
  'save',
  'initiative',
  'death',
  'injury',
]);

interface Told {
  described: Described;
  /** The target's HP and maximum after the event, for damage and healing lines. */
  hpAfter: { hp: number; max: number } | null;
}

/** Names by id: combatants and sides seen so far (the removed keep their last name). */
class Names {
  private readonly known = new Map<string, string>();

  note(state: EncounterState, tr: Translator): void {
    for (const id of state.combatantIds) {
      const c = state.combatants[id];
      if (c) this.known.set(id, c.name);
    }
    for (const id of Object.keys(state.sides)) {
      if (!this.known.has(id)) this.known.set(id, sideName(state, id, tr));
      // Side rolls name their side as `side:<id>` (2e side initiative).
      this.known.set(`side:${id}`, sideName(state, id, tr));
    }
    // Group rolls (a group's shared initiative) name the group.
    for (const group of Object.values(state.groups)) this.known.set(group.id, group.name);
  }

  of(id: string): string {
    return this.known.get(id) ?? id;
  }
}

/** The engine's default side names, told in the log's language while the DM keeps them. */
const DEFAULT_SIDE_NAMES: Readonly<Record<string, string>> = { party: 'Party', foes: 'Foes' };

/** A side's name in the log's language when it is one of the engine's default sides. */
function sideName(state: EncounterState, id: string, tr: Translator): string {
  const side = state.sides[id];
  if (!side) return id;
  if (DEFAULT_SIDE_NAMES[id] === side.name && tr.has(`side.${id}`)) return tr.t(`side.${id}`);
  return side.name;
}

function describeContext(
  current: () => EncounterState,
  system: RuleSystem,
  tr: Translator,
): DescribeContext {
  const term = (key: string, fallback?: string): string => {
    const full = `${system.id}:${key}`;
    return tr.has(full) ? tr.t(full) : (fallback ?? key);
  };
  const context = {
    // The state just before the event being told.
    get state() {
      return current();
    },
    system,
    tr,
    term,
    sideName: (id: string) => sideName(current(), id, tr),
    phrase: (key: string, fallback: string) => (tr.has(key) ? tr.t(key) : fallback),
    conditionLabel: (key: string) => {
      if (key.startsWith('custom:')) return key.slice('custom:'.length);
      const def = system.conditions.find((d) => d.key === key);
      return def ? term(def.labelKey, key) : key;
    },
    firstOf: (keys: readonly string[], params: TranslateParams, fallback: string) => {
      for (const key of keys) if (tr.has(key)) return tr.t(key, params);
      return fallback;
    },
  };
  return context as DescribeContext;
}

function sentence(told: Told, tr: Translator, names: Names): string {
  const d = told.described;
  const params: Record<string, string | number> = { ...(d.params ?? {}) };
  const scores = typeof params.scores === 'string' ? params.scores.split(', ') : null;
  for (const [param, ids] of Object.entries(d.names ?? {})) {
    if (typeof ids === 'string') {
      params[param] = names.of(ids);
      continue;
    }
    const tags = d.tags?.[param];
    params[param] = ids
      .map((id, i) => {
        const score = param === 'order' && scores ? scores[i] : undefined;
        if (score !== undefined && score !== '—') return `${names.of(id)} (${score})`;
        return tagged(names.of(id), tags?.[i]);
      })
      .join(', ');
  }
  let text = tr.t(d.key, params);
  if (told.hpAfter) text += tr.t('line.hpAfter', told.hpAfter);
  return text;
}

/**
 * Tells commands `from`..end of `commands` (each a list of events), starting from `before`,
 * the state just before command `from`.
 */
export function tellCommands(
  before: EncounterState,
  commands: readonly (readonly EngineEvent[])[],
  from: number,
  language: Language,
): LogCommandView[] {
  const system = getSystem(before.system);
  const tr = recapTranslator(system, language);
  // Many commands: replay on a private copy (fast per event, one deep copy up front). A few
  // (the usual case, right after a command): apply event by event, sharing what is untouched.
  const draft = commands.length - from > 8 ? new OwnedDraft(ownedCopy(before)) : null;
  let shared = before;
  const current = (): EncounterState => (draft ? draft.state : shared);
  const ctx = describeContext(current, system, tr);
  const names = new Names();
  names.note(current(), tr);
  const out: LogCommandView[] = [];
  for (let index = from; index < commands.length; index++) {
    const events = commands[index] ?? [];
    const round = current().round;
    const told: Told[] = [];
    for (const event of events) {
      // An event no describer knows is bookkeeping of the rules (turn economy and the like):
      // it is applied but not told, rather than told as a sentence naming its type.
      const described = hasDescriber(system.id, event.type) ? describeEvent(event, ctx) : null;
      if (draft) applyToDraft(draft, event, system);
      else shared = applyEvents(shared, [event], system);
      if (
        event.type === 'combatantAdded' ||
        event.type === 'combatantUpdated' ||
        event.type === 'groupSet'
      ) {
        names.note(current(), tr);
      }
      if (!described) continue;
      const target = described.targetId
        ? (current().combatants[described.targetId] as Combatant | undefined)
        : undefined;
      told.push({
        described,
        hpAfter: described.hp !== undefined && target ? { hp: target.hp, max: target.maxHp } : null,
      });
    }
    // The command's dice (on its first event) go with the first line that tells a roll.
    const rolls = (events[0]?.rolls ?? []).map((r) => formatRoll(r, tr, (id) => names.of(id)));
    let rollsAt = told.findIndex(
      (t) => t.described.quiet !== true && ROLL_CATEGORIES.has(t.described.category),
    );
    if (rollsAt < 0)
      rollsAt = Math.max(
        0,
        told.findIndex((t) => t.described.quiet !== true),
      );
    const lines: LogLineView[] = told.map((t, i) => ({
      category: t.described.category,
      text: sentence(t, tr, names),
      rolls: i === rollsAt ? rolls : [],
      quiet: t.described.quiet === true,
    }));
    out.push({ index, round, startsTurn: events.some((e) => e.type === 'turnStarted'), lines });
  }
  return out;
}
