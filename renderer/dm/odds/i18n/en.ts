// English texts of the odds-of-the-fight panel.
import type { Catalog } from '../../../../shared/i18n/catalog';

export const en = {
  title: 'Odds of the fight',
  run: 'Run',
  rerun: 'Run again',
  cancel: 'Cancel',
  fights: 'Fights',
  policy:
    'Each creature heals a downed ally if it can (a healing action or spell, or a healer’s kit), otherwise uses its attack with the highest expected damage on the weakest conscious foe — the odds take no positions into account, so “nearest” means fewest hit points; a fight still going after 50 rounds is a draw.',
  policy2e:
    'Each creature strikes the weakest conscious foe with its attack of the highest average damage, as many times as its rate of attacks allows — the odds take no positions into account, so “nearest” means fewest hit points. With the death’s door option a dying ally comes first: a priest, paladin or monster whose statblock text names a cure spell casts it (1 HP, too weak to fight), anyone else binds his wounds; without it 0 HP is death and nobody is healed. The statblock holds no proficiencies, so first aid is not simulated; a fight still going after 50 rounds is a draw.',
  policyOsr:
    'Each round every conscious creature declares a melee attack on the weakest conscious foe and, in its side’s melee phase, strikes the weakest foe still standing with its listed attack of the highest average damage — the odds take no positions into account, so “nearest” means fewest hit points; no healing is simulated in OSR: 0 HP kills, and the rules give no healing a creature could use in a fight; a fight still going after 50 rounds is a draw.',
  progress: '{{done}} of {{total}} fights',
  cancelled: 'Cancelled.',
  failed: 'The simulation failed: {{message}}',
  stale: 'The encounter has changed since this run.',
  unsupported: 'The odds cannot be simulated for this rule system yet.',
  needBoth: 'Add party members and foes to see the odds.',
  withoutAttack: 'No attack known (they never attack): {{names}}',
  summary: '{{fights}} fights, 95 % confidence intervals.',
  outcome: 'Outcome',
  chance: 'Chance',
  interval: '95 % interval',
  partyWins: 'The party wins',
  foesWin: 'The foes win',
  draw: 'Draw (50 rounds)',
  rounds: 'Rounds (mean)',
  member: 'Party member',
  dropped: 'Drops to 0 HP',
  died: 'Dies',
  percent: '{{value}} %',
  range: '{{low}}–{{high}}',
} satisfies Catalog;
