// The faces of a roll the DM typed as its total (a physical 2d10 read as "13"): for a plain sum
// of dice (`2d10`, `2d6+1`) the total is spread over the dice as evenly as possible, which is
// all the rules read of it. Keep/drop and subtracted dice have no single reading: refused.
import type { DiceExpression } from './notation';

/** Faces that make `expr` total `total`, or null when it cannot (out of range, keep/drop). */
export function facesForTotal(expr: DiceExpression, total: number): number[] | null {
  if (!Number.isInteger(total) || expr.chance) return null;
  if (expr.groups.some((g) => g.keep !== undefined || g.sign < 0)) return null;
  const dice = expr.groups.flatMap((g) => Array.from({ length: g.count }, () => g.sides));
  let left = total - expr.modifier - dice.length;
  const max = dice.reduce((n, sides) => n + sides - 1, 0);
  if (dice.length === 0 || left < 0 || left > max) return null;
  const faces = dice.map(() => 1);
  while (left > 0) {
    for (let i = 0; i < dice.length && left > 0; i++) {
      if ((faces[i] as number) < (dice[i] as number)) {
        faces[i] = (faces[i] as number) + 1;
        left -= 1;
      }
    }
  }
  return faces;
}
