// One entry point from encounters to an export file's text, for each format.
import type { Language } from '../i18n/languages';
import { toCsv } from './format/csv';
import { toHtml } from './format/html';
import { toMarkdown } from './format/markdown';
import { buildRecap, type RecapOptions } from './recap/build';
import type { Audience, Recap } from './recap/model';
import { toJson } from './schema';
import type { ExportEncounter } from './source';
import type { ExportFormat } from './limits';

export { EXPORT_FORMATS, type ExportFormat } from './limits';

/** File extension and media type of each format. */
export const FORMAT_FILES: Readonly<Record<ExportFormat, { extension: string; mime: string }>> = {
  md: { extension: 'md', mime: 'text/markdown; charset=utf-8' },
  html: { extension: 'html', mime: 'text/html; charset=utf-8' },
  json: { extension: 'json', mime: 'application/json; charset=utf-8' },
  csv: { extension: 'csv', mime: 'text/csv; charset=utf-8' },
};

/** Everything an export needs besides the encounters. */
export interface RenderOptions {
  /** The format. */
  format: ExportFormat;
  /** DM or players (JSON always holds the full log). */
  audience: Audience;
  /** Language of the texts. */
  language: Language;
  /** Time zone of the dates shown. */
  timeZone: string;
  /** The play date when exporting a whole play date ("2025-03-14"). */
  date?: string;
  /** When the export is made (ISO-8601; written into JSON only). */
  exportedAt: string;
  /** What the players' view shows, for the players' recap. */
  playerView?: RecapOptions['playerView'];
}

/** The text of a Markdown, HTML or CSV document from recaps already built. */
export function renderRecaps(
  recaps: readonly Recap[],
  format: Exclude<ExportFormat, 'json'>,
  options: Pick<RenderOptions, 'timeZone' | 'date'>,
): string {
  const doc = { timeZone: options.timeZone, ...(options.date ? { date: options.date } : {}) };
  if (format === 'md') return toMarkdown(recaps, doc);
  if (format === 'html') return toHtml(recaps, doc);
  return toCsv(recaps);
}

/** The text of an export file of `encounters` (oldest first). */
export function renderExport(
  encounters: readonly ExportEncounter[],
  options: RenderOptions,
): string {
  if (options.format === 'json') {
    return toJson(encounters, { exportedAt: options.exportedAt, language: options.language });
  }
  const recaps = encounters.map((e) =>
    buildRecap(e, {
      audience: options.audience,
      language: options.language,
      ...(options.playerView ? { playerView: options.playerView } : {}),
      // The prose never shows bookkeeping events; only the CSV has a row for each.
      quietRows: options.format === 'csv',
    }),
  );
  return renderRecaps(recaps, options.format, options);
}
