// The recap as Markdown: metadata, optional rules, the summary table, then the story round by
// round and turn by turn with each command's dice. Every text from the DM (names, notes) is
// escaped, so a name such as "*Boss* | [x](y)" prints as written.
import { getSystem } from '../../rules/registry';
import type { Recap, RecapEvent } from '../recap/model';
import { recapTranslator } from '../recap/terms';
import type { Translator } from '../translate';
import {
  statColumns,
  metaPairs,
  optionValueText,
  playDateText,
  partHeading,
  roundHeading,
  summaryRows,
  type DocumentOptions,
} from './common';

const INLINE_SPECIAL = /[\\`*_[\]<>|~&]/g;

/** Escapes text for a Markdown paragraph or table cell (one line). */
export function escapeMarkdown(text: string): string {
  const flat = text.replace(/[\r\n]+/g, ' ').replace(INLINE_SPECIAL, (ch) => `\\${ch}`);
  // A line starting with "#", "+", "-", "=" or "1." would become a heading or a list.
  return flat.replace(
    /^(\s*)([#+\-=]|\d+[.)])/,
    (_m, space: string, mark: string) => `${space}${mark.replace(/([#+\-=.)])$/, '\\$1')}`,
  );
}

function table(header: string[], rows: string[][], numericFrom: number): string {
  const align = header.map((_, i) => (i >= numericFrom ? '---:' : '---'));
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(align), ...rows.map(line)].join('\n');
}

function eventLine(e: RecapEvent, tr: Translator): string {
  const text = `- ${escapeMarkdown(e.text)}`;
  if (e.rolls.length === 0) return text;
  const rolls = e.rolls.map((r) => escapeMarkdown(r)).join('; ');
  return `${text}  \n  _${escapeMarkdown(tr.t('doc.rolls'))}: ${rolls}_`;
}

function renderEncounter(recap: Recap, options: DocumentOptions, level: number): string {
  const tr = recapTranslator(getSystem(recap.system), recap.language);
  const h = (n: number) => '#'.repeat(Math.min(6, level + n));
  const out: string[] = [];
  out.push(`${h(0)} ${escapeMarkdown(tr.t('doc.titleOne', { name: recap.name }))}`);
  out.push(
    table(
      ['', ''],
      metaPairs(recap, tr, options.timeZone).map(([k, v]) => [
        escapeMarkdown(k),
        escapeMarkdown(v),
      ]),
      2,
    ),
  );
  if (recap.audience === 'dm') {
    out.push(`${h(1)} ${escapeMarkdown(tr.t('doc.options'))}`);
    out.push(
      recap.options.length === 0
        ? escapeMarkdown(tr.t('doc.noOptions'))
        : recap.options
            .map(
              (o) =>
                `- **${escapeMarkdown(o.label)}**: ${escapeMarkdown(optionValueText(o, tr))}` +
                (o.ruleIds.length > 0 ? ` (${escapeMarkdown(o.ruleIds.join(', '))})` : ''),
            )
            .join('\n'),
    );
  }
  out.push(`${h(1)} ${escapeMarkdown(tr.t('doc.summary'))}`);
  const { rows, totals } = summaryRows(recap);
  out.push(
    table(
      [
        tr.t('col.combatant'),
        tr.t('col.side'),
        ...statColumns(recap).map((c) => tr.t(`col.${c}`)),
      ].map(escapeMarkdown),
      [
        ...rows.map((r) => [
          escapeMarkdown(r.name),
          escapeMarkdown(r.side),
          ...r.values.map(String),
        ]),
        [`**${escapeMarkdown(tr.t('doc.totals'))}**`, '', ...totals.map((n) => `**${n}**`)],
      ],
      2,
    ),
  );
  if (recap.uncreditedDamage > 0) {
    out.push(escapeMarkdown(tr.t('doc.uncredited', { amount: recap.uncreditedDamage })));
  }
  out.push(escapeMarkdown(tr.t('doc.killsNote')));
  out.push(`${h(1)} ${escapeMarkdown(tr.t('doc.story'))}`);
  if (recap.story.length === 0) out.push(escapeMarkdown(tr.t('doc.noEvents')));
  for (const round of recap.story) {
    out.push(`${h(2)} ${escapeMarkdown(roundHeading(round.round, tr))}`);
    round.parts.forEach((part, i) => {
      if (part.lines.length === 0) return;
      const heading = partHeading(part.heading, i, tr);
      if (heading !== null) out.push(`${h(3)} ${escapeMarkdown(heading)}`);
      out.push(part.lines.map((n) => eventLine(recap.events[n] as RecapEvent, tr)).join('\n'));
    });
  }
  return out.join('\n\n');
}

/** The Markdown document of one encounter, or of every encounter of a play date. */
export function toMarkdown(recaps: readonly Recap[], options: DocumentOptions): string {
  const first = recaps[0];
  if (!first) return '';
  if (recaps.length === 1 && options.date === undefined) {
    return `${renderEncounter(first, options, 1)}\n\n---\n\n${escapeMarkdown(
      recapTranslator(getSystem(first.system), first.language).t('doc.generatedBy'),
    )}\n`;
  }
  const tr = recapTranslator(getSystem(first.system), first.language);
  const date = options.date ? playDateText(options.date, first.language) : '';
  const parts = [
    `# ${escapeMarkdown(tr.t('doc.titleDate', { date }))}`,
    `## ${escapeMarkdown(tr.t('doc.encounters'))}`,
    recaps.map((r, i) => `${i + 1}. ${escapeMarkdown(r.name)}`).join('\n'),
    ...recaps.map((r) => renderEncounter(r, options, 2)),
    '---',
    escapeMarkdown(tr.t('doc.generatedBy')),
  ];
  return `${parts.join('\n\n')}\n`;
}
