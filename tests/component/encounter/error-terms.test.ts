// A rejected OSR action names the environment and terrain in the screen's language: the engine's
// `wrongEnvironment` and `terrainChanceRequired` carry keys ("dungeon", "forest"), never shown raw.
import { describe, expect, it } from 'vitest';
import { EncounterText } from '../../../renderer/dm/encounter/text.svelte';
import { Translator } from '../../../renderer/i18n/translator.svelte';
import { createEncounter } from '../../../shared';

const RAW = /\b(dungeon|city|wilderness|forest|swamp|mountain|Dungeon|Forest|environment)\b/;

describe('rule errors with a place in them', () => {
  const state = createEncounter({ system: 'osr', seed: 1, combatants: [] });
  const app = new Translator();
  const text = new EncounterText(app);
  const env = (value: string) =>
    text.error({ code: 'wrongEnvironment', params: { env: value } }, state);
  const terrain = (value: string) =>
    text.error({ code: 'terrainChanceRequired', params: { terrain: value } }, state);

  it('en keeps the place readable', () => {
    app.language = 'en';
    expect(env('wilderness')).toContain('(Wilderness)');
  });

  it.each(['uk', 'ru'] as const)('%s: no raw key or English word leaks', (language) => {
    app.language = language;
    for (const value of ['dungeon', 'city', 'wilderness']) {
      const line = env(value);
      expect(line).not.toMatch(RAW);
      expect(line).toContain(text.term('osr', `env.${value}`));
    }
    for (const value of ['forest', 'swamp', 'mountain']) {
      const line = terrain(value);
      expect(line).not.toMatch(RAW);
      expect(line).toContain(text.term('osr', `terrain.${value}`));
    }
    expect(env('dungeon')).toContain(language === 'uk' ? 'Підземелля' : 'Подземелье');
  });
});
