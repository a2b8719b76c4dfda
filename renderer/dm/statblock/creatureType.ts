// The 5e statblock's type line ("Large aberration (shapechanger), lawful evil") in the card's
// language: size, type, subtype and alignment through the 5e catalog's tables, the size and the
// alignment agreeing with the type noun's gender in Ukrainian and Russian. A size, type,
// subtype or alignment the tables do not know is shown as typed.
import { creatureTypeKey } from '../../../shared/rules/dnd5e/creature-types';
import type { StatblockText } from './statblockText.svelte';

/** The size, type and subtype of the line, as the card's language says them. */
export function creatureTypeText(
  text: Pick<StatblockText, 'maybe'>,
  size: string,
  type: string,
  subtype: string,
): string {
  const key = creatureTypeKey(type);
  const typeText = type ? text.maybe(`dnd5e:dnd5e.creatureType.${key}`, type) : '';
  const gender = type ? text.maybe(`dnd5e:dnd5e.creatureGender.${key}`, 'm') : 'm';
  const masculine = size ? text.maybe(`card.sizes.${size}`, size) : '';
  const sizeText =
    size && (gender === 'f' || gender === 'n')
      ? text.maybe(`card.sizeForms.${gender}.${size}`, masculine)
      : masculine;
  const subText = subtype
    ? text.maybe(`dnd5e:dnd5e.creatureSubtype.${creatureTypeKey(subtype)}`, subtype)
    : '';
  return `${sizeText} ${typeText}${subText ? ` (${subText})` : ''}`.trim();
}

/** The alignment after the type, agreeing with the type noun; as typed when unknown. */
export function alignmentText(
  text: Pick<StatblockText, 'maybe'>,
  type: string,
  alignment: string,
): string {
  if (!alignment) return '';
  const gender = type
    ? text.maybe(`dnd5e:dnd5e.creatureGender.${creatureTypeKey(type)}`, 'm')
    : 'm';
  const form = gender === 'f' || gender === 'n' ? gender : 'm';
  return text.maybe(`dnd5e:dnd5e.alignment.${form}.${creatureTypeKey(alignment)}`, alignment);
}
