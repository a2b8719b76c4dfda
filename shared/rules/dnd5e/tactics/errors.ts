/**
 * A rule refusal with a translatable code and parameters, the same shape as the engine's rule
 * error so the encounter layer can rethrow it unchanged.
 */
export class TacticsRuleError extends Error {
  readonly code: string;
  readonly params: Record<string, string | number>;

  constructor(code: string, params: Record<string, string | number> = {}) {
    super(code);
    this.name = 'RuleError';
    this.code = code;
    this.params = params;
  }
}
