// Reads what the DM's log panel and the exported recap say about an encounter, in all three
// languages, and lists every sentence that is not a finished sentence of the language: the
// generic "Event <type>" line, a placeholder or catalog key left in, an identifier of the code
// (camelCase), a missing value, or (in Ukrainian and Russian) English words.
import { createEncounter } from '../../../../shared';
import { appliedCommands } from '../../../../shared/export/log';
import { renderExport } from '../../../../shared/export/render';
import type { ExportEncounter } from '../../../../shared/export/source';
import { languages, type Language } from '../../../../shared/i18n/languages';
import { tellCommands } from '../../../../main/encounter/logTeller';

/** The generic line of an event no describer tells, in each language. */
const GENERIC = /^(Event|Подія|Событие) \S+$/;

/** Why a sentence is not finished, or null when it is. */
function problem(text: string, language: Language, names: readonly string[]): string | null {
  if (GENERIC.test(text.trim())) return 'generic line';
  if (/\{\{|\}\}/.test(text)) return 'placeholder left';
  if (/\b(undefined|NaN|null|\[object)/.test(text)) return 'missing value';
  if (/\b(ev|purpose|note5e|dnd5e|adnd2e|osr|tactics|export|engine)[.:][a-zA-Z]/.test(text)) {
    return 'catalog key';
  }
  let rest = text;
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    rest = rest.split(name).join(' ');
  }
  if (/\b[a-z]+[A-Z][A-Za-z]*\b/.test(rest)) return 'identifier';
  if (language !== 'en') {
    // Dice notation, the 2e THAC0 and Latin-script creature names aside.
    const words = rest
      .replace(/\b\d*d\d+(k[hl]\d+)?\b/g, ' ')
      .replace(/\bTHAC0\b/g, ' ')
      .match(/[A-Za-z]{2,}/g);
    if (words) return `English words: ${words.join(' ')}`;
  }
  return null;
}

/** Every unfinished sentence of the DM's log panel for the encounter, as `lang: text (why)`. */
export function logPanelProblems(encounter: ExportEncounter, names: readonly string[]): string[] {
  const commands = appliedCommands(encounter.log).map((c) => c.events);
  const out: string[] = [];
  for (const language of languages) {
    const told = tellCommands(createEncounter(encounter.init), commands, 0, language);
    for (const command of told) {
      for (const line of command.lines) {
        for (const text of [line.text, ...line.rolls]) {
          const why = problem(text, language, names);
          if (why) out.push(`${language}: ${text} (${why})`);
        }
      }
    }
  }
  return out;
}

/** Every unfinished sentence of the exported Markdown recap, for the DM and for the players. */
export function recapProblems(encounter: ExportEncounter, names: readonly string[]): string[] {
  const out: string[] = [];
  for (const language of languages) {
    for (const audience of ['dm', 'player'] as const) {
      const text = renderExport([encounter], {
        format: 'md',
        audience,
        language,
        timeZone: 'UTC',
        exportedAt: '2025-03-14T21:00:00.000Z',
      });
      // The story's lines and their dice: list items and the italic lines under them.
      for (const raw of text.split('\n')) {
        const line = raw.trim();
        if (!line.startsWith('- ') && !line.startsWith('_')) continue;
        const body = line.replace(/^- /, '').replace(/^_(Dice|Кидки|Броски): /, '');
        const why = problem(body.replace(/_$/, '').replace(/\s+$/, ''), 'en', names);
        if (why) out.push(`${language} ${audience}: ${line} (${why})`);
      }
    }
  }
  return out;
}
