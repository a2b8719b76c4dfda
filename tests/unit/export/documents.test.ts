// Markdown and HTML documents: self-contained and printable, every DM-typed text escaped, one
// encounter or a whole play date.
import { describe, expect, it } from 'vitest';
import { escapeMarkdown } from '../../../shared/export/format/markdown';
import { toHtml } from '../../../shared/export/format/html';
import { buildRecap } from '../../../shared/export/recap/build';
import { renderExport } from '../../../shared/export/render';
import type { ExportEncounter } from '../../../shared/export/source';
import { dnd5eScript, osrScript } from './support/scripts';

const XSS = '<img src=x onerror=alert(1)><script>alert(2)</script>';

function renamed(encounter: ExportEncounter, from: string, to: string): ExportEncounter {
  // The new name goes in as JSON text, so quotes and line breaks stay escaped.
  const escaped = JSON.stringify(to).slice(1, -1);
  return JSON.parse(JSON.stringify(encounter).replaceAll(from, escaped)) as ExportEncounter;
}

const opts = { timeZone: 'UTC' } as const;

describe('HTML export', () => {
  it('is one self-contained page: no scripts, no external resources, a CSP that forbids fetching', () => {
    const { encounter } = dnd5eScript();
    const html = toHtml([buildRecap(encounter, { audience: 'dm', language: 'en' })], opts);
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain(
      `content="default-src 'none'; style-src 'unsafe-inline'; img-src data:"`,
    );
    expect(html).not.toMatch(/<script|<link|<iframe|<object|<embed|@import|url\(/i);
    expect(html).not.toMatch(/\b(src|href)=/i);
    expect(html).toContain('@media print');
    expect(html.match(/<svg /g)).toHaveLength(3); // HP of each side, damage by combatant
    expect(html).toContain('class="hp-line"');
    expect(html).toContain('class="bar-dealt"');
  });

  it('escapes a creature name made of markup everywhere, charts included', () => {
    const { encounter } = osrScript();
    const html = renderExport([renamed(encounter, 'Goblin 1', XSS)], {
      format: 'html',
      audience: 'dm',
      language: 'en',
      timeZone: 'UTC',
      exportedAt: '2025-03-14T21:00:00.000Z',
    });
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('a play date holds each encounter as its own article with its own charts', () => {
    const a = buildRecap(dnd5eScript().encounter, { audience: 'player', language: 'uk' });
    const b = buildRecap(osrScript().encounter, { audience: 'player', language: 'uk' });
    const html = toHtml([a, b], { timeZone: 'Europe/Kyiv', date: '2025-03-14' });
    expect(html).toContain('<h1>Журнал сесії за 14 березня 2025 р.</h1>');
    expect(html.match(/<article class="encounter"/g)).toHaveLength(2);
    expect(html).toContain('<html lang="uk">');
  });
});

describe('Markdown export', () => {
  it('escapes what Markdown would read as markup', () => {
    expect(escapeMarkdown('*Boss* | [x](y) <b> _u_ `c` ~s~ & \\')).toBe(
      '\\*Boss\\* \\| \\[x\\](y) \\<b\\> \\_u\\_ \\`c\\` \\~s\\~ \\& \\\\',
    );
    expect(escapeMarkdown('# not a heading')).toBe('\\# not a heading');
    expect(escapeMarkdown('- not a list')).toBe('\\- not a list');
    expect(escapeMarkdown('1. not a list')).toBe('1\\. not a list');
    expect(escapeMarkdown('two\nlines')).toBe('two lines');
  });

  it('a name with Markdown in it stays one table cell and one list item', () => {
    const { encounter } = osrScript();
    const md = renderExport([renamed(encounter, 'Goblin 1', '| *x* |\n# h')], {
      format: 'md',
      audience: 'dm',
      language: 'en',
      timeZone: 'UTC',
      exportedAt: '2025-03-14T21:00:00.000Z',
    });
    const row = md.split('\n').find((l) => l.includes('\\*x\\*') && l.startsWith('| '));
    // Name, side and the OSR summary's five numbers (no crits column: OSR has no critical hits).
    expect(row?.split(/(?<!\\)\|/).length).toBe(9);
    expect(md.split('\n').some((l) => l.startsWith('# h'))).toBe(false);
  });

  it('lists the optional rules that were on with their rule ids (DM) and not for the players', () => {
    const { encounter } = dnd5eScript();
    const md = (audience: 'dm' | 'player') =>
      renderExport([encounter], {
        format: 'md',
        audience,
        language: 'en',
        timeZone: 'UTC',
        exportedAt: '2025-03-14T21:00:00.000Z',
      });
    expect(md('dm')).toContain(
      '- **Lingering injuries**: on (5E-INJURY-01, 5E-INJURY-02, 5E-INJURY-03)',
    );
    expect(md('player')).not.toContain('Lingering injuries**');
  });
});
