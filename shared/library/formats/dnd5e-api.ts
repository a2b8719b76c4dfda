// The dnd5eapi monster shape (the one the bundled SRD package uses: `proficiencies` with
// "Saving Throw: CON", senses as an object, speeds as "30 ft."), converted by the 5e rules'
// own SRD converter and completed with what it leaves out.
import { srdMonsterToStatblock, type SrdMonster } from '../../rules/dnd5e/srd';
import { mapFailure, type MapResult } from '../candidate';
import { xpForCr } from '../cr';
import { asArray, asObject, asString, nameOf } from '../read';

/** True when a record looks like a dnd5eapi monster. */
export function isDnd5eApiMonster(value: unknown): boolean {
  const obj = asObject(value);
  return (
    obj !== undefined &&
    typeof obj.name === 'string' &&
    'hit_points' in obj &&
    (Array.isArray(obj.proficiencies) || asObject(obj.senses) !== undefined)
  );
}

// The package misspells one form name ("hyrid"); the note is shown to the DM as is otherwise.
const FORM_NAMES: Readonly<Record<string, string>> = { hyrid: 'hybrid' };

// Shape-changers list the speeds of their other forms apart; the card shows them as a note.
function otherSpeedsNote(record: Record<string, unknown>): string | undefined {
  const forms = (asArray(record.other_speeds) ?? []).flatMap((item) => {
    const form = asObject(item);
    const speed = asObject(form?.speed);
    if (!form || !speed) return [];
    const modes = Object.entries(speed)
      .map(([mode, value]) => `${mode} ${asString(value) ?? ''}`.trim())
      .join(', ');
    const name = asString(form.form) ?? '';
    return [`${FORM_NAMES[name] ?? name} form: ${modes}`.trim()];
  });
  return forms.length > 0 ? forms.join('; ') : undefined;
}

/** Maps one dnd5eapi monster; a record the converter cannot read is rejected, not thrown. */
export function mapDnd5eApi(record: unknown, source?: string): MapResult {
  const obj = asObject(record);
  if (!obj) return mapFailure(null, 'notAnObject');
  const name = nameOf(obj, 'name');
  if (name === null) return mapFailure(null, 'nameMissing');
  let statblock: Record<string, unknown>;
  try {
    statblock = { ...srdMonsterToStatblock(obj as unknown as SrdMonster) };
  } catch (error) {
    const issue = (error as { issues?: { path: PropertyKey[]; code: string }[] }).issues?.[0];
    return mapFailure(name, 'invalidField', {
      field: issue ? issue.path.map(String).join('.') : '',
      problem: issue?.code ?? 'invalid_type',
    });
  }
  const note = otherSpeedsNote(obj);
  if (note !== undefined) statblock.speed = { ...(statblock.speed as object), note };
  const cr = statblock.cr;
  if (typeof cr === 'number' && statblock.xp === undefined) {
    const xp = xpForCr(cr);
    if (xp !== undefined) statblock.xp = xp;
  }
  if (source !== undefined) statblock.source = source;
  return { ok: true, candidate: { system: 'dnd5e', name, statblock, tags: [] } };
}
