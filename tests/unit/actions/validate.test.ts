// The palette checks a command with its form description before sending it; this holds that
// check to the command's own zod schema: on thousands of generated commands of every system,
// near every limit and with wrong kinds of values, both give the same verdict.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listSystems } from '../../../shared/rules/registry';
import type { FieldDef, FieldSpec } from '../../../renderer/dm/actions/formSpec';
import { COMMAND_FORMS } from '../../../renderer/dm/actions/generated/commandForms';
import { validateValue } from '../../../renderer/dm/actions/validate';

const wrong = fc.constantFrom<unknown>('x', 3, true, null, [], {});

function around(n: number): number[] {
  return [n - 1, n, n + 1];
}

function stringArb(spec: Extract<FieldSpec, { kind: 'string' }>): fc.Arbitrary<unknown> {
  const lengths = [
    0,
    1,
    2,
    5,
    ...(spec.min !== undefined ? around(spec.min) : []),
    ...(spec.max !== undefined ? around(spec.max) : []),
  ].filter((n) => n >= 0);
  const samples = ['1d6', '2d6+1', '12', 'd8', '3d10-2', '1d4 + 1', 'abc', ''];
  return fc.oneof(
    fc.constantFrom(...lengths).map((n) => 'a'.repeat(n)),
    fc.constantFrom(...samples),
    fc.string({ maxLength: 8 }),
  );
}

function numberArb(spec: Extract<FieldSpec, { kind: 'number' }>): fc.Arbitrary<unknown> {
  const edges = [
    0,
    1,
    -1,
    2.5,
    ...(spec.min !== undefined ? around(spec.min) : []),
    ...(spec.max !== undefined ? around(spec.max) : []),
  ];
  return fc.oneof(
    fc.constantFrom(...edges, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60),
    fc.integer({ min: -200, max: 200 }),
    fc.double({ min: -100, max: 100, noNaN: true }),
  );
}

function fieldsArb(fields: readonly FieldDef[]): fc.Arbitrary<Record<string, unknown>> {
  const entries = fields.map((f) => {
    const base = arb(f.spec);
    const choices: fc.Arbitrary<unknown>[] = [base, base];
    if (f.optional) choices.push(fc.constant(undefined));
    if (f.nullable) choices.push(fc.constant(null));
    if (!f.optional) choices.push(fc.constant(undefined));
    return [f.name, fc.oneof(...choices)] as const;
  });
  return fc
    .record(Object.fromEntries(entries))
    .map((o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)));
}

function arb(spec: FieldSpec): fc.Arbitrary<unknown> {
  const main = ((): fc.Arbitrary<unknown> => {
    switch (spec.kind) {
      case 'string':
        return stringArb(spec);
      case 'number':
        return numberArb(spec);
      case 'boolean':
        return fc.boolean();
      case 'enum':
        return fc.constantFrom<unknown>(...spec.values, 'bogus', 26);
      case 'literal':
        return fc.constant(spec.value);
      case 'array': {
        const lengths = [
          0,
          1,
          2,
          3,
          ...(spec.min !== undefined && spec.min < 6 ? around(spec.min) : []),
          ...(spec.max !== undefined && spec.max < 6 ? around(spec.max) : []),
        ].filter((n) => n >= 0);
        return fc
          .constantFrom(...lengths)
          .chain((n) => fc.array(arb(spec.of), { minLength: n, maxLength: n }));
      }
      case 'object':
        return fieldsArb(spec.fields);
      case 'union':
        return fc.oneof(
          ...spec.options.map((o) =>
            fieldsArb(o.fields).map((v) => ({ ...v, [spec.key]: o.value })),
          ),
          fc.constant({ [spec.key]: 'bogus' }),
        );
      case 'either':
        return fc.oneof(...spec.of.map(arb));
      case 'record':
        return fc.dictionary(fc.constantFrom('a', 'b', '', 'x'.repeat(201)), arb(spec.of), {
          maxKeys: 3,
        });
      case 'typedRolls':
        return fc.dictionary(
          fc.constantFrom('attack', 'save:a'),
          fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 3 }),
          { maxKeys: 2 },
        );
    }
  })();
  return fc.oneof({ arbitrary: main, weight: 12 }, { arbitrary: wrong, weight: 1 });
}

function refined(spec: FieldSpec): boolean {
  switch (spec.kind) {
    case 'array':
      return spec.refined === true || refined(spec.of);
    case 'object':
      return spec.refined === true || spec.fields.some((f) => refined(f.spec));
    case 'union':
      return spec.options.some((o) => o.fields.some((f) => refined(f.spec)));
    case 'record':
      return refined(spec.of);
    case 'either':
      return spec.of.some(refined);
    default:
      return false;
  }
}

describe('the form check agrees with the command schemas', () => {
  for (const system of listSystems()) {
    it(`${system.id}: every command, near every limit`, () => {
      let compared = 0;
      for (const [type, schema] of Object.entries(system.commandSchemas)) {
        const spec = COMMAND_FORMS[system.id]?.[type];
        expect(spec, type).toBeDefined();
        if (!spec || refined(spec)) continue;
        fc.assert(
          fc.property(arb(spec), (value) => {
            const command =
              typeof value === 'object' && value !== null && !Array.isArray(value)
                ? { ...value, type }
                : value;
            const ours = validateValue(spec, command).length === 0;
            const theirs = schema.safeParse(command).success;
            if (ours !== theirs) {
              throw new Error(
                `${type}: ours ${ours}, schema ${theirs} for ${JSON.stringify(command)}`,
              );
            }
          }),
          { numRuns: 150, seed: 7 },
        );
        compared += 1;
      }
      expect(compared).toBeGreaterThan(20);
    });
  }
});
