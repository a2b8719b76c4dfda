// Walks a command's zod schema into the plain form description of formSpec.ts: objects and
// their fields, strings and numbers with their limits, enums, literals, arrays, unions told
// apart by a literal field, records and the typed rolls every command may carry. Whatever it
// cannot describe is listed as unsupported, so a test can insist there is nothing left over.
// It reads zod's own definitions (`_zod.def`), which zod 4 keeps as public, plain data.
import type { ZodType } from 'zod';
import type { CommandSpec, FieldDef, FieldSpec, JsonValue } from './formSpec';

/** A form description, and the paths of the parts the walker could not describe. */
export interface WalkResult<T extends FieldSpec = FieldSpec> {
  readonly spec: T;
  readonly unsupported: readonly string[];
}

interface Def {
  readonly type: string;
  readonly [key: string]: unknown;
}

interface CheckDef {
  readonly check: string;
  readonly [key: string]: unknown;
}

function defOf(schema: unknown): Def {
  return (schema as { _zod: { def: Def } })._zod.def;
}

function checksOf(def: Def): CheckDef[] {
  const checks = (def.checks ?? []) as { _zod: { def: CheckDef } }[];
  return checks.map((c) => c._zod.def);
}

/** The name of the field holding physical dice, on every command. */
export const TYPED_ROLLS_FIELD = 'typedRolls';

class Walker {
  readonly unsupported: string[] = [];

  fail(path: string, why: string): FieldSpec {
    this.unsupported.push(`${path || '(command)'}: ${why}`);
    return { kind: 'string' };
  }

  /** A value (no optional/default wrappers: those belong to fields). */
  value(schema: unknown, path: string): FieldSpec {
    const def = defOf(schema);
    switch (def.type) {
      case 'string':
        return this.string(def);
      case 'number':
        return this.number(def, path);
      case 'boolean':
        return { kind: 'boolean' };
      case 'enum':
        return { kind: 'enum', values: Object.values(def.entries as Record<string, string>) };
      case 'literal': {
        const values = def.values as (string | number | boolean)[];
        if (values.length !== 1) return { kind: 'enum', values: values as (string | number)[] };
        return { kind: 'literal', value: values[0] as string | number | boolean };
      }
      case 'array':
        return this.array(def, path);
      case 'object':
        return this.object(def, path);
      case 'union':
        return this.union(def, path);
      case 'record':
        return {
          kind: 'record',
          key: this.value(def.keyType, `${path}{key}`),
          of: this.value(def.valueType, `${path}{}`),
        };
      default:
        return this.fail(path, `zod type ${def.type}`);
    }
  }

  string(def: Def): FieldSpec {
    let min: number | undefined;
    let max: number | undefined;
    let pattern: string | undefined;
    for (const c of checksOf(def)) {
      if (c.check === 'min_length') min = c.minimum as number;
      else if (c.check === 'max_length') max = c.maximum as number;
      else if (c.check === 'string_format' && c.format === 'regex') {
        pattern = (c.pattern as RegExp).source;
      }
    }
    return {
      kind: 'string',
      ...(min !== undefined ? { min } : {}),
      ...(max !== undefined ? { max } : {}),
      ...(pattern !== undefined ? { pattern } : {}),
    };
  }

  number(def: Def, path: string): FieldSpec {
    let int = false;
    let min: number | undefined;
    let max: number | undefined;
    for (const c of checksOf(def)) {
      if (c.check === 'number_format' && (c.format === 'safeint' || c.format === 'int32')) {
        int = true;
      } else if (c.check === 'greater_than' && c.inclusive === true) min = c.value as number;
      else if (c.check === 'less_than' && c.inclusive === true) max = c.value as number;
      else return this.fail(path, `number check ${c.check}`);
    }
    return {
      kind: 'number',
      ...(int ? { int: true as const } : {}),
      ...(min !== undefined ? { min } : {}),
      ...(max !== undefined ? { max } : {}),
    };
  }

  array(def: Def, path: string): FieldSpec {
    let min: number | undefined;
    let max: number | undefined;
    let refined = false;
    for (const c of checksOf(def)) {
      if (c.check === 'min_length') min = c.minimum as number;
      else if (c.check === 'max_length') max = c.maximum as number;
      else if (c.check === 'custom') refined = true;
    }
    return {
      kind: 'array',
      of: this.value(def.element, `${path}[]`),
      ...(min !== undefined ? { min } : {}),
      ...(max !== undefined ? { max } : {}),
      ...(refined ? { refined: true as const } : {}),
    };
  }

  object(def: Def, path: string): Extract<FieldSpec, { kind: 'object' }> {
    const shape = def.shape as Record<string, unknown>;
    const fields = Object.entries(shape).map(([name, schema]) =>
      this.field(name, schema, path ? `${path}.${name}` : name),
    );
    const refined = checksOf(def).some((c) => c.check === 'custom');
    return { kind: 'object', fields, ...(refined ? { refined: true as const } : {}) };
  }

  /** A field of an object: its optional, nullable and default wrappers, then its value. */
  field(name: string, schema: unknown, path: string): FieldDef {
    let optional = false;
    let nullable = false;
    let fallback: JsonValue | undefined;
    let inner = schema;
    for (;;) {
      const def = defOf(inner);
      if (def.type === 'optional') optional = true;
      else if (def.type === 'nullable') nullable = true;
      else if (def.type === 'default') {
        optional = true;
        fallback = structuredClone(def.defaultValue as JsonValue);
      } else break;
      inner = def.innerType;
    }
    const spec: FieldSpec =
      name === TYPED_ROLLS_FIELD ? { kind: 'typedRolls' } : this.value(inner, path);
    return {
      name,
      spec,
      ...(optional ? { optional: true as const } : {}),
      ...(nullable ? { nullable: true as const } : {}),
      ...(fallback !== undefined ? { default: fallback } : {}),
    };
  }

  /**
   * A union: objects that share a literal field become a union with a first choice of that
   * field; literals become an enum; anything else a value of either kind.
   */
  union(def: Def, path: string): FieldSpec {
    const options = def.options as unknown[];
    const defs = options.map(defOf);
    if (defs.every((d) => d.type === 'literal')) {
      return { kind: 'enum', values: defs.flatMap((d) => d.values as (string | number)[]) };
    }
    if (defs.every((d) => d.type === 'object')) {
      const key = typeof def.discriminator === 'string' ? def.discriminator : commonLiteral(defs);
      if (!key) return this.fail(path, 'union of objects without a common literal field');
      return {
        kind: 'union',
        key,
        options: defs.map((d) => {
          const object = this.object(d, path);
          const tag = object.fields.find((f) => f.name === key)?.spec;
          const value = tag?.kind === 'literal' ? String(tag.value) : '';
          return { value, fields: object.fields.filter((f) => f.name !== key) };
        }),
      };
    }
    return { kind: 'either', of: options.map((o, i) => this.value(o, `${path}|${i}`)) };
  }
}

/** The field every option of a union of objects holds as a literal, if there is one. */
function commonLiteral(defs: readonly Def[]): string | null {
  const first = defs[0]?.shape as Record<string, unknown> | undefined;
  if (!first) return null;
  for (const name of Object.keys(first)) {
    const literals = defs.map((d) => {
      const field = (d.shape as Record<string, unknown>)[name];
      return field === undefined ? null : defOf(field);
    });
    if (literals.every((l) => l?.type === 'literal')) {
      const values = literals.map((l) => String((l?.values as unknown[])[0]));
      if (new Set(values).size === values.length) return name;
    }
  }
  return null;
}

/** Walks a command schema (an object, or a union of objects) into its form. */
export function walkCommand(schema: ZodType): WalkResult<CommandSpec> {
  const walker = new Walker();
  const spec = walker.value(schema, '');
  if (spec.kind !== 'object' && spec.kind !== 'union') {
    walker.fail('', `a command is an object or a union of objects, not ${spec.kind}`);
    return { spec: { kind: 'object', fields: [] }, unsupported: walker.unsupported };
  }
  return { spec, unsupported: walker.unsupported };
}

/** Walks any schema (a table, a field) into its form description. */
export function walkSchema(schema: ZodType): WalkResult {
  const walker = new Walker();
  const spec = walker.value(schema, '');
  return { spec, unsupported: walker.unsupported };
}
