// The recap as one self-contained HTML file: inline styles (screen and print), the summary
// table, inline SVG charts and the story. No scripts, no external assets; a Content-Security-
// Policy of `default-src 'none'` makes sure the page cannot fetch anything even if opened from
// a web server. Every text from the DM is escaped.
import { getSystem } from '../../rules/registry';
import type { Recap, RecapEvent, RecapRound } from '../recap/model';
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
import { damageChartSvg, escapeXml, hpChartSvg, type DamageBar } from './svg';

/** At most this many combatants get a bar in the damage chart (the table lists them all). */
export const MAX_DAMAGE_BARS = 20;

const STYLE = `
:root{color-scheme:light;--ink:#1b1b1b;--muted:#5b5b5b;--line:#d0d0d0;--band:#f3f3f1}
*{box-sizing:border-box}
body{margin:0 auto;max-width:60rem;padding:1.5rem;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;color:var(--ink);background:#fff}
h1{font-size:1.6rem;margin:0 0 .6rem}h2{font-size:1.25rem;margin:1.6rem 0 .5rem;border-bottom:2px solid var(--ink);padding-bottom:.2rem}
h3{font-size:1.1rem;margin:1.2rem 0 .3rem}h4{font-size:.98rem;margin:.7rem 0 .2rem;color:var(--muted)}
table{border-collapse:collapse;width:100%;margin:.4rem 0}th,td{border:1px solid var(--line);padding:.25rem .45rem;text-align:left;vertical-align:top}
th{background:var(--band)}td.n,th.n{text-align:right;font-variant-numeric:tabular-nums}tr.total td{font-weight:700;background:var(--band)}
dl.meta{display:grid;grid-template-columns:max-content 1fr;gap:.15rem 1rem;margin:0}dl.meta dt{font-weight:600}dl.meta dd{margin:0}
ul.lines{margin:.2rem 0 .4rem;padding-left:1.2rem}ul.lines li{margin:.1rem 0}
.rolls{display:block;color:var(--muted);font-size:.86em}
li.c-damage{color:#8a1c1c}li.c-healing{color:#1d6b2a}li.c-death{font-weight:700}li.crit::after{content:" ★"}
.note{color:var(--muted);font-size:.88em}
figure{margin:.8rem 0;break-inside:avoid}figcaption{font-weight:600;margin-bottom:.3rem}
svg.chart{max-width:100%;height:auto;background:#fff}
svg .grid{stroke:#e4e4e4;stroke-width:1}svg .axis{stroke:#777;stroke-width:1}
svg text{font:12px system-ui,sans-serif;fill:#333}svg .legend{font-size:12px}svg .name{font-size:12px}
article.encounter+article.encounter{margin-top:2.5rem;border-top:3px double var(--ink);padding-top:1rem}
footer{margin-top:2rem;color:var(--muted);font-size:.85em}
@media print{body{max-width:none;padding:0;font-size:11pt}h2{break-after:avoid}h3,h4{break-after:avoid}
section.turn,li{break-inside:avoid}a{color:inherit;text-decoration:none}@page{margin:15mm}}
`;

const esc = escapeXml;

function clip(text: string, max = 32): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

function eventItem(e: RecapEvent, tr: Translator): string {
  const open = e.crit ? `<li class="c-${e.category} crit">` : `<li class="c-${e.category}">`;
  if (e.rolls.length === 0) return `${open}${esc(e.text)}</li>`;
  const rolls = e.rolls.map(esc).join('; ');
  return `${open}${esc(e.text)}<span class="rolls">${esc(tr.t('doc.rolls'))}: ${rolls}</span></li>`;
}

function lineList(recap: Recap, indices: readonly number[], tr: Translator): string {
  if (indices.length === 0) return '';
  return `<ul class="lines">${indices.map((i) => eventItem(recap.events[i] as RecapEvent, tr)).join('')}</ul>`;
}

function roundSection(
  recap: Recap,
  round: RecapRound,
  tr: Translator,
  h: (n: number) => string,
): string {
  const parts = [`<section class="round" data-round="${round.round}">`];
  parts.push(`<${h(2)}>${esc(roundHeading(round.round, tr))}</${h(2)}>`);
  round.parts.forEach((part, i) => {
    if (part.lines.length === 0) return;
    const heading = partHeading(part.heading, i, tr);
    parts.push(
      heading === null
        ? lineList(recap, part.lines, tr)
        : `<section class="${part.heading === null ? 'between' : 'turn'}"><${h(3)}>${esc(heading)}</${h(3)}>${lineList(recap, part.lines, tr)}</section>`,
    );
  });
  parts.push('</section>');
  return parts.join('');
}

function summaryTable(recap: Recap, tr: Translator): string {
  const { rows, totals } = summaryRows(recap);
  const head = [
    `<th>${esc(tr.t('col.combatant'))}</th>`,
    `<th>${esc(tr.t('col.side'))}</th>`,
    ...statColumns(recap).map((c) => `<th class="n">${esc(tr.t(`col.${c}`))}</th>`),
  ].join('');
  const body = rows
    .map(
      (r) =>
        `<tr><td>${esc(r.name)}</td><td>${esc(r.side)}</td>${r.values
          .map((v) => `<td class="n">${v}</td>`)
          .join('')}</tr>`,
    )
    .join('');
  const total = `<tr class="total"><td>${esc(tr.t('doc.totals'))}</td><td></td>${totals
    .map((v) => `<td class="n">${v}</td>`)
    .join('')}</tr>`;
  return `<table class="summary"><thead><tr>${head}</tr></thead><tbody>${body}${total}</tbody></table>`;
}

function charts(recap: Recap, tr: Translator, h: (n: number) => string): string {
  const parts = [`<section class="charts"><${h(1)}>${esc(tr.t('doc.charts'))}</${h(1)}>`];
  const sides = [...new Set(recap.hp.lines.map((l) => l.side))];
  if (recap.hp.lines.length === 0) {
    parts.push(`<p class="note">${esc(tr.t('doc.noHp'))}</p>`);
  }
  for (const side of sides) {
    const lines = recap.hp.lines
      .filter((l) => l.side === side)
      .map((l) => ({ ...l, name: clip(l.name) }));
    const title = sides.length > 1 ? tr.t('doc.hpChartSide', { side }) : tr.t('doc.hpChart');
    parts.push(
      `<figure><figcaption>${esc(title)}</figcaption>${hpChartSvg(recap.hp, lines, {
        title,
        axis: tr.t('doc.axisRound'),
      })}</figure>`,
    );
  }
  const bars: DamageBar[] = recap.combatants
    .map((c) => ({
      name: clip(c.name, 28),
      dealt: recap.stats[c.id]?.damageDealt ?? 0,
      taken: recap.stats[c.id]?.damageTaken ?? 0,
    }))
    .filter((b) => b.dealt > 0 || b.taken > 0)
    .sort((a, b) => b.dealt + b.taken - (a.dealt + a.taken));
  const title = tr.t('doc.damageChart');
  if (bars.length === 0) {
    parts.push(
      `<figure><figcaption>${esc(title)}</figcaption><p class="note">${esc(tr.t('doc.noDamage'))}</p></figure>`,
    );
  } else {
    const shown = bars.slice(0, MAX_DAMAGE_BARS);
    const more = bars.length - shown.length;
    parts.push(
      `<figure><figcaption>${esc(title)}</figcaption>${damageChartSvg(shown, {
        title,
        dealt: tr.t('doc.damageDealt'),
        taken: tr.t('doc.damageTaken'),
      })}${more > 0 ? `<p class="note">${esc(tr.t('doc.moreCombatants', { count: more }))}</p>` : ''}</figure>`,
    );
  }
  parts.push('</section>');
  return parts.join('');
}

function renderEncounter(recap: Recap, options: DocumentOptions, level: number): string {
  const tr = recapTranslator(getSystem(recap.system), recap.language);
  const h = (n: number) => `h${Math.min(6, level + n)}`;
  const parts = [`<article class="encounter" data-encounter="${esc(recap.id)}">`];
  parts.push(`<header><${h(0)}>${esc(tr.t('doc.titleOne', { name: recap.name }))}</${h(0)}>`);
  parts.push(
    `<dl class="meta">${metaPairs(recap, tr, options.timeZone)
      .map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`)
      .join('')}</dl></header>`,
  );
  if (recap.audience === 'dm') {
    parts.push(`<section class="options"><${h(1)}>${esc(tr.t('doc.options'))}</${h(1)}>`);
    parts.push(
      recap.options.length === 0
        ? `<p>${esc(tr.t('doc.noOptions'))}</p>`
        : `<ul>${recap.options
            .map(
              (o) =>
                `<li><strong>${esc(o.label)}</strong>: ${esc(optionValueText(o, tr))}${
                  o.ruleIds.length > 0
                    ? ` <span class="note">(${esc(o.ruleIds.join(', '))})</span>`
                    : ''
                }</li>`,
            )
            .join('')}</ul>`,
    );
    parts.push('</section>');
  }
  parts.push(`<section class="summary"><${h(1)}>${esc(tr.t('doc.summary'))}</${h(1)}>`);
  parts.push(summaryTable(recap, tr));
  if (recap.uncreditedDamage > 0) {
    parts.push(
      `<p class="note">${esc(tr.t('doc.uncredited', { amount: recap.uncreditedDamage }))}</p>`,
    );
  }
  parts.push(`<p class="note">${esc(tr.t('doc.killsNote'))}</p></section>`);
  parts.push(charts(recap, tr, h));
  parts.push(`<section class="story"><${h(1)}>${esc(tr.t('doc.story'))}</${h(1)}>`);
  if (recap.story.length === 0) parts.push(`<p>${esc(tr.t('doc.noEvents'))}</p>`);
  for (const round of recap.story) parts.push(roundSection(recap, round, tr, h));
  parts.push('</section></article>');
  return parts.join('');
}

/** The HTML document of one encounter, or of every encounter of a play date. */
export function toHtml(recaps: readonly Recap[], options: DocumentOptions): string {
  const first = recaps[0];
  if (!first) return '';
  const tr = recapTranslator(getSystem(first.system), first.language);
  const single = recaps.length === 1 && options.date === undefined;
  const title = single
    ? tr.t('doc.titleOne', { name: first.name })
    : tr.t('doc.titleDate', {
        date: options.date ? playDateText(options.date, first.language) : '',
      });
  const body = single
    ? renderEncounter(first, options, 1)
    : [
        `<h1>${esc(title)}</h1>`,
        `<nav><h2>${esc(tr.t('doc.encounters'))}</h2><ol>${recaps
          .map((r) => `<li>${esc(r.name)}</li>`)
          .join('')}</ol></nav>`,
        ...recaps.map((r) => renderEncounter(r, options, 2)),
      ].join('');
  return [
    '<!DOCTYPE html>',
    `<html lang="${esc(first.language)}">`,
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="no-referrer">',
    `<title>${esc(title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    `<body>${body}<footer>${esc(tr.t('doc.generatedBy'))}</footer></body>`,
    '</html>',
    '',
  ].join('\n');
}
