// A roll written out for the recap: what it was for, the notation, every face (the kept ones
// marked when dice were dropped), the modifier and the total; typed physical dice are marked.
import type { RollRecord } from '../../dice/roll';
import type { Translator } from '../translate';

/**
 * "Attack 2d20kh1+5: 14, 3 → 14 +5 = 19"; a single die without modifier is just "Attack 1d20: 17".
 * A purpose such as `init:c3` names its creature through `nameOf`.
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
  const body = `${roll.notation}: ${faces}${plain ? '' : `${modifier} = ${roll.total}`}${typed}`;
  const purpose = roll.purpose ? purposeText(roll.purpose, tr, nameOf) : '';
  return purpose ? `${purpose} ${body}` : body;
}

function purposeText(purpose: string, tr: Translator, nameOf: (id: string) => string): string {
  const colon = purpose.indexOf(':');
  const base = colon >= 0 ? purpose.slice(0, colon) : purpose;
  const rest = colon >= 0 ? purpose.slice(colon + 1) : '';
  const label = tr.has(`purpose.${base}`) ? tr.t(`purpose.${base}`) : base;
  return rest ? `${label} (${nameOf(rest)})` : label;
}
