// OSR-RND-04: step 4 checks morale (or loyalty) when needed. The seed gives no procedure:
// groups are flagged, the Referee enters the outcome, and an optional roll can be configured.

/** What a flagged group is checked for. */
export type MoraleKind = 'morale' | 'loyalty';
/** The Referee's recorded outcome of a morale/loyalty check. */
export const moraleOutcomes = ['holds', 'wavers', 'breaks'] as const;
/** One recorded morale outcome. */
export type MoraleOutcome = (typeof moraleOutcomes)[number];

/** the optional roll shown with the prompt; 'none' builds no roll in. */
export const moraleRollNotations = ['none', '2d6', '1d20', '1d100'] as const;
/** A configured morale roll notation, or none. */
export type MoraleRollNotation = (typeof moraleRollNotations)[number];
