// The one error type the engine throws for a rejected command. The UI translates `code` (with
// `params` as interpolation values); the English message exists only for developers' logs.

/** Error codes the engine and the rule systems use; systems may add their own codes. */
export type RuleErrorCode =
  | 'invalidCommand'
  | 'unknownCommand'
  | 'unknownCombatant'
  | 'duplicateCombatant'
  | 'unknownCondition'
  | 'unknownConditionInstance'
  | 'unknownGroup'
  | 'unknownSide'
  | 'unknownPrompt'
  | 'unknownSystem'
  | 'unknownSlot'
  | 'unknownOption'
  | 'invalidOptionValue'
  | 'optionRequires'
  | 'invalidNotation'
  | 'rollOutOfRange'
  | 'rollCountMismatch'
  | 'rollTotalOutOfRange'
  | 'unknownRollPurpose'
  | 'negativeAmount'
  | 'invalidValue'
  | 'invalidStatblock'
  | 'combatantDead'
  | 'combatantAbsent'
  | 'encounterNotActive'
  | 'encounterAlreadyStarted'
  | 'encounterEnded'
  | 'notItsTurn'
  | 'promptPending'
  | 'invalidChoice'
  | 'noInitiative'
  | 'nothingToUndo'
  | 'nothingToRedo'
  | 'optionOff'
  | 'notAllowed';

/** Interpolation values of a rule error (names, numbers). */
export type RuleErrorParams = Record<string, string | number>;

/** A command was rejected; `code` names the problem, `params` its details. */
export class RuleError extends Error {
  /** Machine-readable reason, translated by the UI. */
  readonly code: RuleErrorCode | (string & {});
  /** Details such as the combatant id, the face rolled, the die size. */
  readonly params: RuleErrorParams;

  constructor(code: RuleErrorCode | (string & {}), params: RuleErrorParams = {}) {
    super(`${code} ${JSON.stringify(params)}`);
    this.name = 'RuleError';
    this.code = code;
    this.params = params;
  }
}

/** True when `e` is a RuleError (also across bundles, by name and shape). */
export function isRuleError(e: unknown): e is RuleError {
  return (
    e instanceof RuleError ||
    (e instanceof Error && e.name === 'RuleError' && typeof (e as RuleError).code === 'string')
  );
}
