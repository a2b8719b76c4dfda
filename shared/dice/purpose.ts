// The shape of a roll purpose: a base name the rules give the roll (`attack`, `init`), then what
// it is for after `:` (a creature, a side, a contest role: `init:c3`, `grapple:initiator`) or the
// table entry it reads after `.` (`turnCount.skeleton`), then `#n` for the n-th roll of the same
// purpose in one command (the Roller adds it).

/** A roll purpose taken apart. */
export interface RollPurposeParts {
  /** The base name the rules give the roll. */
  readonly base: string;
  /** What follows the base's `:` or `.` ('' when nothing does). */
  readonly detail: string;
  /** Whether the detail follows `:` (what the roll is for) or `.` (a table entry). */
  readonly separator: ':' | '.' | '';
  /** 1 for the first roll of the purpose in a command, n for the one keyed `#n`. */
  readonly repeat: number;
}

/** Takes a roll purpose (or a typed-rolls key) apart. */
export function parseRollPurpose(purpose: string): RollPurposeParts {
  const hash = /#(\d+)$/.exec(purpose);
  const repeat = hash ? Number(hash[1]) : 1;
  const body = hash ? purpose.slice(0, hash.index) : purpose;
  const at = body.search(/[:.]/);
  if (at < 0) return { base: body, detail: '', separator: '', repeat };
  return {
    base: body.slice(0, at),
    detail: body.slice(at + 1),
    separator: body[at] as ':' | '.',
    repeat,
  };
}
