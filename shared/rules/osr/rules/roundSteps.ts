// OSR-RND-01..05: the combat round as an ordered checklist. Declare → initiative → the winning
// side's spells, movement & missiles, movement & melee → the losing side's same three → morale /
// loyalty → back to declare. On a tie the sides act together in each sub-phase (OSR-INIT-02, A-08).
import type { InitiativeOrder } from './initiative';

/** The three sub-phases a side acts in (OSR-RND-02 a–c). */
export const subPhases = ['spells', 'missile', 'melee'] as const;
/** One sub-phase: spells, movement & missile fire, movement & melee. */
export type SubPhase = (typeof subPhases)[number];

/** One step of the round checklist. */
export type RoundStep =
  | { kind: 'declare'; ruleId: 'OSR-RND-01' }
  | { kind: 'initiative'; ruleId: 'OSR-INIT-01' }
  | {
      kind: 'act';
      subPhase: SubPhase;
      /** Sides acting in this step; more than one means simultaneous (OSR-INIT-02). */
      sideIds: string[];
      ruleId: 'OSR-RND-02' | 'OSR-RND-03' | 'OSR-INIT-02' | 'OSR-SURP-06';
    }
  | { kind: 'morale'; ruleId: 'OSR-RND-04' };

/** The steps before initiative is known: declare, then roll initiative. */
export function openingSteps(): RoundStep[] {
  return [
    { kind: 'declare', ruleId: 'OSR-RND-01' },
    { kind: 'initiative', ruleId: 'OSR-INIT-01' },
  ];
}

/** The acting steps and morale once initiative is rolled (OSR-RND-02..04). */
export function actingSteps(order: InitiativeOrder): RoundStep[] {
  const steps: RoundStep[] = [];
  order.forEach((group, index) => {
    const ruleId = group.length > 1 ? 'OSR-INIT-02' : index === 0 ? 'OSR-RND-02' : 'OSR-RND-03';
    for (const subPhase of subPhases) steps.push({ kind: 'act', subPhase, sideIds: group, ruleId });
  });
  steps.push({ kind: 'morale', ruleId: 'OSR-RND-04' });
  return steps;
}

/** A whole round once initiative is known: opening steps, acting steps, morale. */
export function roundSteps(order: InitiativeOrder): RoundStep[] {
  return [...openingSteps(), ...actingSteps(order)];
}

/**
 * OSR-SURP-06: a free surprise round. No initiative is rolled; the receiving side acts through
 * the three sub-phases. Under A-20's alternative the other sides act after it (`othersAfter`).
 */
export function freeSurpriseRoundSteps(sideId: string, othersAfter: string[] = []): RoundStep[] {
  const acting = (sideIds: string[], ruleId: 'OSR-SURP-06' | 'OSR-RND-03'): RoundStep[] =>
    subPhases.map((subPhase) => ({ kind: 'act', subPhase, sideIds, ruleId }));
  return [
    { kind: 'declare', ruleId: 'OSR-RND-01' },
    ...acting([sideId], 'OSR-SURP-06'),
    ...othersAfter.flatMap((other) => acting([other], 'OSR-RND-03')),
    { kind: 'morale', ruleId: 'OSR-RND-04' },
  ];
}

/** A short label of a step, e.g. "party.spells", "both.missile", "morale" (used in logs and tests). */
export function stepLabel(step: RoundStep): string {
  if (step.kind !== 'act') return step.kind;
  return `${step.sideIds.join('+')}.${step.subPhase}`;
}
