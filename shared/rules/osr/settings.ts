// Typed reading of the OSR option values of an encounter (every option has a default, see
// options.ts), so rule code never handles raw strings.
import type { OptionValues } from '../../encounter/types';
import type { XInSixDirection } from './rules/xInSix';
import type { SubPhase } from './rules/roundSteps';
import type { OilDamageMode } from './rules/damage';
import type { FleeCheckTie, GroupSpeedMode } from './rules/fleeDungeon';
import type { EscapeClamp, EscapeColumnMode } from './rules/fleeWilderness';
import type { MoraleRollNotation } from './rules/morale';
import { osrOptions } from './options';

/** Every OSR setting with its type. */
export interface OsrSettings {
  skillCheckEntry: 'totals' | 'outcome';
  xInSixDirection: XInSixDirection;
  surpriseDieScope: 'perSide' | 'perCreature';
  surpriseDieOwner: 'ownSide' | 'opposingSide';
  bothSurprised: 'nobodyActs' | 'cancel';
  ambushersSurprise: 'notRolled' | 'normal';
  elfPreset: boolean;
  surpriseNormal: number;
  surpriseAmbush: number;
  tieResolution: 'perSubPhase' | 'wholeRound';
  multiSideTies: 'actTogether' | 'rerollTied';
  opponentDeclarationsHidden: boolean;
  declarationsLockAfterInitiative: boolean;
  nonAttackPhase: SubPhase;
  moveAndShoot: boolean;
  readiedAction: 'extra' | 'replaces';
  spellInterruption: 'referee' | 'damageInterrupts';
  naturalRolls: 'none' | 'natural';
  coverDisplay: 'acModifier' | 'attackPenalty';
  shieldPush: 'onHitAway' | 'refereeDecides';
  oilDamage: OilDamageMode;
  groupSpeed: GroupSpeedMode;
  fleeCheckTie: FleeCheckTie;
  obstaclesStack: boolean;
  lostCheckSurpriseRound: boolean;
  freeSurpriseRound: 'othersSurprised' | 'receiverFirst';
  surprisedFleeing: 'waitUntilCanAct' | 'immediate';
  escapeColumns: EscapeColumnMode;
  escapeAnomalyWarning: boolean;
  escapeClamp: EscapeClamp;
  groupCount: 'everyCreature' | 'charactersOnly';
  moraleConvention: 'none' | 'mlTwoD6';
  moraleRoll: MoraleRollNotation;
  turnMinutes: number;
  distanceRoll: 'offered' | 'manualOnly';
  reactionFollowUp: 'refereePicks' | 'reroll' | 'sociability';
  reactionTiming: 'afterSurprise' | 'beforeSurprise';
  shootIntoMelee: 'allowedWithPrompt' | 'allowed' | 'forbidden';
  otherTerrainChance: 'refereePicks' | '1' | '2' | '3';
}

const defaults = Object.fromEntries(
  osrOptions.map((o) => [o.key, o.default]),
) as unknown as OsrSettings;

/** The OSR settings of an encounter, with defaults for anything missing. */
export function osrSettings(options: OptionValues): OsrSettings {
  return { ...defaults, ...(options as Partial<OsrSettings>) };
}
