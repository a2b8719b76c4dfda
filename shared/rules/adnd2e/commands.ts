// Zod schemas of the 2e system commands (validated at the IPC boundary and by the engine).
import { z } from 'zod';
import { idSchema, typedRollsSchema } from '../../encounter/commands';
import { COMBAT_MOVES } from './rules/movement';
import { SAVE_PRIORITY } from './tables/saves';

const base = { typedRolls: typedRollsSchema.optional() };
const t55 = z.enum([
  'hasted',
  'slowed',
  'higherGround',
  'setToReceiveCharge',
  'wadingOrSlippery',
  'wadingDeepWater',
  'foreignEnvironment',
  'hindered',
  'waiting',
]);
const t51 = z.enum([
  'higherGround',
  'defenderInvisible',
  'defenderOffBalance',
  'defenderSleepingOrHeld',
  'defenderStunnedOrProne',
  'defenderSurprised',
  'missileLongRange',
  'missileMediumRange',
  'rearAttack',
]);
const saveCategory = z.enum(SAVE_PRIORITY as unknown as [string, ...string[]]);
const mod = z.number().int().min(-100).max(100);
/** Dice such as `2d4`, `1d4+1` or a plain number. */
const dice = z.string().regex(/^\s*(\d*d\d+(\s*[+-]\s*\d+)?|\d+)\s*$/, 'dice');

/** Declare the round's action (2E-SEQ-03..06). */
export const declareSchema = z.object({
  type: z.literal('declare'),
  combatantId: idSchema,
  action: z.string().min(1).max(100),
  attackIndex: z.number().int().min(0).max(19).optional(),
  spell: z.string().max(200).optional(),
  castingTime: z.number().int().min(0).max(20).optional(),
  castingRounds: z.number().int().min(1).max(10000).optional(),
  item: z.enum(['miscellaneous', 'potion', 'ring', 'rod', 'scroll', 'staff', 'wand']).optional(),
  situations: z.array(t55).max(9).optional(),
  targetKind: z.string().max(200).optional(),
  /** Fights with two weapons this round (2E-TWF-04: one more attack). */
  twoWeapons: z.boolean().optional(),
  /** Moves and fires (2E-MOVE-03: half the rate of fire). */
  moving: z.boolean().optional(),
  /**
   * The kind of combat movement this round (2E-MOVE-01..07): a full move, closing to melee (½),
   * moving and firing (½, half the rate of fire), a charge (1½, one attack at +2), a withdrawal
   * (⅓) or flight (full).
   */
  movement: z.enum(COMBAT_MOVES).optional(),
  ...base,
});

/**
 * A creature moves `feet` this round (2E-MOVE-01..07), spent from what its declared kind of
 * movement allows; `mode` names one of its movement rates (default: its first, usually `base`).
 */
export const moveSchema = z.object({
  type: z.literal('move'),
  combatantId: idSchema,
  feet: z.number().int().min(1).max(10000),
  mode: z.string().min(1).max(40).optional(),
  ...base,
});

/** The DM rejects a declared action (2E-SEQ-06). */
export const rejectDeclarationSchema = z.object({
  type: z.literal('rejectDeclaration'),
  combatantId: idSchema,
  ...base,
});

/** Surprise roll for every side (2E-SURP-01). */
export const surpriseSchema = z.object({
  type: z.literal('surprise'),
  modifiers: z.record(z.string(), mod).optional(),
  /**
   * The DM's ruling instead of the dice (a situation the roll does not decide): the sides that
   * are surprised; an empty list means nobody is (2E-SURP-02).
   */
  surprisedSides: z.array(idSchema).max(20).optional(),
  ...base,
});

/** An attack roll with everything 2E-ATK-11 needs. */
export const attackSchema = z.object({
  type: z.literal('attack'),
  attackerId: idSchema,
  targetId: idSchema,
  attackIndex: z.number().int().min(0).max(19).optional(),
  form: z.enum(['melee', 'missile', 'punch', 'wrestle', 'overbear', 'touch']).optional(),
  situations: z.array(t51).max(9).optional(),
  range: z.enum(['short', 'medium', 'long']).optional(),
  distance: z.number().min(0).optional(),
  cover: z
    .object({
      kind: z.enum(['cover', 'concealment']),
      percent: z.union([z.literal(25), z.literal(50), z.literal(75), z.literal(90)]),
    })
    .optional(),
  charging: z.boolean().optional(),
  /** Which hand strikes when fighting with two weapons (2E-TWF-01..04). */
  twoWeapon: z.enum(['main', 'off']).optional(),
  /** The weapon in the other hand, by attack index (2E-TWF-02 checks the pair). */
  otherWeaponIndex: z.number().int().min(0).max(19).optional(),
  /** Moved this round before firing: half the rate of fire (2E-MOVE-03). */
  moving: z.boolean().optional(),
  /**
   * A free attack on a fleeing creature (2E-MOVE-07): outside the attacks of the round. By
   * default an attack on a creature fleeing from this attacker's melee is one.
   */
  free: z.boolean().optional(),
  /**
   * The DM lets a repeated attack come before everyone's first attacks are made (2E-INIT-12
   * stages them; 2E-SEQ-07: the DM's word is final).
   */
  override: z.boolean().optional(),
  flatOfBlade: z.boolean().optional(),
  armedDefenderVsUnarmed: z.boolean().optional(),
  meleeInProgress: z.boolean().optional(),
  rear: z.boolean().optional(),
  parry: z.boolean().optional(),
  willingButActive: z.boolean().optional(),
  /**
   * Touch spell on a willing recipient (2E-TOUCH-02): delivered without a roll unless either
   * is fighting in melee (by default: took part in melee this round), else vs. AC 10 (2E-TOUCH-03).
   */
  willing: z.boolean().optional(),
  casterInMelee: z.boolean().optional(),
  targetInMelee: z.boolean().optional(),
  /** The attack carries fire: a doused target it hits starts burning (2E-MSL-17). */
  ignite: z.boolean().optional(),
  /** Backstab and similar multipliers (2E-DMG-05). */
  multiplier: z.number().int().min(1).max(10).optional(),
  /** Punch: hold back the damage (2E-NL-10); wrestling: add the Str bonus (AMB-15). */
  pulled: z.boolean().optional(),
  addStrength: z.boolean().optional(),
  gauntlets: z.boolean().optional(),
  /** Punching: a weapon is held (2E-NL-02: a punch uses none). Default: no. */
  weaponInHand: z.boolean().optional(),
  /**
   * Wrestling: both hands free of weapons, shields and loads (2E-NL-02). Default: free unless
   * the statblock has the shield in hand or `weaponInHand` is set.
   */
  handsFree: z.boolean().optional(),
  /**
   * Touch spell: the target's special defenses as the DM rules them for this touch; the caster
   * suffers those that work continuously, never voluntary ones (2E-TOUCH-04). Default: the
   * statblock's special defenses, each taken as continuous.
   */
  targetDefenses: z
    .array(z.object({ name: z.string().min(1).max(500), continuous: z.boolean() }))
    .max(50)
    .optional(),
  /**
   * Touch spell: the round it was cast (default: the round the caster's last spell took effect)
   * and the rounds its text keeps it charged (default 1: only that round, 2E-TOUCH-05).
   */
  castRound: z.number().int().min(0).max(100000).optional(),
  chargeRounds: z.number().int().min(1).max(10000).optional(),
  /** Overbearing: extra attackers (sizes) joining this roll (2E-NL-16). */
  overbearHelpers: z.array(idSchema).max(20).optional(),
  /** Firing into a melee: the figures around the intended target, itself included (2E-MSL-07). */
  meleeFigureIds: z.array(idSchema).max(50).optional(),
  dmModifier: mod.optional(),
  rollDamage: z.boolean().optional(),
  ...base,
});

/** A grenade-like missile thrown at a point (2E-MSL-11..14, AMB-25, AMB-32). */
export const grenadeSchema = z.object({
  type: z.literal('grenade'),
  attackerId: idSchema,
  /** AC of the aimed-at point or creature, as the DM rules (AMB-25). */
  targetAc: z.number().int().min(-20).max(20),
  /** Distance in feet (≤ 5 lb missiles: 10/20/30 ft). */
  feet: z.number().min(0).max(1000),
  /** The creature aimed at, hit directly on a hit. */
  targetId: idSchema.optional(),
  /** Oil (2E-MSL-17): flaming oil burns on a direct hit; a flask of oil douses. */
  oil: z.enum(['flaming', 'douse']).optional(),
  /** Holy or unholy water (2E-MSL-16) and the damage of its direct hit. */
  water: z.enum(['holy', 'unholy']).optional(),
  waterDamage: dice.optional(),
  /**
   * What the aimed-at creature is, beyond its statblock (undead, paladin), for holy or unholy
   * water (2E-MSL-16).
   */
  targetNature: z
    .object({
      lowerPlanes: z.boolean().optional(),
      upperPlanes: z.boolean().optional(),
      defenderOfGood: z.boolean().optional(),
      gaseous: z.boolean().optional(),
      incorporeal: z.boolean().optional(),
    })
    .optional(),
  /**
   * A thrown poison (2E-MSL-18): it works on a direct hit into the open maw of a huge creature,
   * or on any direct hit if it is a contact poison; then it takes hold as the poison command's.
   */
  poison: z
    .object({
      effect: z.enum(['paralytic', 'debilitating', 'damage', 'death']),
      contact: z.boolean().optional(),
      intoOpenMaw: z.boolean().optional(),
      onset: z.union([z.number().int().min(0).max(100000), dice]).optional(),
      onsetUnit: z.enum(['rounds', 'turns', 'hours']).optional(),
      save: z.boolean().optional(),
      saveModifier: mod.optional(),
      damage: dice.optional(),
      damageOnSave: dice.optional(),
    })
    .optional(),
  /**
   * A tough container (soft leather flask, hard pottery) and the DM's item save for it
   * (2E-MSL-13): one that saves does not break, and its contents stay inside.
   */
  tough: z.boolean().optional(),
  containerSaved: z.boolean().optional(),
  dmModifier: mod.optional(),
  ...base,
});

/**
 * Fleeing from melee (2E-MOVE-07, AMB-09): its melee opponents get free rear attacks. Under
 * `dm.fleeFreeAttacks` = allMeleeOpponents they are every opponent it fought in melee this
 * round (or `opponentIds`), less `exclude`; under dmSelects the DM names them in
 * `opponentIds`, or is asked.
 */
export const fleeSchema = z.object({
  type: z.literal('flee'),
  combatantId: idSchema,
  opponentIds: z.array(idSchema).max(100).optional(),
  /** Opponents the DM deselects. */
  exclude: z.array(idSchema).max(100).optional(),
  ...base,
});

/** A poison (2E-POIS-01..03) with its onset (2E-POIS-04) and save. */
export const poisonSchema = z.object({
  type: z.literal('poison'),
  combatantId: idSchema,
  effect: z.enum(['paralytic', 'debilitating', 'damage', 'death']),
  delivery: z.enum(['injected', 'ingested', 'contact']).optional(),
  /** Time before it takes hold, a number or dice (default 0: at once). */
  onset: z.union([z.number().int().min(0).max(100000), dice]).optional(),
  onsetUnit: z.enum(['rounds', 'turns', 'hours']).optional(),
  /** Roll the save vs. poison when it takes hold (default: the DM applies the effect). */
  save: z.boolean().optional(),
  saveModifier: mod.optional(),
  /** Damage on a failed save (`damage`). */
  damage: dice.optional(),
  /** Damage on a successful save (`damage`, `death`). */
  damageOnSave: dice.optional(),
  ...base,
});

/** Treating a poisoned creature (2E-POIS-04) or tending it with the healing proficiency. */
export const treatPoisonSchema = z.object({
  type: z.literal('treatPoison'),
  combatantId: idSchema,
  treatment: z.enum([
    'slowPoison',
    'slowPoisonEnds',
    'neutralizePoison',
    'healingCare',
    'careInterrupted',
  ]),
  healerId: idSchema.optional(),
  /** The healer also has herbalism: care works on swallowed and contact poisons too. */
  herbalism: z.boolean().optional(),
  ...base,
});

/** First aid with the healing proficiency (2E-HEAL-06): 1d3 HP for a fresh wound, once a day. */
export const healingProficiencySchema = z.object({
  type: z.literal('healingProficiency'),
  healerId: idSchema,
  combatantId: idSchema,
  /** The healer's proficiency score (the check succeeds on d20 ≤ it). */
  score: z.number().int().min(1).max(30),
  ...base,
});

/** Damage to one or more targets (every system accepts this shape, extended here). */
export const damageSchema = z.object({
  type: z.literal('damage'),
  targetIds: z.array(idSchema).min(1).max(1000),
  amount: z.number().int(),
  /** The creature that dealt it (a blow told apart from its attack), credited in the recap. */
  attackerId: idSchema.optional(),
  /** The amount came from one attack: 50+ calls for a save vs death (2E-DEATH-03). */
  singleAttack: z.boolean().optional(),
  /** Bare-handed damage: tallied and 75% restored at the end of combat (2E-NL-08). */
  temporary: z.number().int().min(0).optional(),
  /** Initiative score at which the damage lands (spell disturbance, 2E-INIT-10). */
  atInitiative: z.number().int().optional(),
  kind: z.string().max(50).optional(),
  saveModifier: mod.optional(),
  /** Targets that made their save against this damage; `onSave` says what a save does. */
  savedIds: z.array(idSchema).max(1000).optional(),
  onSave: z.enum(['half', 'none']).optional(),
  /** Hard cover of the targets against a blast (2E-MSL-10: 90% or more halves or negates). */
  coverPercent: z.union([z.literal(25), z.literal(50), z.literal(75), z.literal(90)]).optional(),
  /** The blast bursts on the targets' side of the cover, which then gives nothing (2E-MSL-10). */
  burstBehindCover: z.boolean().optional(),
  ...base,
});

/** Magical or other healing (2E-HEAL-01, -05). */
export const healSchema = z.object({
  type: z.literal('heal'),
  targetIds: z.array(idSchema).min(1).max(1000),
  amount: z.number().int(),
  /** The *heal* spell (2E-DEATH-06: full vitality, but spells still lost). */
  healSpell: z.boolean().optional(),
  ...base,
});

/**
 * A creature's regeneration, as the DM applies it (a troll's 3 HP a round): never the HP acid,
 * holy or unholy water took (2E-MSL-15, -16). The amount is a number or dice to roll.
 */
export const regenerateSchema = z.object({
  type: z.literal('regenerate'),
  combatantId: idSchema,
  amount: z.union([z.number().int().min(0).max(100000), dice]),
  ...base,
});

/** A saving throw (2E-SAVE-01..13). */
export const saveSchema = z.object({
  type: z.literal('save'),
  combatantId: idSchema,
  /** The categories that fit; or `effect`, the traits that decide them (2E-SAVE-02). */
  categories: z.array(saveCategory).min(1).max(5).optional(),
  effect: z
    .object({
      paralysis: z.boolean().optional(),
      poison: z.boolean().optional(),
      deathMagic: z.boolean().optional(),
      rodStaffWand: z.boolean().optional(),
      petrifyOrPolymorph: z.boolean().optional(),
      breath: z.boolean().optional(),
      spell: z.boolean().optional(),
    })
    .optional(),
  voluntaryFail: z.boolean().optional(),
  /** The DM rules a case of extreme trickery: no save at all (2E-SAVE-04). */
  extremeTrickery: z.boolean().optional(),
  abilityScore: z.number().int().min(1).max(25).optional(),
  situation: z
    .object({
      mental: z.boolean().optional(),
      dodgeable: z.boolean().optional(),
      dexterityBonus: mod.optional(),
      itemBonus: mod.optional(),
      magicArmorBonus: mod.optional(),
      physical: z.boolean().optional(),
      gasPoisonMentalOrHarmless: z.boolean().optional(),
      effectModifier: mod.optional(),
      weakPoisonBonus: mod.optional(),
      coverPercent: z
        .union([z.literal(25), z.literal(50), z.literal(75), z.literal(90)])
        .optional(),
      coverKind: z.enum(['cover', 'concealment']).optional(),
      poison: z.boolean().optional(),
      dmModifier: mod.optional(),
    })
    .optional(),
  ...base,
});

/** Turning (or commanding) undead (2E-TURN-01..10). */
export const turnUndeadSchema = z.object({
  type: z.literal('turnUndead'),
  turnerId: idSchema,
  targetIds: z.array(idSchema).min(1).max(1000),
  /**
   * 2E-TURN-04: the turner needs his hands free and his voice. Both default to true, so a form
   * shows them ticked and a DM unticks the one the turner lacks.
   */
  handsFree: z.boolean().default(true),
  canSpeak: z.boolean().default(true),
  /**
   * 2E-TURN-07: turned free-willed undead can flee out of the turner's sight; untick when they
   * cannot, and they hover no closer than 10 ft instead.
   */
  canFlee: z.boolean().default(true),
  ...base,
});

/**
 * The turner forces a turned undead to `distance` feet of him, by cornering it or closing in
 * (2E-TURN-08): a free-willed one within 10 ft breaks the turning and attacks normally.
 */
export const forceTurnedSchema = z.object({
  type: z.literal('forceTurned'),
  combatantId: idSchema,
  distance: z.number().min(0).max(10000),
  ...base,
});

/** Natural healing over days (2E-HEAL-02..04). */
export const restSchema = z.object({
  type: z.literal('rest'),
  combatantIds: z.array(idSchema).min(1).max(1000),
  days: z
    .array(z.enum(['bedRest', 'rest', 'strain', 'deprived']))
    .min(1)
    .max(3650),
  ...base,
});

const single = (type: string) =>
  z.object({ type: z.literal(type), combatantId: idSchema, ...base });

/** Command schemas by type. */
export const adnd2eCommandSchemas = {
  declare: declareSchema,
  move: moveSchema,
  rejectDeclaration: rejectDeclarationSchema,
  surprise: surpriseSchema,
  attack: attackSchema,
  damage: damageSchema,
  heal: healSchema,
  regenerate: regenerateSchema,
  save: saveSchema,
  turnUndead: turnUndeadSchema,
  forceTurned: forceTurnedSchema,
  rest: restSchema,
  tend: single('tend'),
  systemShock: single('systemShock'),
  restoreTemporaryDamage: z.object({ type: z.literal('restoreTemporaryDamage'), ...base }),
  killOutright: z.object({
    type: z.literal('killOutright'),
    combatantId: idSchema,
    reason: z.string().min(1).max(500),
    ...base,
  }),
  raiseDead: z.object({
    type: z.literal('raiseDead'),
    combatantId: idSchema,
    means: z.enum(['raiseDead', 'resurrection', 'device']),
    hp: z.number().int().min(1).optional(),
    /** Hours since death: a poison is still active within its 2d6 hours (2E-DEATH-02). */
    hoursSinceDeath: z.number().min(0).max(1000000).optional(),
    ...base,
  }),
  drain: z.object({
    type: z.literal('drain'),
    combatantId: idSchema,
    levels: z.number().int().min(1).max(20),
    /**
     * The caster's memorized spells and the highest spell level his new level allows: those
     * above it are forgotten at once (2E-DRAIN-05).
     */
    memorized: z
      .array(z.object({ name: z.string().min(1).max(200), level: z.number().int().min(1).max(9) }))
      .max(100)
      .optional(),
    maxSpellLevel: z.number().int().min(0).max(9).optional(),
    ...base,
  }),
  fall: z.object({
    type: z.literal('fall'),
    combatantId: idSchema,
    feet: z.number().min(0).max(100000),
    ...base,
  }),
  poison: poisonSchema,
  treatPoison: treatPoisonSchema,
  healingProficiency: healingProficiencySchema,
  magicResistance: z.object({
    type: z.literal('magicResistance'),
    combatantId: idSchema,
    beneficial: z.boolean().optional(),
    /** What the magic is (2E-MR-04/05): MR is rolled for spells and spell-like powers only. */
    source: z.enum(['spell', 'spellLike', 'magicWeapon', 'indirectForce', 'ownPower']).optional(),
    affectsDirectly: z.boolean().optional(),
    /** How the spell reaches it (2E-MR-07) and how many it targets. */
    reach: z.enum(['individual', 'area', 'inPlace', 'permanent']).optional(),
    targets: z.number().int().min(1).max(1000).optional(),
    inArea: z.boolean().optional(),
    wouldAffect: z.boolean().optional(),
    /** The creature lowers its resistance (2E-MR-02). */
    lowered: z.boolean().optional(),
    /** The spell's other targets: each resistant one rolls separately (2E-MR-07). */
    otherTargetIds: z.array(idSchema).max(1000).optional(),
    ...base,
  }),
  /**
   * A morale check as an optional convention (`conv.morale`; the DMG's 2d10 against the morale
   * rating, not a seed rule): rolled, or the DM's ruling in `result`.
   */
  moraleCheck: z.object({
    type: z.literal('moraleCheck'),
    combatantIds: z.array(idSchema).min(1).max(1000),
    modifier: mod.optional(),
    result: z.enum(['holds', 'breaks']).optional(),
    ...base,
  }),
  breakHold: single('breakHold'),
  /** Keep a wrestling hold another round (2E-NL-13: the k-th round does k points). */
  continueHold: z.object({
    type: z.literal('continueHold'),
    combatantId: idSchema,
    addStrength: z.boolean().optional(),
    ...base,
  }),
  grenade: grenadeSchema,
  flee: fleeSchema,
} as const;
