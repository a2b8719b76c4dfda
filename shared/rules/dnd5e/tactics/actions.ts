/** Kinds of action a creature can take with its action (5E-ACT-01). */
export type ActionKind =
  | 'attack'
  | 'castSpell'
  | 'dash'
  | 'disengage'
  | 'dodge'
  | 'help'
  | 'hide'
  | 'ready'
  | 'search'
  | 'useObject'
  | 'improvised'
  | 'feature'
  | 'escapeGrapple'
  | 'overrun'
  | 'tumble'
  | 'climbOnto'
  | 'dislodge';

/** One row of the action catalogue: the rule it comes from and the i18n label key. */
export interface ActionDef {
  readonly key: ActionKind;
  readonly ruleId: string;
  readonly labelKey: string;
  /** Check the action calls for, when the rules name one. */
  readonly check?: string;
  /** Also possible as a bonus action (optional DMG actions). */
  readonly bonusActionAllowed?: boolean;
  /** Only with the named optional toggle on. */
  readonly requires?: string;
}

const label = (key: ActionKind): string => `tactics.action.${key}`;

/**
 * 5E-ACT-01..14 and the optional DMG actions: the action catalogue as data. Class features and
 * statblock actions are the 'feature' kind; anything else the DM rules on is 'improvised'.
 */
export const ACTIONS: readonly ActionDef[] = [
  { key: 'attack', ruleId: '5E-ACT-03', labelKey: label('attack') },
  { key: 'castSpell', ruleId: '5E-ACT-04', labelKey: label('castSpell') },
  { key: 'dash', ruleId: '5E-ACT-05', labelKey: label('dash') },
  { key: 'disengage', ruleId: '5E-ACT-06', labelKey: label('disengage') },
  { key: 'dodge', ruleId: '5E-ACT-07', labelKey: label('dodge') },
  { key: 'help', ruleId: '5E-ACT-08', labelKey: label('help') },
  { key: 'hide', ruleId: '5E-ACT-10', labelKey: label('hide'), check: 'dex.stealth' },
  { key: 'ready', ruleId: '5E-ACT-11', labelKey: label('ready') },
  {
    key: 'search',
    ruleId: '5E-ACT-13',
    labelKey: label('search'),
    check: 'wis.perception|int.investigation',
  },
  { key: 'useObject', ruleId: '5E-ACT-14', labelKey: label('useObject') },
  { key: 'improvised', ruleId: '5E-ACT-02', labelKey: label('improvised') },
  { key: 'feature', ruleId: '5E-ACT-01', labelKey: label('feature') },
  {
    key: 'escapeGrapple',
    ruleId: '5E-GRAPPLE-05',
    labelKey: label('escapeGrapple'),
    check: 'str.athletics|dex.acrobatics',
  },
  {
    key: 'overrun',
    ruleId: '5E-OVERRUN-01',
    labelKey: label('overrun'),
    check: 'str.athletics',
    bonusActionAllowed: true,
    requires: 'act.overrun',
  },
  {
    key: 'tumble',
    ruleId: '5E-TUMBLE-01',
    labelKey: label('tumble'),
    check: 'dex.acrobatics',
    bonusActionAllowed: true,
    requires: 'act.tumble',
  },
  {
    key: 'climbOnto',
    ruleId: '5E-CLIMB-02',
    labelKey: label('climbOnto'),
    check: 'str.athletics|dex.acrobatics',
    requires: 'act.climbOnto',
  },
  {
    key: 'dislodge',
    ruleId: '5E-CLIMB-04',
    labelKey: label('dislodge'),
    check: 'str.athletics',
    requires: 'act.climbOnto',
  },
];

/** 5E-MOUNT-06: the only actions a controlled mount can take. */
export const CONTROLLED_MOUNT_ACTIONS: readonly ActionKind[] = ['dash', 'disengage', 'dodge'];

/** 5E-TURN-06 / -07: things a turn may include at no cost (labels in the tactics catalog). */
export const FREE_ACTIVITIES = [
  { key: 'communicate', ruleId: '5E-TURN-06' },
  { key: 'dropProne', ruleId: '5E-MOVE-08' },
  { key: 'releaseGrapple', ruleId: '5E-GRAPPLE-04' },
  { key: 'oneObjectInteraction', ruleId: '5E-TURN-07' },
] as const;

/** 5E-TURN-07: the seed's examples of a free object interaction (000:L111-131). */
export const OBJECT_INTERACTION_EXAMPLES = [
  'drawOrSheatheSword',
  'openOrCloseDoor',
  'potionFromBackpack',
  'pickUpDroppedAxe',
  'takeBaubleFromTable',
  'removeRing',
  'stuffFoodInMouth',
  'plantBanner',
  'fishCoinsFromPouch',
  'drainAleFlagon',
  'throwLeverOrSwitch',
  'pullTorchFromSconce',
  'takeBookFromShelf',
  'extinguishSmallFlame',
  'donMask',
  'pullUpHood',
  'earToDoor',
  'kickPebble',
  'turnKey',
  'tapFloorWithPole',
  'handItemToCharacter',
] as const;

/** 5E-TURN-09: activities the DM may make cost an action (stuck door, drawbridge winch). */
export const DM_MAY_CHARGE_ACTION_EXAMPLES = ['openStuckDoor', 'turnWinch'] as const;

/** 5E-REACT-01: what can grant a reaction; opportunity attacks are the common one. */
export type ReactionKind =
  | 'opportunityAttack'
  | 'readied'
  | 'feature'
  | 'spell'
  | 'changeFacing'
  | 'dismountFromFallingMount';
