// How each prompt the rules raise is answered on screen: its title, its choices, and the dice
// a choice rolls (so a DM can type physical dice for them). Titles and choice labels come from
// the raising system's catalog where it has them, from the screen's own catalog otherwise.
import type { Prompt } from '../../../shared/encounter/types';

/** A roll a choice makes, which the DM may type instead. */
export interface PromptRoll {
  /** The roll purpose the rules use (the typedRolls key). */
  readonly purpose: string;
  /** The dice the DM rolls physically (a typed number is their total). */
  readonly notation: string;
  /** Key of its label in the screen's catalog. */
  readonly labelKey: string;
}

/** One answer of a prompt. */
export interface PromptChoice {
  /** The value sent as `choice`. */
  readonly value: string;
  /** Key of the label (with namespace). */
  readonly labelKey: string;
  /** Dice this choice rolls. */
  readonly rolls?: readonly PromptRoll[];
  /** Values the label is interpolated with. */
  readonly labelParams?: Readonly<Record<string, string | number>>;
}

/** How one kind of prompt is shown. */
export interface PromptSpec {
  /** Key of the title (with namespace); interpolated with the prompt's data. */
  readonly titleKey: string;
  /** Key of a line of help (with namespace), if any. */
  readonly helpKey?: string;
  /** Fixed answers; kinds with a list to order or creatures to pick say so with `pick`. */
  readonly choices: readonly PromptChoice[];
  /** The answer is an order of slots (initiative ties), creatures to pick, or one creature. */
  readonly pick?: 'order' | 'creatures' | 'creature';
}

const d20 = (purpose: string): PromptRoll => ({
  purpose,
  notation: '1d20',
  labelKey: 'enc:dice.d20',
});

const c5 = (kind: string, value: string, rolls?: readonly PromptRoll[]): PromptChoice => ({
  value,
  labelKey: `dnd5e:dnd5e.prompt.${kind}.choice.${value}`,
  ...(rolls ? { rolls } : {}),
});

const DND5E: Readonly<Record<string, PromptSpec>> = {
  knockOut: {
    titleKey: 'dnd5e:dnd5e.prompt.knockOut.title',
    choices: [c5('knockOut', 'knockOut'), c5('knockOut', 'kill')],
  },
  concentration: {
    titleKey: 'dnd5e:dnd5e.prompt.concentration.title',
    choices: [
      c5('concentration', 'roll', [d20('concentration')]),
      c5('concentration', 'kept'),
      c5('concentration', 'lost'),
    ],
  },
  massiveDamage: {
    titleKey: 'dnd5e:dnd5e.prompt.massiveDamage.title',
    choices: [
      c5('massiveDamage', 'roll', [
        d20('massiveSave'),
        { purpose: 'systemShock', notation: '1d10', labelKey: 'enc:dice.systemShock' },
      ]),
      c5('massiveDamage', 'saved'),
      c5('massiveDamage', 'failed', [
        { purpose: 'systemShock', notation: '1d10', labelKey: 'enc:dice.systemShock' },
      ]),
    ],
  },
  deathSave: {
    titleKey: 'dnd5e:dnd5e.prompt.deathSave.title',
    choices: [c5('deathSave', 'roll', [d20('deathSave')])],
  },
  lingeringInjury: {
    titleKey: 'dnd5e:dnd5e.prompt.lingeringInjury.title',
    choices: [c5('lingeringInjury', 'roll', [d20('injury')]), c5('lingeringInjury', 'skip')],
  },
  morale: {
    titleKey: 'dnd5e:dnd5e.prompt.morale.title',
    choices: [
      c5('morale', 'roll', [d20('morale')]),
      c5('morale', 'rollDisadvantage', [
        { purpose: 'morale', notation: '2d20kl1', labelKey: 'enc:dice.twoD20' },
      ]),
      c5('morale', 'overwhelming'),
      c5('morale', 'autoFail'),
      c5('morale', 'ignore'),
    ],
  },
  cleave: {
    titleKey: 'dnd5e:dnd5e.prompt.cleave.title',
    choices: [c5('cleave', 'none')],
    pick: 'creature',
  },
  tempHp: {
    titleKey: 'dnd5e:dnd5e.prompt.tempHp.title',
    choices: [c5('tempHp', 'keepHigher'), c5('tempHp', 'keepOld'), c5('tempHp', 'takeNew')],
  },
  declareActions: {
    titleKey: 'dnd5e:dnd5e.prompt.declareActions.title',
    choices: [c5('declareActions', 'done')],
  },
  // 5E-OA-01: the reactor may spend its reaction on the mover.
  opportunityAttack: {
    titleKey: 'dnd5e:dnd5e.prompt.opportunityAttack.title',
    choices: [c5('opportunityAttack', 'attack'), c5('opportunityAttack', 'decline')],
  },
  // AMB-31: without the grid the DM says whose reach the mover left (any number of them).
  leftReach: {
    titleKey: 'dnd5e:dnd5e.prompt.leftReach.title',
    choices: [c5('leftReach', 'none')],
    pick: 'creatures',
  },
  mountFell: {
    titleKey: 'dnd5e:dnd5e.prompt.mountFell.title',
    choices: [c5('mountFell', 'reaction'), c5('mountFell', 'fall')],
  },
  flierFalls: {
    titleKey: 'dnd5e:dnd5e.prompt.flierFalls.title',
    choices: [c5('flierFalls', 'fall'), c5('flierFalls', 'no')],
  },
};

const ENGINE: Readonly<Record<string, PromptSpec>> = {
  initiativeTie: {
    titleKey: 'engine:engine.prompt.initiativeTie',
    choices: [{ value: 'keep', labelKey: 'enc:prompt.keepOrder' }],
    pick: 'order',
  },
  joinInitiative: {
    titleKey: 'engine:engine.prompt.joinInitiative',
    choices: [
      { value: 'roll', labelKey: 'enc:prompt.rollInitiative' },
      { value: 'skip', labelKey: 'enc:prompt.skip' },
    ],
  },
};

const ADND2E: Readonly<Record<string, PromptSpec>> = {
  spellDisturbance: {
    titleKey: 'adnd2e:prompts.spellDisturbance',
    choices: [
      { value: 'lost', labelKey: 'enc:prompt.adnd2e.lost' },
      { value: 'kept', labelKey: 'enc:prompt.adnd2e.kept' },
    ],
  },
  drainHpZero: {
    titleKey: 'adnd2e:prompts.drainHpZero',
    choices: [
      { value: 'dead', labelKey: 'enc:prompt.adnd2e.dead' },
      { value: 'alive', labelKey: 'enc:prompt.adnd2e.alive' },
    ],
  },
  mrBeneficial: {
    titleKey: 'adnd2e:prompts.mrBeneficial',
    choices: [
      { value: 'lower', labelKey: 'enc:prompt.adnd2e.lower' },
      {
        value: 'resist',
        labelKey: 'enc:prompt.adnd2e.resist',
        rolls: [{ purpose: 'magicResistance', notation: '1d100', labelKey: 'enc:dice.d100' }],
      },
    ],
  },
};

const osrChoices = (kind: string, values: readonly string[]): PromptChoice[] =>
  values.map((value) => ({ value, labelKey: `osr:prompts.${kind}.choices.${value}` }));

const OSR: Readonly<Record<string, PromptSpec>> = {
  morale: {
    titleKey: 'osr:prompts.morale.title',
    helpKey: 'osr:prompts.morale.help',
    choices: ['holds', 'wavers', 'breaks'].map((value) => ({
      value,
      labelKey: `osr:morale.outcome.${value}`,
    })),
  },
  shootIntoMelee: {
    titleKey: 'osr:prompts.shootIntoMelee.title',
    helpKey: 'osr:prompts.shootIntoMelee.help',
    choices: [{ value: 'ok', labelKey: 'enc:prompt.acknowledge' }],
  },
  oilMiss: {
    titleKey: 'osr:prompts.oilMiss.title',
    helpKey: 'osr:prompts.oilMiss.help',
    choices: [{ value: 'ok', labelKey: 'enc:prompt.acknowledge' }],
  },
  oilSplash: {
    titleKey: 'osr:prompts.oilSplash.title',
    helpKey: 'osr:prompts.oilSplash.help',
    choices: [],
    pick: 'creatures',
  },
  shieldBash: {
    titleKey: 'osr:prompts.shieldBash.title',
    helpKey: 'osr:prompts.shieldBash.help',
    choices: osrChoices('shieldBash', ['keep', 'blocked']),
  },
  spellInterrupted: {
    titleKey: 'osr:prompts.spellInterrupted.title',
    helpKey: 'osr:prompts.spellInterrupted.help',
    choices: osrChoices('spellInterrupted', ['lost', 'kept']),
  },
  // The save against a hit's paralysis, poison or drain: its d20 is keyed by the target
  // (`save:<id>`), filled in from the prompt (see osrChoicesOf).
  onHitSave: {
    titleKey: 'osr:prompts.onHitSave.title',
    choices: osrChoices('onHitSave', ['roll', 'saved', 'failed']),
  },
  // The convention's 2d6 is rolled at the round's morale step, where its card takes typed dice.
  moraleTrigger: {
    titleKey: 'osr:prompts.moraleTrigger.title',
    choices: osrChoices('moraleTrigger', ['check', 'skip']),
  },
  readiedWhileSurprised: {
    titleKey: 'osr:prompts.readiedWhileSurprised.title',
    helpKey: 'osr:prompts.readiedWhileSurprised.help',
    choices: osrChoices('readiedWhileSurprised', ['keep', 'cancel']),
  },
};

const BY_SYSTEM: Readonly<Record<string, Readonly<Record<string, PromptSpec>>>> = {
  dnd5e: DND5E,
  adnd2e: ADND2E,
  osr: OSR,
};

/** How a prompt is shown, or null for a kind the screen does not know (answered generically). */
export function promptSpec(system: string, prompt: Prompt): PromptSpec | null {
  const table = prompt.engine ? ENGINE : (BY_SYSTEM[system] ?? {});
  return Object.hasOwn(table, prompt.kind) ? (table[prompt.kind] as PromptSpec) : null;
}

/**
 * The choices of an OSR prompt whose dice depend on its data: the on-hit save's d20 is the
 * target's (`save:<id>`); a morale check under the 2d6-against-ML convention offers the
 * roll the rules made as the suggested answer and a new 2d6 (typed `morale:<flag>`) beside the
 * results the Referee may enter.
 */
export function osrChoicesOf(prompt: Prompt, spec: PromptSpec): readonly PromptChoice[] {
  const data = prompt.data;
  if (prompt.kind === 'onHitSave' && typeof data.targetId === 'string') {
    const purpose = `save:${data.targetId}`;
    return spec.choices.map((c) =>
      c.value === 'roll'
        ? { ...c, rolls: [{ purpose, notation: '1d20', labelKey: 'enc:dice.d20' }] }
        : c,
    );
  }
  if (prompt.kind === 'morale' && typeof data.ml === 'number') {
    const out: PromptChoice[] = [];
    if (typeof data.suggested === 'string' && typeof data.roll === 'number') {
      out.push({
        value: 'suggested',
        labelKey: 'enc:prompt.osr.suggested',
        labelParams: {
          outcome: `@osr:morale.outcome.${data.suggested}`,
          roll: data.roll,
          ml: data.ml,
        },
      });
    }
    out.push({
      value: 'roll',
      labelKey: 'enc:prompt.osr.rollMorale',
      labelParams: { ml: data.ml },
      rolls: [
        { purpose: `morale:${String(data.flagId)}`, notation: '2d6', labelKey: 'enc:dice.twoD6' },
      ],
    });
    return [...out, ...spec.choices];
  }
  return spec.choices;
}

/** Interpolation values of a prompt's title: its data's strings and numbers. */
export function promptParams(prompt: Prompt): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(prompt.data)) {
    if (typeof value === 'string' || typeof value === 'number') params[key] = value;
  }
  return params;
}
