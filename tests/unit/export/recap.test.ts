// The recap: every system's events are told, undone commands are not, the tallies are right,
// and the players' recap keeps everything the player view hides out of every format.
import { describe, expect, it } from 'vitest';
import {
  ENGINE_EVENT_TYPES,
  History,
  createEncounter,
  dispatch,
  engineI18n,
  listSystems,
  toPlayerView,
  type EngineEvent,
} from '../../../shared';
import { entriesFromEvents } from '../../../shared/export/log';
import { hasDescriber } from '../../../shared/export/describe/index';
import { RecapBuilder, buildRecap } from '../../../shared/export/recap/build';
import type { Recap } from '../../../shared/export/recap/model';
import { renderExport, type ExportFormat } from '../../../shared/export/render';
import type { ExportEncounter } from '../../../shared/export/source';
import { recordEncounter } from './support/record';
import { SECRET, adnd2eScript, dnd5eScript, osrScript, scripts } from './support/scripts';

const texts = (recap: Recap) => recap.events.map((e) => e.text);
const story = (recap: Recap) =>
  recap.story.flatMap((r) =>
    r.parts.flatMap((p) => p.lines.map((i) => recap.events[i]?.text ?? '')),
  );
const render = (encounter: ExportEncounter, format: ExportFormat, audience: 'dm' | 'player') =>
  renderExport([encounter], {
    format,
    audience,
    language: 'en',
    timeZone: 'UTC',
    exportedAt: '2025-03-14T21:00:00.000Z',
  });

describe('every event type is told', () => {
  it('each registered system has a sentence for every event type it applies, and so has the engine', () => {
    const missing: string[] = [];
    for (const system of listSystems()) {
      for (const type of [...system.eventTypes, ...ENGINE_EVENT_TYPES]) {
        if (!hasDescriber(system.id, type)) missing.push(`${system.id}:${type}`);
      }
    }
    expect(
      listSystems()
        .map((s) => s.id)
        .sort(),
    ).toEqual(['adnd2e', 'dnd5e', 'osr']);
    expect(missing).toEqual([]);
  });

  it('an event type the export does not know still gets a line, for the DM only', () => {
    const { encounter } = osrScript();
    const future: EngineEvent = { type: 'osr.fromTheFuture', commandId: 'k999', detail: 1 };
    const log = [...encounter.log, { t: 'cmd' as const, commandId: 'k999', events: [future] }];
    const dm = buildRecap({ ...encounter, log }, { audience: 'dm', language: 'en' });
    expect(texts(dm)).toContain('Event osr.fromTheFuture');
    const player = buildRecap({ ...encounter, log }, { audience: 'player', language: 'en' });
    expect(texts(player).join('\n')).not.toContain('osr.fromTheFuture');
  });

  it('no sentence is left as a bare key in any system or language', () => {
    for (const make of Object.values(scripts)) {
      const { encounter } = make();
      for (const language of ['uk', 'ru', 'en'] as const) {
        for (const audience of ['dm', 'player'] as const) {
          const recap = buildRecap(encounter, { audience, language });
          const bare = texts(recap).filter((t) => /^(ev|line|doc)\.[\w.]+$/.test(t));
          expect(bare, `${encounter.id} ${language} ${audience}`).toEqual([]);
          expect(texts(recap).join('\n')).not.toContain('{{');
        }
      }
    }
  });
});

describe('the D&D 5e recap', () => {
  const { encounter, state } = dnd5eScript();
  const dm = buildRecap(encounter, { audience: 'dm', language: 'en' });

  it('tells the fight round by round, turn by turn, with each command’s dice', () => {
    expect(dm.roundCount).toBe(2);
    expect(dm.status).toBe('ended');
    expect(dm.story.map((r) => r.round)).toEqual([0, 1, 2]);
    const round1 = dm.story[1]?.parts.map((p) => p.heading);
    expect(round1).toEqual([`Shadow ${SECRET}`, 'Aria', 'Borin', 'Goblin Cutter']);
    const crit = dm.events.find((e) => e.text.startsWith('Aria attacks Goblin Archer'));
    expect(crit?.text).toBe('Aria attacks Goblin Archer: critical hit, d20 20 → 25 against AC 13');
    expect(crit?.rolls).toEqual(['Attack 1d20+5: 20 +5 = 25 (typed)']);
    const damage = dm.events.find((e) => e.text.startsWith('Goblin Archer takes'));
    expect(damage?.text).toBe('Goblin Archer takes 9 damage (Piercing, Critical hit) — HP 0/7');
    expect(damage?.rolls).toEqual(['Damage 2d8+3: 4, 2 +3 = 9 (typed)']);
  });

  it('tells conditions, deaths, injuries, death saves and the optional rules that were on', () => {
    const lines = story(dm);
    expect(lines).toContain('Goblin Cutter: Frightened until the end of the next turn of Aria');
    expect(lines).toContain('Goblin Archer dies (monster at 0 HP)');
    expect(lines).toContain('Aria falls unconscious (0 HP)');
    expect(lines).toContain('Aria: lingering injury (d20 4), Limp');
    expect(lines).toContain('Aria: death save 12, success (1 succeeded, 0 failed)');
    expect(lines).toContain(
      'Goblin Cutter attacks Aria: miss, d20 8 → 12 against AC 15, with disadvantage',
    );
    expect(dm.options.map((o) => [o.key, o.value])).toEqual([
      ['lingeringInjuries', 'on'],
      ['massiveDamage', 'on'],
    ]);
    expect(dm.options[0]?.ruleIds).toContain('5E-INJURY-01');
  });

  it('leaves out the undone command', () => {
    expect(story(dm).join('\n')).not.toContain('40 damage');
    expect(dm.events.some((e) => e.amount === 40)).toBe(false);
  });

  it('tallies damage, healing, kills and crits per combatant', () => {
    expect(dm.stats.aria).toEqual({
      damageDealt: 9,
      damageTaken: 28,
      healing: 0,
      kills: 1,
      crits: 1,
      deaths: 0,
    });
    expect(dm.stats.borin).toMatchObject({ damageDealt: 11, damageTaken: 5, healing: 6 });
    expect(dm.stats.gob1).toMatchObject({ damageTaken: 9, deaths: 1 });
    expect(dm.stats.lurker).toMatchObject({ damageDealt: 33, damageTaken: 11 });
  });

  it('draws HP at the end of each round, matching the engine’s final state', () => {
    expect(dm.hp.rounds).toEqual([0, 1, 2]);
    const aria = dm.hp.lines.find((l) => l.id === 'aria');
    expect(aria?.points).toEqual([24, 24, 0]);
    for (const line of dm.hp.lines) {
      expect(line.points[line.points.length - 1]).toBe(state.combatants[line.id]?.hp);
    }
  });

  it('knows how long the session took from the log’s timestamps', () => {
    const first = encounter.log[0]?.at as string;
    const last = encounter.log[encounter.log.length - 1]?.at as string;
    expect(dm.durationMs).toBe(Date.parse(last) - Date.parse(first));
  });

  it('builds the same recap a few commands at a time as at once', () => {
    const builder = new RecapBuilder(encounter, { audience: 'player', language: 'uk' });
    let steps = 0;
    while (!builder.step(2)) steps += 1;
    expect(steps).toBeGreaterThan(5);
    expect(builder.progress.done).toBe(builder.progress.total);
    expect(builder.result()).toEqual(buildRecap(encounter, { audience: 'player', language: 'uk' }));
  });
});

describe('the summary credits the damage and kills of a fight run from the DM window', () => {
  const { encounter } = recordEncounter(
    { id: 'e-credit', name: 'Credit' },
    {
      system: 'dnd5e',
      seed: 3,
      combatants: [
        { id: 'aria', name: 'Aria', kind: 'pc', maxHp: 10, ac: 12 },
        { id: 'gob', name: 'Goblin', kind: 'monster', maxHp: 7, ac: 13 },
      ],
    },
    [
      { type: 'setInitiative', combatantId: 'aria', score: 15 },
      { type: 'setInitiative', combatantId: 'gob', score: 10 },
      { type: 'startEncounter' },
      { type: 'damage', targetIds: ['gob'], amount: 3, attackerId: 'aria' },
      { type: 'nextTurn' },
      // The goblin drops Aria; she dies of failed death saves later, with nobody attacking.
      { type: 'damage', targetIds: ['aria'], amount: 10, attackerId: 'gob' },
      // A fall: damage with no attacker.
      { type: 'damage', targetIds: ['gob'], amount: 2 },
      { type: 'nextTurn' },
      { type: 'deathSave', combatantId: 'aria', typedRolls: { deathSave: [2] } },
      { type: 'deathSave', combatantId: 'aria', typedRolls: { deathSave: [3] } },
      { type: 'deathSave', combatantId: 'aria', typedRolls: { deathSave: [4] } },
    ],
  );
  const dm = buildRecap(encounter, { audience: 'dm', language: 'en' });

  it('credits a kill to whoever dealt the damage that dropped the creature', () => {
    expect(dm.stats.aria).toMatchObject({ deaths: 1, damageDealt: 3, damageTaken: 10 });
    expect(dm.stats.gob).toMatchObject({ kills: 1, damageDealt: 10, damageTaken: 5 });
  });

  it('names the damage nobody dealt, so dealt and taken reconcile', () => {
    const dealt = Object.values(dm.stats).reduce((n, s) => n + s.damageDealt, 0);
    const taken = Object.values(dm.stats).reduce((n, s) => n + s.damageTaken, 0);
    expect(dm.uncreditedDamage).toBe(2);
    expect(dealt + dm.uncreditedDamage).toBe(taken);
    const md = renderExport([encounter], {
      format: 'md',
      audience: 'dm',
      language: 'en',
      timeZone: 'UTC',
      exportedAt: '2025-03-14T21:00:00.000Z',
    });
    expect(md).toContain('Damage taken with no attacker named');
  });

  it('the players’ recap counts the damage taken by the monsters it shows', () => {
    const player = buildRecap(encounter, { audience: 'player', language: 'en' });
    const goblin = player.combatants.find((c) => c.name === 'Goblin');
    expect(goblin?.maxHp).toBeNull();
    expect(player.stats[goblin?.id ?? '']).toMatchObject({ damageTaken: 5, kills: 1 });
  });
});

describe('the players’ recap hides what the player view hides', () => {
  for (const make of [dnd5eScript, adnd2eScript, osrScript]) {
    const { encounter } = make();
    describe(encounter.init.system, () => {
      it('names no hidden creature, shows no DM notes, rolls or raw event data, in any format', () => {
        for (const format of ['md', 'html', 'csv'] as const) {
          const player = render(encounter, format, 'player');
          expect(player, format).not.toContain(SECRET);
          expect(player, format).not.toContain('(typed)');
          expect(render(encounter, format, 'dm'), format).toContain(SECRET);
        }
        const recap = buildRecap(encounter, { audience: 'player', language: 'en' });
        expect(recap.events.every((e) => e.rolls.length === 0 && e.data === null)).toBe(true);
        expect(recap.options).toEqual([]);
      });

      it('gives exact HP only where the player view does, descriptors otherwise', () => {
        const recap = buildRecap(encounter, { audience: 'player', language: 'en' });
        for (const line of recap.hp.lines)
          expect(line.id).not.toMatch(/^(g\d|gob\d|orc\d|lurker|ogre|shaman)$/);
        for (const e of recap.events) {
          if (e.hp !== null || e.amount !== null) {
            expect(['Aria', 'Borin', 'Rath', 'Delsenora', 'Fighter', 'Elf']).toContain(e.target);
          }
        }
        const monsters = recap.combatants.filter((c) => c.kind === 'monster');
        expect(monsters.every((c) => c.maxHp === null)).toBe(true);
      });
    });
  }

  it('shows a creature once the DM reveals it, under the name the players are given', () => {
    const { encounter } = dnd5eScript();
    const recap = buildRecap(encounter, { audience: 'player', language: 'en' });
    const lines = story(recap);
    expect(lines).toContain('Dark shape appears');
    expect(lines).toContain('Dark shape attacks Aria: hit');
    expect(lines).toContain('someone attacks Borin: hit');
    expect(lines).toContain('Dark shape is hurt (Bloodied)');
  });

  it('follows the campaign’s player view settings: PC HP as descriptors hides their numbers too', () => {
    const { encounter } = dnd5eScript();
    const recap = buildRecap(encounter, {
      audience: 'player',
      language: 'en',
      playerView: { pcHp: 'descriptor' },
    });
    expect(recap.events.every((e) => e.hp === null && e.amount === null)).toBe(true);
    expect(recap.hp.lines).toEqual([]);
    expect(story(recap)).toContain('Aria is struck down (Down)');
  });
});

describe('the OSR and AD&D 2e recaps', () => {
  it('OSR: phases as turns, burning oil, morale and flight; an undone and redone heal told once', () => {
    const { encounter } = osrScript();
    const dm = buildRecap(encounter, { audience: 'dm', language: 'en' });
    const lines = story(dm);
    expect(dm.story[1]?.parts.map((p) => p.heading)).toContain('Movement and melee: Fighter, Elf');
    expect(lines).toContain('Goblin 2: Burning');
    expect(lines).toContain('Morale of Foes: Breaks');
    expect(lines).toContain('Escape fails — fleeing: Foes; caught by: Party');
    expect(lines.filter((l) => l.startsWith('Fighter regains 2 HP'))).toHaveLength(1);
    expect(dm.stats.fighter).toMatchObject({ damageDealt: 6, kills: 1, healing: 2 });
    expect(dm.stats.elf).toMatchObject({ damageDealt: 3, crits: 1 });
  });

  it('OSR-FLEE-02: the escape lines name each side in the nominative (uk, ru)', () => {
    const { encounter } = osrScript();
    const uk = story(buildRecap(encounter, { audience: 'dm', language: 'uk' }));
    expect(uk).toContain('Втеча не вдається — тікають: Вороги; наздогнали: Загін');
    const ru = story(buildRecap(encounter, { audience: 'dm', language: 'ru' }));
    expect(ru).toContain('Бегство не удаётся — бегут: Враги; настигли: Отряд');
  });

  it('AD&D 2e: THAC0 attacks, death’s door, a save, a custom condition; an undone option change is not told', () => {
    const { encounter } = adnd2eScript();
    const dm = buildRecap(encounter, { audience: 'dm', language: 'en' });
    const lines = story(dm);
    expect(lines).toContain(
      'Rath attacks Orc 1 (long sword +1): hit, d20 5 → 9, needs 8 against AC 6',
    );
    expect(lines).toContain('Orc 1: Dead (bled out)');
    expect(lines).toContain('Delsenora: saving throw vs. Spell succeeds (14, needs 12)');
    expect(lines).toContain('Orc 2: Tangled in a net');
    expect(lines.join('\n')).not.toContain('Option');
    expect(dm.options.map((o) => o.key)).toEqual(['opt.weaponSpeed', 'opt.deathsDoor']);
    expect(dm.stats.rath).toMatchObject({ damageDealt: 24, kills: 2 });
  });

  it('a recap of a log replays to the state the engine reached', () => {
    for (const make of Object.values(scripts)) {
      const { encounter, state } = make();
      const recap = buildRecap(encounter, { audience: 'dm', language: 'en' });
      expect(recap.roundCount).toBe(state.round);
      expect(recap.status).toBe(state.status);
      // One more command on the engine's state is still accepted: the log was complete.
      expect(() => dispatch(state, { type: 'setEncounterNotes', notes: 'after' })).not.toThrow();
    }
  });
});

describe('the players’ recap after damage and healing', () => {
  it('shows the HP and descriptors the engine’s player view shows after each command', () => {
    // A fight of many quick damage and heal commands (the recap refreshes only HP after them).
    const combatants = [
      { id: 'pc1', name: 'Ilse', kind: 'pc' as const, maxHp: 30, ac: 15 },
      { id: 'pc2', name: 'Taras', kind: 'pc' as const, maxHp: 25, ac: 14 },
      ...Array.from({ length: 6 }, (_, i) => ({
        id: `m${i}`,
        name: `Wolf ${i}`,
        kind: 'monster' as const,
        maxHp: 40,
        ac: 12,
      })),
    ];
    const ids = combatants.map((c) => c.id);
    let x = 17;
    const next = () => (x = (x * 1103515245 + 12345) % 2147483648) / 2147483648;
    const steps: Record<string, unknown>[] = [
      { type: 'rollInitiative' },
      { type: 'startEncounter' },
    ];
    for (let i = 0; i < 200; i++) {
      const id = ids[Math.floor(next() * ids.length)] as string;
      const r = next();
      if (r < 0.6) steps.push({ type: 'damage', targetIds: [id], amount: 1 + Math.floor(r * 9) });
      else if (r < 0.85) steps.push({ type: 'heal', targetIds: [id], amount: 2 });
      else steps.push({ type: 'nextTurn' });
    }
    const history = new History(createEncounter({ system: 'dnd5e', seed: 3, combatants }));
    for (const command of steps) {
      try {
        history.dispatch(command);
        for (const p of history.state.prompts) {
          history.dispatch({ type: 'resolvePrompt', promptId: p.id, choice: 'roll' });
        }
      } catch {
        // A command the rules refuse (healing the dead) is simply not logged.
      }
    }
    const entries = History.fromLog(history.init, history.events());
    const encounter: ExportEncounter = {
      id: 'wolves',
      name: 'Wolves',
      campaign: null,
      createdAt: null,
      endedAt: null,
      status: 'active',
      init: { system: 'dnd5e', seed: 3, combatants },
      log: entriesFromEvents(entries.events()),
    };
    const recap = buildRecap(encounter, { audience: 'player', language: 'en' });
    const positions = new Map<string, number>();
    let n = 0;
    for (const e of entries.events()) {
      if (!positions.has(String(e.commandId))) positions.set(String(e.commandId), (n += 1));
    }
    let checked = 0;
    for (const e of recap.events) {
      if (e.category !== 'damage' && e.category !== 'healing') continue;
      const view = toPlayerView(entries.stateAt(positions.get(e.commandId) as number));
      const row = view.combatants.find((c) => c.name === e.target);
      expect(row, e.text).toBeDefined();
      if (row?.hp) {
        expect(e.hp, e.text).toBe(row.hp.current);
      } else {
        expect(e.hp).toBeNull();
        const descriptor = engineI18n.en.engine as { hp: Record<string, string> };
        expect(e.text, e.text).toContain(`(${descriptor.hp[row?.descriptor ?? ''] ?? '?'})`);
      }
      checked += 1;
    }
    expect(checked).toBeGreaterThan(80);
  });
});

describe('dice as a reader writes them', () => {
  it('prints a negative modifier as 1d20−1, never 1d20+-1', async () => {
    const { readableNotation } = await import('../../../shared/export/recap/rolls');
    expect(readableNotation('1d20+-1')).toBe('1d20−1');
    expect(readableNotation('2d6-2')).toBe('2d6−2');
    expect(readableNotation('2d20kh1+5')).toBe('2d20kh1+5');
  });
});
