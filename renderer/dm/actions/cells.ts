// Squares of the grid typed as text: `3,4; 5,4` lists squares, `2,2-4,3` fills the rectangle
// between two corners (row by row). Lists of squares (a path, the squares of a map edit) are
// easier to type this way than one pair of fields per square.

/** A square as the draft holds it (typed text). */
export interface CellDraft {
  x: string;
  y: string;
}

const PART = /^\s*(-?\d{1,5})\s*,\s*(-?\d{1,5})\s*(?:[-–—]\s*(-?\d{1,5})\s*,\s*(-?\d{1,5})\s*)?$/;

/** The squares a text names, or null when some part is neither a square nor a rectangle. */
export function parseCells(text: string, max = 10000): CellDraft[] | null {
  const out: CellDraft[] = [];
  for (const part of text.split(/[;\n]+/)) {
    if (part.trim() === '') continue;
    const m = PART.exec(part);
    if (!m) return null;
    const ax = Number(m[1]);
    const ay = Number(m[2]);
    const bx = m[3] === undefined ? ax : Number(m[3]);
    const by = m[4] === undefined ? ay : Number(m[4]);
    for (let y = Math.min(ay, by); y <= Math.max(ay, by); y++) {
      for (let x = Math.min(ax, bx); x <= Math.max(ax, bx); x++) {
        if (out.length >= max) return null;
        out.push({ x: String(x), y: String(y) });
      }
    }
  }
  return out;
}

/** The text of a list of squares. */
export function cellsText(cells: readonly CellDraft[]): string {
  return cells.map((c) => `${c.x},${c.y}`).join('; ');
}
