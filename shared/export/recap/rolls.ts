// A roll written out for the recap: what it was for, the notation, every face (the kept ones
// marked when dice were dropped), the modifier and the total; typed physical dice are marked.
import { parseRollPurpose } from '../../dice/purpose';
import type { RollRecord } from '../../dice/roll';
import type { Translator } from '../translate';

/**
 * Dice notation as a reader writes it: a negative modifier is "1d20−1", never "1d20+-1" (the
 * notation the rules build joins the signed modifier to a "+").
 */
export function readableNotation(notation: string): string {
  return notation.replace(/\+\s*-/g, '−').replace(/-(?=\d)/g, '−');
}

/**
 * "Attack 2d20kh1+5: 14, 3 → 14 +5 = 19"; a single die without modifier is just "Attack 1d20: 17".
 * A purpose such as `init:c3` names its creature through `nameOf`; see purposeText.
 */
export function formatRoll(
  roll: RollRecord,
  tr: Translator,
  nameOf: (id: string) => string,
): string {
  const faces =
    roll.kept.length === roll.dice.length
      ? roll.dice.join(', ')
      : `${roll.dice.join(', ')} → ${roll.kept.join(', ')}`;
  const modifier =
    roll.modifier === 0 ? '' : ` ${roll.modifier > 0 ? '+' : '−'}${Math.abs(roll.modifier)}`;
  const plain = roll.dice.length === 1 && roll.modifier === 0 && roll.kept.length === 1;
  const typed = roll.source === 'typed' ? ` ${tr.t('roll.typed')}` : '';
  const body = `${readableNotation(roll.notation)}: ${faces}${plain ? '' : `${modifier} = ${roll.total}`}${typed}`;
  const purpose = roll.purpose ? purposeText(roll.purpose, tr, nameOf) : '';
  return purpose ? `${purpose} ${body}` : body;
}

/**
 * What a roll was for, in the recap's language: the label of its base (`purpose.<base>`), then
 * what it is for in brackets (a creature, a side or a group by name, a contest role, or the table
 * entries it reads), then `#n` for the n-th roll of the same purpose in one command.
 */
function purposeText(purpose: string, tr: Translator, nameOf: (id: string) => string): string {
  const { base, detail, separator, repeat } = parseRollPurpose(purpose);
  const role =
    separator === ':' && nameOf(detail) === detail && tr.has(`purposeRole.${detail}`)
      ? tr.t(`purposeRole.${detail}`)
      : null;
  // A contest's own name where the base means something else alone (5e escaping a grapple).
  const labelKey =
    role !== null && tr.has(`purposeContest.${base}`)
      ? `purposeContest.${base}`
      : `purpose.${base}`;
  const label = tr.has(labelKey) ? tr.t(labelKey) : base;
  const what = detail === '' ? '' : (role ?? detailText(detail, tr, nameOf));
  const count = repeat > 1 ? ` #${repeat}` : '';
  return what ? `${label} (${what})${count}` : `${label}${count}`;
}

/** An id the engine makes for a command's records (`k12.m1`, a morale flag): no name to show. */
const ENGINE_ID = /^k\d+(\.[a-z]+\d+)+$/;

/** A slot of the initiative order (`c:<creature>`, `g:<group>`), as 5e ties name it. */
const SLOT_KEY = /^[cg]:(.+)$/;

/**
 * A creature, side or group by name; else each table entry (`skeleton`, `paladin:c3`) named;
 * '' for an engine-made id that names nothing the reader knows.
 */
function detailText(detail: string, tr: Translator, nameOf: (id: string) => string): string {
  const whole = nameOf(detail);
  if (whole !== detail) return whole;
  const slot = SLOT_KEY.exec(detail);
  if (slot) return nameOf(slot[1] as string);
  if (ENGINE_ID.test(detail)) return '';
  return detail
    .split(/[.:]/)
    .map((part) => (tr.has(`purposeDetail.${part}`) ? tr.t(`purposeDetail.${part}`) : nameOf(part)))
    .join(', ');
}
