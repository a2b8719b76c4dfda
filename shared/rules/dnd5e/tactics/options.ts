import type { OptionDef } from '../../types';

const keyPath = (key: string): string => key.replace(/\./g, '_');

const toggle = (key: string, ruleIds: string[], requires?: string): OptionDef => ({
  key,
  kind: 'optional',
  type: 'boolean',
  default: false,
  ruleIds,
  ...(requires ? { requires } : {}),
  labelKey: `tactics.option.${keyPath(key)}.label`,
  helpKey: `tactics.option.${keyPath(key)}.help`,
});

const choice = (
  key: string,
  ruleIds: string[],
  dflt: boolean | string,
  values?: string[],
  requires?: string,
): OptionDef => ({
  key,
  kind: 'dmChoice',
  type: values ? 'enum' : 'boolean',
  default: dflt,
  ...(values ? { values } : {}),
  ruleIds,
  ...(requires ? { requires } : {}),
  labelKey: `tactics.option.${keyPath(key)}.label`,
  helpKey: `tactics.option.${keyPath(key)}.help`,
});

const ids = (family: string, n: number): string[] =>
  Array.from({ length: n }, (_, i) => `5E-${family}-${String(i + 1).padStart(2, '0')}`);

/**
 * §20 toggles of the tactical rules, all off by default. `grid` also carries AMB-31: without a
 * map the tracker asks the DM about reach, flanking and facing; with it, it computes them.
 */
export const TACTICS_TOGGLES: readonly OptionDef[] = [
  toggle('grid', [...ids('GRID', 6), 'AMB-31']),
  toggle('grid.diagonal5_10', ids('DIAG', 2), 'grid'),
  toggle('act.climbOnto', ids('CLIMB', 4)),
  toggle('act.disarm', ids('DISARM', 2)),
  toggle('act.mark', ids('MARK', 2)),
  toggle('act.overrun', ['5E-OVERRUN-01']),
  toggle('act.shoveAside', ['5E-SHOVEASIDE-01']),
  toggle('act.tumble', ['5E-TUMBLE-01']),
  toggle('facing', ids('FACING', 7)),
  toggle('flanking', ids('FLANK', 4)),
  toggle('hittingCover', ['5E-HITCOVER-01']),
  toggle('fall.rate', ['5E-FALL-02', '5E-FALL-05']),
  toggle('fall.flyingSlowdown', ['5E-FALL-04', '5E-FALL-05']),
];

/** §19 DM choices of the tactical rules, with the spec's defaults. */
export const TACTICS_DM_CHOICES: readonly OptionDef[] = [
  choice('rangedInMeleeNeedsSight', ['AMB-12', '5E-RANGED-02'], true),
  choice('dodgeSaveNeedsSight', ['AMB-13', '5E-ACT-07'], false),
  choice('readyTiming', ['AMB-14', '5E-ACT-11'], 'afterTrigger', [
    'afterTrigger',
    'beforeTriggerEnds',
  ]),
  choice('autoWinVsIncapacitated', ['AMB-15', '5E-GRAPPLE-03', '5E-SHOVE-02'], true),
  choice(
    'grid.diagonalReset',
    ['AMB-16', '5E-DIAG-01'],
    'perTurn',
    ['perTurn', 'perSegment'],
    'grid.diagonal5_10',
  ),
  choice(
    'grid.diagonalDifficult',
    ['AMB-17', '5E-DIAG-01'],
    'double',
    ['double', 'plusFive'],
    'grid.diagonal5_10',
  ),
  choice(
    'flankingScope',
    ['AMB-18', '5E-FLANK-02', '5E-FLANK-04'],
    'melee',
    ['melee', 'hexAllAttacks'],
    'flanking',
  ),
  choice('sizeComparison', ['AMB-19', '5E-OVERRUN-01', '5E-DISARM-02'], 'category', [
    'category',
    'dmRuling',
  ]),
  choice('hittingCover.bandOnly', ['AMB-21', '5E-HITCOVER-01'], true, undefined, 'hittingCover'),
  choice(
    'hittingCover.strictlyExceeds',
    ['AMB-21', '5E-HITCOVER-01'],
    true,
    undefined,
    'hittingCover',
  ),
  choice('mark.onMiss', ['AMB-22', '5E-MARK-01'], true, undefined, 'act.mark'),
  choice('mark.onePerAttacker', ['AMB-22', '5E-MARK-01'], true, undefined, 'act.mark'),
  choice('climbOnto.sizeCheck', ['AMB-30', '5E-CLIMB-01'], false, undefined, 'act.climbOnto'),
];

/** Every tactical option: the toggles first, then the DM choices. */
export const TACTICS_OPTIONS: readonly OptionDef[] = [...TACTICS_TOGGLES, ...TACTICS_DM_CHOICES];

/**
 * AMB-31: without a map the tracker prompts the DM ("Did X leave Y's reach?"); with `grid` on it
 * computes reach, opportunity attacks, flanking and facing from positions.
 */
export const positionalMode = (gridOn: boolean): 'compute' | 'promptDm' =>
  gridOn ? 'compute' : 'promptDm';

/**
 * AMB-36: tactical information that stays in the DM view: wrong-location misses (5E-UNSEEN-02)
 * and speed-factor totals until called (5E-SPEED-06).
 */
export const DM_ONLY_TACTICAL_INFO = ['unseenTrueLocation', 'speedFactorTotals'] as const;
