// Energy drain in the encounter (2E-DRAIN-01..07, AMB-17): levels off the highest class, the
// Hit Die rolled again (or the recorded HP) off maximum and current HP, XP to the midpoint,
// a career ended at level 0 and death below it.
import type { DecideContext } from '../../../encounter/context';
import type { Combatant, EncounterState, EngineEvent } from '../../../encounter/types';
import { readOptions } from '../options';
import {
  applyDrain,
  classToDrain,
  drainFate,
  spellsAfterDrain,
  undeadXp,
  xpAfterDrain,
} from '../rules/energyDrain';
import type { DrainClass } from '../rules/energyDrain';
import { conBonusOf } from '../stats';
import { effectiveStatblock, statblockOf, sysOf } from '../sys';
import { addCondition, raisePrompt, reminder, sysEvent } from './adnd2e-events';
import { MIN_HP } from './damage';

/** A drained caster's memorized spells and the highest spell level his new level allows. */
export interface DrainedSpells {
  memorized: readonly { name: string; level: number }[];
  maxSpellLevel: number;
}

/** Energy drain of `levels` levels on `c` (2E-DRAIN-01..07, AMB-17). */
export function drainEvents(
  state: EncounterState,
  c: Combatant,
  levels: number,
  ctx: DecideContext,
  spells?: DrainedSpells,
): EngineEvent[] {
  const sys = sysOf(c);
  const opts = readOptions(state.options);
  const sb = effectiveStatblock(c);
  const classes: DrainClass[] = sb.classes.map((k, i) => ({
    key: k.name ?? `class${i}`,
    level: k.level,
    hitDie: k.hitDie ?? 8,
    ...(k.xpTable ? { xpTable: k.xpTable } : {}),
    ...(sb.hpByLevel
      ? {
          recordedHpByLevel: Object.fromEntries(
            Object.entries(sb.hpByLevel).map(([l, v]) => [Number(l), v]),
          ),
        }
      : {}),
  }));
  const target = classToDrain(classes) ?? {
    key: 'hd',
    level: Math.max(0, Math.floor(Number(sb.hitDice?.split(/[+-]/)[0] ?? 1))),
    hitDie: 8,
  };
  const levelBefore = target.level;
  const r = applyDrain(target, levels, conBonusOf(sb), ctx.roller, opts.drainHp);
  const maxHp = Math.max(0, c.maxHp - r.maxHpLoss);
  const hp = opts.drainLowersCurrentHp
    ? Math.max(MIN_HP, c.hp - r.maxHpLoss)
    : Math.min(c.hp, maxHp);
  const fate = drainFate(levelBefore, levels, hp);
  const xp =
    r.xp ??
    (target.xpTable && r.newLevel >= 1 && target.xpTable[r.newLevel + 1] !== undefined
      ? xpAfterDrain(target.xpTable[r.newLevel] as number, target.xpTable[r.newLevel + 1] as number)
      : sys.xp);
  // 2E-DRAIN-07: slain by the drain he rises as the slayer's kind of undead in 2d4 days, with
  // half the XP he had as the encounter began (the statblock's XP is the figure the fight began with)
  const rising =
    fate === 'risesAsUndead' ? ctx.roller.roll('2d4', 'undeadRising').total : undefined;
  const startXp = statblockOf(c).xpTotal ?? sys.xp;
  const events: EngineEvent[] = [
    sysEvent('adnd2e.drained', {
      ...(rising !== undefined
        ? { risesInDays: rising, undeadXp: startXp !== null ? undeadXp(startXp) : null }
        : {}),
      combatantId: c.id,
      levels: levels,
      newLevel: r.newLevel,
      maxHpLoss: r.maxHpLoss,
      maxHp,
      hp,
      xp: xp ?? null,
      fate,
    }),
  ];
  if (rising !== undefined) {
    events.push(reminder('risesAsUndead', { days: rising }, c.id));
  }
  if (spells && fate !== 'dies' && fate !== 'risesAsUndead') {
    // 2E-DRAIN-05: spells beyond the new level's limit are forgotten at once
    const kept = spellsAfterDrain(spells.memorized, spells.maxSpellLevel);
    const forgotten = spells.memorized.filter((s) => !kept.includes(s)).map((s) => s.name);
    if (forgotten.length > 0) {
      events.push(
        reminder(
          'spellsForgotten',
          { spells: forgotten.join(', '), maxLevel: spells.maxSpellLevel },
          c.id,
        ),
      );
    }
    // the spell he is casting goes with them
    if (sys.pendingSpell && forgotten.includes(sys.pendingSpell.name)) {
      events.push(
        sysEvent('adnd2e.spellLost', {
          combatantId: c.id,
          spell: sys.pendingSpell.name,
          cause: 'drain',
        }),
      );
    }
  }
  if (fate === 'dies' || fate === 'risesAsUndead') {
    events.push(
      sysEvent('adnd2e.lifeChanged', { combatantId: c.id, life: 'dead', cause: `drain.${fate}` }),
    );
  } else if (fate === 'normalPerson') {
    events.push(addCondition(ctx, state.round, c.id, 'normalPerson'));
  }
  if (hp <= 0 && fate !== 'dies' && fate !== 'risesAsUndead') {
    events.push(raisePrompt(ctx, state.round, 'drainHpZero', c.id, { hp })); // AMB-17
  }
  return events;
}
