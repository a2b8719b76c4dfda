// Checks a filled-in command against its form description: the same limits its zod schema
// sets (required fields, whole numbers, ranges, lengths, patterns, allowed values, list sizes),
// so every problem is shown beside its field, in the DM's language, before anything is sent.
// A property test holds this to the schema's own verdict on thousands of commands.
import type { FieldDef, FieldSpec } from './formSpec';

/** Why a value is refused; each code has a sentence in the catalog (`issue.<code>`). */
export type IssueCode =
  | 'required'
  | 'notNumber'
  | 'notWhole'
  | 'tooSmall'
  | 'tooLarge'
  | 'tooShort'
  | 'tooLong'
  | 'pattern'
  | 'notAllowed'
  | 'fewItems'
  | 'manyItems'
  | 'invalid'
  // The shape of the OSR tables (their schema's own rules).
  | 'contiguous'
  | 'openEnded'
  | 'firstRow'
  | 'lastOpen'
  | 'ordered'
  | 'minMax';

/** A problem with one field; `path` joins field names and list positions with dots. */
export interface Issue {
  readonly path: string;
  readonly code: IssueCode;
  readonly params?: Readonly<Record<string, number>>;
}

const join = (path: string, key: string | number): string => (path ? `${path}.${key}` : `${key}`);

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The problems of `value` as a value of `spec` (none when the schema would accept it). */
export function validateValue(spec: FieldSpec, value: unknown, path = ''): Issue[] {
  switch (spec.kind) {
    case 'string': {
      if (typeof value !== 'string') return [{ path, code: 'invalid' }];
      if (spec.min !== undefined && value.length < spec.min) {
        return [
          { path, code: spec.min === 1 ? 'required' : 'tooShort', params: { min: spec.min } },
        ];
      }
      if (spec.max !== undefined && value.length > spec.max) {
        return [{ path, code: 'tooLong', params: { max: spec.max } }];
      }
      if (spec.pattern !== undefined && !new RegExp(spec.pattern).test(value)) {
        return [{ path, code: 'pattern' }];
      }
      return [];
    }
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        return [{ path, code: 'notNumber' }];
      }
      if (spec.int && !Number.isSafeInteger(value)) return [{ path, code: 'notWhole' }];
      if (spec.min !== undefined && value < spec.min) {
        return [{ path, code: 'tooSmall', params: { min: spec.min } }];
      }
      if (spec.max !== undefined && value > spec.max) {
        return [{ path, code: 'tooLarge', params: { max: spec.max } }];
      }
      return [];
    }
    case 'boolean':
      return typeof value === 'boolean' ? [] : [{ path, code: 'invalid' }];
    case 'enum':
      return spec.values.includes(value as string | number) ? [] : [{ path, code: 'notAllowed' }];
    case 'literal':
      return value === spec.value ? [] : [{ path, code: 'notAllowed' }];
    case 'array': {
      if (!Array.isArray(value)) return [{ path, code: 'invalid' }];
      const out: Issue[] = [];
      if (spec.min !== undefined && value.length < spec.min) {
        out.push({
          path,
          code: spec.min === 1 ? 'required' : 'fewItems',
          params: { min: spec.min },
        });
      }
      if (spec.max !== undefined && value.length > spec.max) {
        out.push({ path, code: 'manyItems', params: { max: spec.max } });
      }
      value.forEach((item, i) => out.push(...validateValue(spec.of, item, join(path, i))));
      return out;
    }
    case 'object':
      return isObject(value)
        ? validateFields(spec.fields, value, path)
        : [{ path, code: 'invalid' }];
    case 'union': {
      if (!isObject(value)) return [{ path, code: 'invalid' }];
      const option = spec.options.find((o) => o.value === value[spec.key]);
      if (!option) return [{ path: join(path, spec.key), code: 'notAllowed' }];
      return validateFields(option.fields, value, path);
    }
    case 'either':
      return spec.of.some((s) => validateValue(s, value).length === 0)
        ? []
        : [{ path, code: 'invalid' }];
    case 'record': {
      if (!isObject(value)) return [{ path, code: 'invalid' }];
      const out: Issue[] = [];
      for (const [key, item] of Object.entries(value)) {
        if (validateValue(spec.key, key).length > 0)
          out.push({ path: join(path, key), code: 'invalid' });
        out.push(...validateValue(spec.of, item, join(path, key)));
      }
      return out;
    }
    case 'typedRolls': {
      if (!isObject(value)) return [{ path, code: 'invalid' }];
      const bad = Object.entries(value).some(
        ([key, faces]) =>
          key.length > 200 ||
          !Array.isArray(faces) ||
          faces.length > 1000 ||
          faces.some((f) => typeof f !== 'number' || !Number.isFinite(f)),
      );
      return bad ? [{ path, code: 'invalid' }] : [];
    }
  }
}

/** The problems of an object's fields (a field left out is fine when it may be). */
export function validateFields(
  fields: readonly FieldDef[],
  value: Readonly<Record<string, unknown>>,
  path = '',
): Issue[] {
  const out: Issue[] = [];
  for (const field of fields) {
    const v = value[field.name];
    const at = join(path, field.name);
    if (v === undefined) {
      if (!field.optional) out.push({ path: at, code: 'required' });
      continue;
    }
    if (v === null) {
      if (!field.nullable) out.push({ path: at, code: 'required' });
      continue;
    }
    out.push(...validateValue(field.spec, v, at));
  }
  return out;
}
