// Answers to the prompts the 2e rules raise (spell disturbance, drain to 0 HP, MR before a
// beneficial spell).
import type { DecideContext } from '../../../encounter/context';
import type { EncounterState, EngineEvent, Prompt } from '../../../encounter/types';
import { RuleError } from '../../../errors';
import type { PromptAnswer } from '../../types';
import { magicResisted } from '../rules/magicResistance';
import { statblockOf, sysOf } from '../sys';
import { reminder, sysEvent } from './adnd2e-events';

/** Decides the DM's answer to a 2e prompt. */
export function resolveAdnd2ePrompt(
  state: EncounterState,
  prompt: Prompt,
  answer: PromptAnswer,
  ctx: DecideContext,
): EngineEvent[] {
  const id = prompt.combatantId ?? '';
  const c = state.combatants[id];
  if (!c) throw new RuleError('unknownCombatant', { combatantId: id });
  const choice = answer.choice;
  switch (prompt.kind) {
    case 'spellDisturbance': // AMB-06
      if (choice === 'lost')
        return [
          sysEvent('adnd2e.spellLost', {
            combatantId: id,
            spell: sysOf(c).pendingSpell?.name ?? '',
            cause: 'dm',
          }),
        ];
      if (choice === 'kept') return [];
      break;
    case 'drainHpZero': // AMB-17
      if (choice === 'dead')
        return [sysEvent('adnd2e.lifeChanged', { combatantId: id, life: 'dead', cause: 'drain' })];
      if (choice === 'alive') return [];
      break;
    case 'mrBeneficial': {
      // AMB-26: the creature may lower its MR before a beneficial spell
      if (choice === 'lower')
        return [
          sysEvent('adnd2e.mrRolled', {
            combatantId: id,
            mr: statblockOf(c).magicResistance,
            roll: null,
            resisted: false,
            lowered: true,
          }),
        ];
      if (choice === 'resist') {
        const mr = statblockOf(c).magicResistance;
        const roll = ctx.roller.roll('1d100', 'magicResistance');
        return [
          sysEvent('adnd2e.mrRolled', {
            combatantId: id,
            mr,
            roll: roll.total,
            resisted: magicResisted(roll.total, mr),
          }),
        ];
      }
      break;
    }
    case 'fleeFreeAttacks': {
      // AMB-09 under dm.fleeFreeAttacks = dmSelects: the DM names who strikes the fleeing back.
      const candidates = (prompt.data.candidates as string[] | undefined) ?? [];
      if (
        Array.isArray(choice) &&
        choice.every((x) => typeof x === 'string' && candidates.includes(x))
      ) {
        return [reminder('fleeFreeAttacks', { attackers: (choice as string[]).join(', ') }, id)];
      }
      break;
    }
    default:
      throw new RuleError('unknownPrompt', { promptId: prompt.id });
  }
  throw new RuleError('invalidChoice', { promptId: prompt.id, choice: String(choice) });
}
