// Inline SVG charts for the HTML export: plain shapes and text, no scripts, no fonts or images
// to fetch, so the page draws the same offline and on paper.
import type { HpSeries } from '../recap/model';

/** Escapes text for XML/HTML content and attribute values. */
export function escapeXml(text: string): string {
  // Most texts need nothing; testing first skips the replace and its allocations.
  return XML_SPECIAL_TEST.test(text)
    ? text.replace(XML_SPECIAL, (ch) => XML_ENTITIES[ch] as string)
    : text;
}

const XML_SPECIAL_TEST = /[&<>"']/;
const XML_SPECIAL = /[&<>"']/g;

const XML_ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Distinct colours that stay apart in greyscale print thanks to the dash patterns below. */
const PALETTE = [
  '#1f77b4',
  '#d62728',
  '#2ca02c',
  '#ff7f0e',
  '#9467bd',
  '#8c564b',
  '#e377c2',
  '#17becf',
  '#7f7f7f',
  '#bcbd22',
];
const DASHES = ['', '6 3', '2 3', '8 3 2 3'];

/** Stroke colour and dash pattern of the n-th line. */
function lineStyle(n: number): { color: string; dash: string } {
  return {
    color: PALETTE[n % PALETTE.length] as string,
    dash: DASHES[Math.floor(n / PALETTE.length) % DASHES.length] as string,
  };
}

const fmt = (n: number): string => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/** Round numbers for axis ticks: about `target` steps of 1, 2 or 5 × 10^k. */
function niceStep(range: number, target: number): number {
  const raw = Math.max(1, range / target);
  const power = 10 ** Math.floor(Math.log10(raw));
  const scaled = raw / power;
  const nice = scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 5 ? 5 : 10;
  return nice * power;
}

/** Labels of a chart. */
export interface ChartLabels {
  /** Accessible name of the chart. */
  title: string;
  /** X axis label (HP chart). */
  axis?: string;
  /** Legend text of the two bar series (damage chart). */
  dealt?: string;
  taken?: string;
}

/** A line chart of HP per round; each line one combatant, gaps where HP is not known. */
export function hpChartSvg(
  series: HpSeries,
  lines: HpSeries['lines'],
  labels: ChartLabels,
): string {
  const width = 720;
  const plotLeft = 48;
  const plotRight = width - 16;
  const plotTop = 16;
  const plotBottom = 216;
  const legendColumns = 3;
  const legendRows = Math.ceil(lines.length / legendColumns);
  const height = plotBottom + 40 + legendRows * 20;
  const rounds = series.rounds;
  const maxRound = Math.max(1, rounds[rounds.length - 1] ?? 1);
  const hpStep = niceStep(Math.max(1, ...lines.map((l) => l.max)), 5);
  // The axis ends on a labelled tick at or above the largest maximum HP.
  const maxHp = Math.ceil(Math.max(1, ...lines.map((l) => l.max)) / hpStep) * hpStep;
  const x = (round: number) => plotLeft + ((plotRight - plotLeft) * round) / maxRound;
  const y = (hp: number) => plotBottom - ((plotBottom - plotTop) * Math.max(0, hp)) / maxHp;
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" class="chart hp-chart" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(labels.title)}">`,
  );
  out.push(`<title>${escapeXml(labels.title)}</title>`);
  for (let v = 0; v <= maxHp; v += hpStep) {
    out.push(
      `<line class="grid" x1="${plotLeft}" y1="${fmt(y(v))}" x2="${plotRight}" y2="${fmt(y(v))}"/>`,
      `<text class="tick" x="${plotLeft - 6}" y="${fmt(y(v) + 4)}" text-anchor="end">${v}</text>`,
    );
  }
  const roundStep = niceStep(maxRound, 12);
  for (let r = 0; r <= maxRound; r += roundStep) {
    out.push(
      `<text class="tick" x="${fmt(x(r))}" y="${plotBottom + 16}" text-anchor="middle">${r}</text>`,
    );
  }
  out.push(
    `<line class="axis" x1="${plotLeft}" y1="${plotBottom}" x2="${plotRight}" y2="${plotBottom}"/>`,
    `<line class="axis" x1="${plotLeft}" y1="${plotTop}" x2="${plotLeft}" y2="${plotBottom}"/>`,
  );
  if (labels.axis) {
    out.push(
      `<text class="axis-label" x="${(plotLeft + plotRight) / 2}" y="${plotBottom + 32}" text-anchor="middle">${escapeXml(labels.axis)}</text>`,
    );
  }
  lines.forEach((line, n) => {
    const { color, dash } = lineStyle(n);
    const dashAttr = dash ? ` stroke-dasharray="${dash}"` : '';
    // A run of known points is one polyline; an unknown point (not yet in the fight, hidden
    // from the players) breaks the line.
    let run: string[] = [];
    const flush = () => {
      if (run.length === 1) {
        const [px, py] = (run[0] as string).split(',');
        out.push(`<circle cx="${px}" cy="${py}" r="3" fill="${color}"/>`);
      } else if (run.length > 1) {
        out.push(
          `<polyline class="hp-line" data-combatant="${escapeXml(line.id)}" fill="none" stroke="${color}" stroke-width="2"${dashAttr} points="${run.join(' ')}"/>`,
        );
      }
      run = [];
    };
    line.points.forEach((hp, i) => {
      if (hp === null) flush();
      else run.push(`${fmt(x(rounds[i] ?? 0))},${fmt(y(hp))}`);
    });
    flush();
    const lx = 16 + (n % legendColumns) * ((width - 32) / legendColumns);
    const ly = plotBottom + 52 + Math.floor(n / legendColumns) * 20;
    out.push(
      `<line x1="${fmt(lx)}" y1="${ly - 4}" x2="${fmt(lx + 22)}" y2="${ly - 4}" stroke="${color}" stroke-width="3"${dashAttr}/>`,
      `<text class="legend" x="${fmt(lx + 28)}" y="${ly}">${escapeXml(line.name)}</text>`,
    );
  });
  out.push('</svg>');
  return out.join('');
}

/** One bar group of the damage chart. */
export interface DamageBar {
  /** Combatant name. */
  name: string;
  /** Damage it dealt. */
  dealt: number;
  /** Damage it took. */
  taken: number;
}

/** A horizontal bar chart of damage dealt and taken per combatant. */
export function damageChartSvg(bars: readonly DamageBar[], labels: ChartLabels): string {
  const width = 720;
  const nameWidth = 200;
  const barLeft = nameWidth + 8;
  const barRight = width - 56;
  const rowHeight = 30;
  const top = 28;
  const height = top + bars.length * rowHeight + 8;
  const max = Math.max(1, ...bars.map((b) => Math.max(b.dealt, b.taken)));
  const w = (v: number) => ((barRight - barLeft) * v) / max;
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" class="chart damage-chart" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(labels.title)}">`,
  );
  out.push(`<title>${escapeXml(labels.title)}</title>`);
  out.push(
    `<rect x="${barLeft}" y="6" width="14" height="10" fill="${PALETTE[1]}"/>`,
    `<text class="legend" x="${barLeft + 20}" y="15">${escapeXml(labels.dealt ?? '')}</text>`,
    `<rect x="${barLeft + 140}" y="6" width="14" height="10" fill="${PALETTE[0]}"/>`,
    `<text class="legend" x="${barLeft + 160}" y="15">${escapeXml(labels.taken ?? '')}</text>`,
  );
  bars.forEach((bar, i) => {
    const y0 = top + i * rowHeight;
    out.push(
      `<text class="name" x="${nameWidth}" y="${y0 + 17}" text-anchor="end">${escapeXml(bar.name)}</text>`,
      `<rect class="bar-dealt" x="${barLeft}" y="${y0 + 3}" width="${fmt(w(bar.dealt))}" height="11" fill="${PALETTE[1]}"/>`,
      `<text class="value" x="${fmt(barLeft + w(bar.dealt) + 4)}" y="${y0 + 12}">${bar.dealt}</text>`,
      `<rect class="bar-taken" x="${barLeft}" y="${y0 + 15}" width="${fmt(w(bar.taken))}" height="11" fill="${PALETTE[0]}"/>`,
      `<text class="value" x="${fmt(barLeft + w(bar.taken) + 4)}" y="${y0 + 25}">${bar.taken}</text>`,
    );
  });
  out.push('</svg>');
  return out.join('');
}
