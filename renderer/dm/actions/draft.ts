// A command form's contents while the DM fills it in, and the command they make. The draft
// mirrors the command's shape, but keeps what was typed as typed (a number field holds its
// text, so "1o" can be pointed out rather than lost); building it gives the command, leaving
// out what was left empty, and the fields whose text is not a number.
import type { EncounterState } from '../../../shared/encounter/types';
import type { CommandSpec, FieldDef, FieldSpec, JsonValue } from './formSpec';
import { idRole, prefillOf } from './roles';
import type { Issue } from './validate';

/** What a field holds while the form is open. */
export type Draft = string | boolean | Draft[] | DraftObject;

/** An object's fields; a union's chosen option is under `$key`. */
export interface DraftObject {
  [field: string]: Draft;
}

/** The union option key of an object draft. */
export const OPTION = '$key';

/** What the form starts from: the encounter, the selected creature and the marked ones. */
export interface PrefillContext {
  readonly state: EncounterState;
  readonly selectedId: string | null;
  /** The marked creatures, or the selected one when none is marked. */
  readonly targetIds: readonly string[];
}

const join = (path: string, name: string): string => (path ? `${path}.${name}` : name);

/** An array of enum values picked as a set (each at most once) rather than a list. */
export function isSetArray(spec: FieldSpec): boolean {
  return (
    spec.kind === 'array' &&
    spec.of.kind === 'enum' &&
    spec.max !== undefined &&
    spec.max <= spec.of.values.length
  );
}

/** A list of ids picked from the encounter (creatures, sides). */
export function isIdList(spec: FieldSpec, path: string): boolean {
  return spec.kind === 'array' && spec.of.kind === 'string' && idRole(path) !== null;
}

function fromJson(value: JsonValue): Draft {
  if (value === null) return '';
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(fromJson);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fromJson(v)]));
}

function sideOf(ctx: PrefillContext): string {
  const selected = ctx.selectedId ? ctx.state.combatants[ctx.selectedId] : undefined;
  return selected?.side ?? Object.keys(ctx.state.sides)[0] ?? '';
}

/** The id a required id field starts with. */
function prefillId(path: string, ctx: PrefillContext): string {
  const role = idRole(path);
  if (role === 'side') {
    const own = sideOf(ctx);
    if (path.endsWith('pursuerSideId')) {
      return Object.keys(ctx.state.sides).find((s) => s !== own) ?? '';
    }
    return own;
  }
  if (role !== 'combatant') return '';
  const how = prefillOf(path);
  if (how === 'actor') return ctx.selectedId ?? ctx.targetIds[0] ?? '';
  if (how === 'other') return ctx.targetIds.find((id) => id !== ctx.selectedId) ?? '';
  return '';
}

/**
 * A new draft for a value of `spec`. A variant starts chosen (its first option) only for a
 * `whole` value, a command or a list row the DM added: inside a group it starts unchosen, so
 * a group the DM leaves alone stays out of the command.
 */
export function initValue(
  spec: FieldSpec,
  path: string,
  required: boolean,
  ctx: PrefillContext,
  whole = false,
): Draft {
  switch (spec.kind) {
    case 'boolean':
      // Left out, a yes/no field says nothing: the rules decide (seen, in reach…).
      return required ? false : '';
    case 'string':
      return required ? prefillId(path, ctx) : '';
    case 'array':
      if (isIdList(spec, path)) {
        return required && prefillOf(path) === 'targets' ? [...ctx.targetIds] : [];
      }
      if (required && !isSetArray(spec) && (spec.min ?? 0) > 0) {
        return [initValue(spec.of, join(path, '0'), true, ctx, true)];
      }
      return [];
    case 'object':
      return initFields(spec.fields, path, ctx);
    case 'union': {
      const first = whole ? (spec.options[0]?.value ?? '') : '';
      const out: DraftObject = { [OPTION]: first };
      for (const option of spec.options) Object.assign(out, initFields(option.fields, path, ctx));
      return out;
    }
    case 'record':
      return {};
    default:
      return '';
  }
}

/** A new draft for an object's fields (defaults and prefilled ids in place). */
export function initFields(
  fields: readonly FieldDef[],
  path: string,
  ctx: PrefillContext,
): DraftObject {
  const out: DraftObject = {};
  // Where the selected creature fills the acting field (the turner, the caster…), the creatures
  // it acts on are the others marked: the selection is not its own target.
  const hasActor = fields.some((f) => prefillOf(join(path, f.name)) === 'actor');
  const inner =
    hasActor && ctx.selectedId !== null
      ? { ...ctx, targetIds: ctx.targetIds.filter((id) => id !== ctx.selectedId) }
      : ctx;
  for (const field of fields) {
    if (field.spec.kind === 'typedRolls') continue;
    const at = join(path, field.name);
    out[field.name] =
      field.default !== undefined
        ? fromJson(field.default)
        : initValue(field.spec, at, !field.optional, inner);
  }
  return out;
}

/** A new draft for a whole command. */
export function initCommand(spec: CommandSpec, ctx: PrefillContext): DraftObject {
  const draft = initValue(spec, '', true, ctx, true);
  return draft as DraftObject;
}

/** A command (or a part of one) built from its draft, and the texts that were not numbers. */
export interface Built {
  /** Undefined when the field was left empty. */
  readonly value: unknown;
  readonly issues: readonly Issue[];
  /** The DM filled in something of a group: more than its defaults and unticked boxes. */
  readonly said?: boolean;
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** Reads a number as typed (a comma decimal and a typographic minus are fine). */
export function readNumber(text: string): number | null {
  const t = text.trim().replace(',', '.').replace('−', '-');
  return NUMBER.test(t) ? Number(t) : null;
}

const isObject = (d: Draft | undefined): d is DraftObject =>
  typeof d === 'object' && d !== null && !Array.isArray(d);

/**
 * Builds a value of `spec` from its draft. A group that may be left out is left out when the DM
 * filled in nothing of it (its unticked boxes and defaults say nothing).
 */
export function buildValue(
  spec: FieldSpec,
  draft: Draft | undefined,
  path: string,
  optional = true,
): Built {
  switch (spec.kind) {
    case 'boolean':
      return { value: draft === true ? true : draft === false ? false : undefined, issues: [] };
    case 'string':
      return { value: typeof draft === 'string' && draft !== '' ? draft : undefined, issues: [] };
    case 'number': {
      if (typeof draft !== 'string' || draft.trim() === '') return { value: undefined, issues: [] };
      const n = readNumber(draft);
      return n === null
        ? { value: undefined, issues: [{ path, code: 'notNumber' }] }
        : { value: n, issues: [] };
    }
    case 'enum': {
      if (typeof draft !== 'string' || draft === '') return { value: undefined, issues: [] };
      const value = spec.values.find((v) => String(v) === draft);
      return { value: value ?? draft, issues: [] };
    }
    case 'literal':
      return { value: spec.value, issues: [] };
    case 'either': {
      if (typeof draft !== 'string' || draft.trim() === '') return { value: undefined, issues: [] };
      const n = readNumber(draft);
      const asNumber = n !== null && spec.of.some((s) => s.kind === 'number');
      return { value: asNumber ? n : draft.trim(), issues: [] };
    }
    case 'array': {
      if (!Array.isArray(draft)) return { value: undefined, issues: [] };
      const issues: Issue[] = [];
      const out: unknown[] = [];
      for (const item of draft) {
        const built = buildValue(spec.of, item, join(path, String(out.length)), false);
        issues.push(...built.issues);
        if (built.value !== undefined) out.push(built.value);
        else if (spec.of.kind === 'object' || spec.of.kind === 'union') {
          // An empty row stays, so the fields it lacks are pointed out.
          out.push({});
        }
      }
      return { value: out.length > 0 ? out : undefined, issues };
    }
    case 'object': {
      if (!isObject(draft)) return { value: undefined, issues: [] };
      const built = buildFields(spec.fields, draft, path);
      if (!built.said && optional) return { value: undefined, issues: built.issues };
      return { value: built.value ?? {}, issues: built.issues, said: built.said };
    }
    case 'union': {
      if (!isObject(draft)) return { value: undefined, issues: [] };
      const key = draft[OPTION];
      const option = spec.options.find((o) => o.value === key);
      if (!option) return { value: undefined, issues: [] };
      const built = buildFields(option.fields, draft, path);
      return {
        value: { [spec.key]: option.value, ...(built.value ?? {}) },
        issues: built.issues,
        said: true,
      };
    }
    case 'record': {
      if (!isObject(draft)) return { value: undefined, issues: [] };
      const issues: Issue[] = [];
      const out: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(draft)) {
        const built = buildValue(spec.of, item, join(path, key));
        issues.push(...built.issues);
        if (built.value !== undefined) out[key] = built.value;
      }
      return { value: Object.keys(out).length > 0 ? out : undefined, issues };
    }
    case 'typedRolls':
      return { value: undefined, issues: [] };
  }
}

/** Builds an object from its fields' drafts; undefined when every field was left empty. */
export function buildFields(fields: readonly FieldDef[], draft: DraftObject, path: string): Built {
  const issues: Issue[] = [];
  const out: Record<string, unknown> = {};
  let said = false;
  for (const field of fields) {
    if (field.spec.kind === 'typedRolls') continue;
    const mayBeLeft = !!field.optional || !!field.nullable || field.default !== undefined;
    const built = buildValue(field.spec, draft[field.name], join(path, field.name), mayBeLeft);
    issues.push(...built.issues);
    if (built.value === undefined) continue;
    out[field.name] = built.value;
    const unticked = field.spec.kind === 'boolean' && !field.optional && built.value === false;
    const asDefault =
      field.default !== undefined && JSON.stringify(built.value) === JSON.stringify(field.default);
    if (!unticked && !asDefault && built.said !== false) said = true;
  }
  return { value: Object.keys(out).length > 0 ? out : undefined, issues, said };
}

/** Builds a whole command of `type` from its draft (an empty nullable object becomes null). */
export function buildCommand(type: string, spec: CommandSpec, draft: DraftObject): Built {
  const built = buildValue(spec, draft, '', false);
  const value: Record<string, unknown> = { type, ...((built.value as object | undefined) ?? {}) };
  const fields =
    spec.kind === 'object'
      ? spec.fields
      : (spec.options.find((o) => o.value === draft[OPTION])?.fields ?? []);
  for (const field of fields) {
    if (field.nullable && !field.optional && value[field.name] === undefined)
      value[field.name] = null;
  }
  return { value, issues: built.issues };
}
