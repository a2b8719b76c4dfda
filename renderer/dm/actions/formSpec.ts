// The shape of a rules command as its form sees it: what the command's zod schema says, walked
// once into plain data (see schemaWalker.ts) so the window need not carry zod itself. A field
// holds a value of one of these kinds; the form draws an input for each and validate.ts checks
// a filled-in command against the same limits the schema sets.

/** A plain JSON value (a field's default). */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [k: string]: JsonValue };

/** What one value of a command may be. */
export type FieldSpec =
  | {
      readonly kind: 'string';
      readonly min?: number;
      readonly max?: number;
      readonly pattern?: string;
    }
  | { readonly kind: 'number'; readonly int?: true; readonly min?: number; readonly max?: number }
  | { readonly kind: 'boolean' }
  /** One of a few values (a zod enum, or a union of literals). */
  | { readonly kind: 'enum'; readonly values: readonly (string | number)[] }
  /** Exactly this value (the command's `type`, a union's discriminator). */
  | { readonly kind: 'literal'; readonly value: string | number | boolean }
  | {
      readonly kind: 'array';
      readonly of: FieldSpec;
      readonly min?: number;
      readonly max?: number;
      /** The schema checks more than the elements (contiguous table rows…). */
      readonly refined?: true;
    }
  | { readonly kind: 'object'; readonly fields: readonly FieldDef[]; readonly refined?: true }
  /** Objects told apart by the value of one literal field (`kind`, `mode`). */
  | {
      readonly kind: 'union';
      readonly key: string;
      readonly options: readonly { readonly value: string; readonly fields: readonly FieldDef[] }[];
    }
  /** A value of any of these kinds (a number or dice, say). */
  | { readonly kind: 'either'; readonly of: readonly FieldSpec[] }
  /** Values by key (keys are usually combatant or side ids). */
  | { readonly kind: 'record'; readonly key: FieldSpec; readonly of: FieldSpec }
  /** The physical dice the DM typed, by roll purpose (every command may carry them). */
  | { readonly kind: 'typedRolls' };

/** A named field of an object. */
export interface FieldDef {
  readonly name: string;
  readonly spec: FieldSpec;
  /** May be left out. */
  readonly optional?: true;
  /** May be null. */
  readonly nullable?: true;
  /** The schema's value when left out. */
  readonly default?: JsonValue;
}

/** A command's form: the fields of its object, or the options of its union. */
export type CommandSpec = Extract<FieldSpec, { kind: 'object' } | { kind: 'union' }>;

/** Every command form of every rule system: system id → command type → form. */
export type CommandForms = Readonly<Record<string, Readonly<Record<string, CommandSpec>>>>;
