// The OSR card shows a creature's to-hit both ways: the book's "THAC0 17 [+2]" and the +3 the
// seed's d20 + bonus + AC ≥ 20 uses, with one line explaining the difference; and the effects
// a hit brings (paralysis, poison, energy drain).
import { flushSync, mount, unmount } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/i18n/index';
import StatblockCard from '../../../renderer/dm/statblock/StatblockCard.svelte';
import { StatblockText } from '../../../renderer/dm/statblock/statblockText.svelte';
import { Translator } from '../../../renderer/i18n/translator.svelte';
import { thac0Readings } from '../../../shared/rules/osr/rules/thac0';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

function card(statblock: Record<string, unknown>, language: Language = 'en'): HTMLElement {
  const root = document.createElement('div');
  document.body.append(root);
  const app = new Translator();
  app.language = language;
  const component = mount(StatblockCard, {
    target: root,
    props: { name: String(statblock.name), system: 'osr', statblock, text: new StatblockText(app) },
  });
  flushSync();
  cleanup = () => {
    unmount(component);
    root.remove();
  };
  return root;
}

const ghoul = {
  name: 'Ghoul',
  hd: '2',
  ac: 6,
  attackBonus: { melee: 3, ranged: 3 },
  damage: '1d3/1d3/1d3',
  movement: 90,
  onHit: [{ kind: 'paralysis', duration: '2d4' }],
};

describe('the OSR card’s to-hit', () => {
  it('converts both ways: THAC0 17 is [+2] in a book and +3 with the seed’s formula', () => {
    expect(thac0Readings({ thac0: 17 })).toEqual({ thac0: 17, seedBonus: 3, bookBonus: 2 });
    expect(thac0Readings({ seedBonus: 0 })).toEqual({ thac0: 20, seedBonus: 0, bookBonus: -1 });
    expect(thac0Readings({})).toBeNull();
  });

  it('shows THAC0 17 [+2] beside the seed’s +3, with the line that explains it', () => {
    const el = card(ghoul);
    expect(el.textContent).toContain('THAC0');
    expect(el.textContent).toContain('17 [+2]; the seed’s formula: +3');
    expect(el.querySelector('[data-testid="statblock-thac0-note"]')?.textContent).toContain(
      'counted from 19',
    );
    expect(el.textContent).toContain('paralysis for 2d4 rounds unless saved');
  });

  it('says it in Ukrainian and Russian', () => {
    expect(card(ghoul, 'uk').textContent).toContain('17 [+2]; за формулою тексту: +3');
    cleanup?.();
    expect(card(ghoul, 'ru').textContent).toContain('17 [+2]; по формуле текста: +3');
  });
});
