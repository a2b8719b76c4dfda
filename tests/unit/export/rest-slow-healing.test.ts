// 5E-SLOWHEAL-01: a long rest under slow natural healing gives no hit points back; the log
// and the session log say why instead of only "finishes a long rest".
import { describe, expect, it } from 'vitest';
import { buildRecap } from '../../../shared/export/recap/build';
import { recordEncounter } from './support/record';

function rested(slow: boolean) {
  const { encounter } = recordEncounter(
    { id: 'rest', name: 'Camp' },
    {
      system: 'dnd5e',
      seed: 1,
      options: slow ? { 'heal.slowNatural': true } : {},
      combatants: [{ id: 'aria', name: 'Aria', kind: 'pc', maxHp: 20, hp: 8, ac: 15 }],
    },
    [{ type: 'longRest', combatantIds: ['aria'] }],
  );
  return (lang: 'en' | 'uk' | 'ru') =>
    buildRecap(encounter, { audience: 'dm', language: lang }).events.map((e) => e.text);
}

describe('5E-SLOWHEAL-01 a rest that heals nothing says why', () => {
  it('5E-SLOWHEAL-01 slow natural healing: no hit points back, and why, in every language', () => {
    const told = rested(true);
    expect(told('en')).toContain(
      'Aria finishes a Long rest: no hit points back (slow natural healing: Hit Dice may be spent instead) — HP 8/20',
    );
    expect(told('uk').join('\n')).toContain('хіти не відновлено (повільне природне загоєння');
    expect(told('ru').join('\n')).toContain(
      'хиты не восстановлены (медленное естественное заживление',
    );
  });

  it('5E-SLOWHEAL-01 without the option the rest heals and is told as before', () => {
    const told = rested(false)('en').join('\n');
    expect(told).toContain('Aria finishes a Long rest');
    expect(told).not.toContain('slow natural healing');
  });
});
