import { z } from 'zod';

/** Identifier of a rule system a campaign runs under. */
export const ruleSystemIdSchema = z.enum(['dnd5e', 'adnd2e', 'osr']);
/** Identifier of a rule system a campaign runs under. */
export type RuleSystemId = z.infer<typeof ruleSystemIdSchema>;

/** Interface and rule-term language. */
export const languageSchema = z.enum(['uk', 'ru', 'en']);
/** Interface and rule-term language. */
export type Language = z.infer<typeof languageSchema>;

// Ids end up in file and folder names (campaigns/<id>/, logs/<id>.jsonl), so an imported file
// must never be able to smuggle in a path separator, a dot-dot or a reserved device name.
/** A stored record's id: letters, digits, `_` and `-` only, at most 64 characters. */
export const recordIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'id may hold only letters, digits, _ and -');
/** A stored record's id. */
export type RecordId = z.infer<typeof recordIdSchema>;

/** An ISO-8601 UTC timestamp as written by `Date.prototype.toISOString`. */
export const timestampSchema = z.iso.datetime();

/** Value of one rule option a campaign chose (boolean toggle, enum choice or number). */
export const optionValueSchema = z.union([z.boolean(), z.string().max(200), z.number()]);
/** A campaign's option choices keyed by option key. */
export const optionChoicesSchema = z.record(z.string().max(200), optionValueSchema);
/** A campaign's option choices keyed by option key. */
export type OptionChoices = z.infer<typeof optionChoicesSchema>;

// Each rule system validates its statblocks with its own schema (shared/rules/<system>/
// statblock.ts); the stored model only guarantees a JSON object so the system can check it.
/** A system-specific statblock as stored; the rule system validates its contents. */
export const storedStatblockSchema = z.record(z.string(), z.unknown());
/** A system-specific statblock as stored. */
export type StoredStatblock = z.infer<typeof storedStatblockSchema>;
