// A 200-combatant 5e encounter and a long scripted fight, shared by the engine benchmarks.
import { createEncounter, dispatch, RuleError } from '../../shared';
import type { CombatantInput, EncounterState, EngineEvent } from '../../shared';

/** A seeded pseudo-random sequence for choosing commands (not the engine's dice). */
function chooser(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x = (Math.imul(x ^ (x >>> 15), 0x2c1b3c6d) + 0x9e3779b9) >>> 0;
    return x / 0x100000000;
  };
}

/** How the scripted DM answers each kind of prompt. */
const ANSWERS: Record<string, string> = {
  knockOut: 'kill',
  deathSave: 'roll',
  initiativeTie: 'keep',
  concentration: 'roll',
  massiveDamage: 'roll',
  morale: 'roll',
};

/** The initial state: 8 PCs and 192 monsters in 24 groups. */
export function initialEncounter(): EncounterState {
  const combatants: CombatantInput[] = [];
  for (let i = 0; i < 8; i++) {
    combatants.push({
      id: `pc${i}`,
      name: `Hero ${i}`,
      kind: 'pc',
      maxHp: 60,
      ac: 16,
      initiativeBonus: 2,
    });
  }
  for (let g = 0; g < 24; g++) {
    for (let i = 0; i < 8; i++) {
      combatants.push({
        id: `m${g}-${i}`,
        name: `Orc ${g}`,
        kind: 'monster',
        groupId: `grp${g}`,
        maxHp: 400,
        ac: 13,
        initiativeBonus: 1,
      });
    }
  }
  return createEncounter({ system: 'dnd5e', seed: 'bench', combatants });
}

/** Plays a scripted fight until at least `minEvents` events exist; returns the states on the way. */
export function playFight(
  init: EncounterState,
  minEvents: number,
  checkpoints: number[] = [],
): { events: EngineEvent[]; state: EncounterState; at: Map<number, EncounterState> } {
  const pick = chooser(7);
  const ids = init.combatantIds;
  const events: EngineEvent[] = [];
  const at = new Map<number, EncounterState>();
  let state = init;
  const run = (cmd: unknown) => {
    try {
      const r = dispatch(state, cmd);
      state = r.state;
      events.push(...r.events);
    } catch (e) {
      if (!(e instanceof RuleError)) throw e;
    }
  };
  run({ type: 'rollInitiative' });
  run({ type: 'startEncounter' });
  const pending = [...checkpoints].sort((a, b) => a - b);
  while (events.length < minEvents) {
    while (pending.length > 0 && events.length >= (pending[0] as number)) {
      at.set(pending.shift() as number, state);
    }
    const r = pick();
    const id = ids[Math.floor(pick() * ids.length)] as string;
    if (r < 0.55)
      run({
        type: 'damage',
        targetIds: [id],
        amount: 1 + Math.floor(pick() * 6),
        damageType: 'slashing',
      });
    else if (r < 0.75) run({ type: 'heal', targetIds: [id], amount: 1 + Math.floor(pick() * 4) });
    else if (r < 0.85)
      run({
        type: 'addCondition',
        combatantId: id,
        key: 'poisoned',
        duration: { at: 'turnEnd', of: id, rounds: 1 },
      });
    else run({ type: 'nextTurn' });
    // Answer anything the rules ask so turns keep moving.
    for (const p of state.prompts) {
      run({
        type: 'resolvePrompt',
        promptId: p.id,
        choice: ANSWERS[p.kind] ?? 'skip',
      });
    }
  }
  return { events, state, at };
}

/** Median of numbers. */
export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}
