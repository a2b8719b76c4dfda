// "X-in-6" checks (spec §0, A-02): by default the event happens on 1..X; the alternative reading
// counts from the top (7−X..6). Both give the same odds.

/** Which faces of the d6 count for an X-in-6 event. */
export type XInSixDirection = 'low' | 'high';

/** True when a d6 face makes an X-in-6 event happen. */
export function xInSix(face: number, x: number, direction: XInSixDirection = 'low'): boolean {
  if (x <= 0) return false;
  return direction === 'low' ? face <= x : face >= 7 - x;
}
