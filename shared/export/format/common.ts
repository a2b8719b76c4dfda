// What every document format shares: the document's options, dates and durations in the
// recap's language, and the summary table's rows.
import type { Language } from '../../i18n/languages';
import type { CombatantStats, Recap, RecapOption } from '../recap/model';
import type { Translator } from '../translate';

/** Options of a rendered document. */
export interface DocumentOptions {
  /** IANA time zone dates are shown in (the DM's machine's; tests pin one). */
  timeZone: string;
  /** Title of a multi-encounter document (e.g. the play date); absent for one encounter. */
  date?: string;
}

/** A date and time in the recap's language, e.g. "14 березня 2025 р. о 20:30". */
export function dateTimeText(iso: string | null, language: Language, timeZone: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone,
  }).format(date);
}

/** A play date ("2025-03-14") in the recap's language, e.g. "14 March 2025". */
export function playDateText(date: string, language: Language): string {
  const parsed = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(parsed);
}

/** "1 h 5 min", "9 min", "40 s" ("—" when unknown). */
export function durationText(ms: number | null, tr: Translator): string {
  if (ms === null) return tr.t('doc.unknown');
  const total = Math.round(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(tr.t('duration.hours', { count: hours }));
  if (minutes > 0) parts.push(tr.t('duration.minutes', { count: minutes }));
  if (hours === 0 && (seconds > 0 || parts.length === 0)) {
    parts.push(tr.t('duration.seconds', { count: seconds }));
  }
  return parts.join(' ');
}

/** The summary table's numeric columns, in order. */
export const STAT_COLUMNS = [
  'damageDealt',
  'damageTaken',
  'healing',
  'kills',
  'crits',
  'deaths',
] as const satisfies readonly (keyof CombatantStats)[];

/**
 * The summary columns a recap shows: a critical hit is a 5e rule (5E-CRIT-01), so 2e and OSR
 * recaps have no "Crits" column (their natural 20 is only a hit).
 */
export function statColumns(recap: Pick<Recap, 'system'>): readonly (keyof CombatantStats)[] {
  return recap.system === 'dnd5e' ? STAT_COLUMNS : STAT_COLUMNS.filter((c) => c !== 'crits');
}

/** One row of the summary table. */
export interface SummaryRow {
  /** Combatant name. */
  name: string;
  /** Side name. */
  side: string;
  /** Numbers in statColumns order. */
  values: number[];
}

/** The summary rows (combatants in joining order) and the totals row. */
export function summaryRows(recap: Recap): { rows: SummaryRow[]; totals: number[] } {
  const columns = statColumns(recap);
  const rows = recap.combatants.map((c) => {
    const stats = recap.stats[c.id];
    return {
      name: c.name,
      side: c.side,
      values: columns.map((k) => (stats ? stats[k] : 0)),
    };
  });
  const totals = columns.map((_, i) => rows.reduce((sum, r) => sum + (r.values[i] ?? 0), 0));
  return { rows, totals };
}

/** The recap's metadata as label/value pairs (campaign, system, dates, duration…). */
export function metaPairs(recap: Recap, tr: Translator, timeZone: string): [string, string][] {
  const pairs: [string, string][] = [];
  if (recap.campaign) pairs.push([tr.t('doc.campaign'), recap.campaign]);
  pairs.push([tr.t('doc.system'), recap.systemName]);
  if (recap.createdAt) {
    pairs.push([tr.t('doc.started'), dateTimeText(recap.createdAt, recap.language, timeZone)]);
  }
  if (recap.endedAt) {
    pairs.push([tr.t('doc.ended'), dateTimeText(recap.endedAt, recap.language, timeZone)]);
  }
  pairs.push([tr.t('doc.duration'), durationText(recap.durationMs, tr)]);
  pairs.push([tr.t('doc.rounds'), String(recap.roundCount)]);
  pairs.push([tr.t('doc.status'), tr.t(`doc.status_.${recap.status}`)]);
  pairs.push([
    tr.t('doc.audience'),
    tr.t(recap.audience === 'dm' ? 'doc.audienceDm' : 'doc.audiencePlayer'),
  ]);
  return pairs;
}

/**
 * An option's value in the DM's log: the value, or — when the DM changed it during the fight —
 * each value with the round it took effect ("Standard (from the start) → Individual (from
 * round 3)").
 */
export function optionValueText(option: RecapOption, tr: Translator): string {
  if (option.changes.length <= 1) return option.value;
  return option.changes
    .map((c) =>
      c.round === 0
        ? tr.t('doc.optionFromStart', { value: c.value })
        : tr.t('doc.optionFromRound', { value: c.value, round: c.round }),
    )
    .join(' → ');
}

/** The heading of a round: "Before the fight" or "Round N". */
export function roundHeading(round: number, tr: Translator): string {
  return round === 0 ? tr.t('doc.setup') : tr.t('doc.round', { round });
}

/**
 * The heading of a part of a round: the turn's, none for the lines that open the round, and
 * "Between the turns" for lines after a turn (so they do not read as part of it).
 */
export function partHeading(heading: string | null, index: number, tr: Translator): string | null {
  if (heading !== null) return heading;
  return index === 0 ? null : tr.t('doc.betweenTurns');
}
