// Typed rule errors raised by the OSR rules: a code the UI translates and plain parameters.

/** A rejected OSR command or rule input; state stays unchanged. */
export class OsrRuleError extends Error {
  readonly code: string;
  readonly params: Record<string, string | number>;
  constructor(code: string, params: Record<string, string | number> = {}) {
    super(code);
    this.name = 'RuleError';
    this.code = code;
    this.params = params;
  }
}

/** Builds the rule error for a code and its parameters. */
export function ruleError(code: string, params: Record<string, string | number> = {}): Error {
  return new OsrRuleError(code, params);
}
