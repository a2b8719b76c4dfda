// Seeded PRNG: sfc32 (Chris Doty-Humphrey's Small Fast Counting generator), seeded through
// xmur3 string hashing. Its whole state is four uint32 numbers kept in the encounter state, so
// replaying a log reproduces every roll exactly.

/** State of the sfc32 generator: four unsigned 32-bit integers. */
export type RngState = readonly [number, number, number, number];

/** Hashes a seed (number or text) into an initial generator state. */
export function seedRng(seed: number | string): RngState {
  const text = typeof seed === 'number' ? `n:${seed}` : `s:${seed}`;
  // xmur3: a tiny string hash whose successive outputs seed the four words.
  let h = 1779033703 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  const next = (): number => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return h >>> 0;
  };
  const rng = new Rng([next(), next(), next(), next()]);
  // The first outputs of a freshly hashed state are correlated; discard them.
  for (let i = 0; i < 15; i++) rng.nextUint32();
  return rng.state;
}

/** A mutable sfc32 generator; copy its `state` back into the encounter when done. */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(state: RngState) {
    [this.a, this.b, this.c, this.d] = state;
  }

  /** The current state, to store in the encounter. */
  get state(): RngState {
    return [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0];
  }

  /** Next uniformly distributed unsigned 32-bit integer. */
  nextUint32(): number {
    const t0 = (this.a + this.b) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.d = (this.d + 1) | 0;
    const t = (t0 + this.d) | 0;
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform integer in 1..sides without modulo bias (rejection sampling). */
  die(sides: number): number {
    if (!Number.isInteger(sides) || sides < 1) throw new RangeError(`bad die size ${sides}`);
    const range = 0x100000000;
    const limit = range - (range % sides);
    let x = this.nextUint32();
    while (x >= limit) x = this.nextUint32();
    return (x % sides) + 1;
  }
}
