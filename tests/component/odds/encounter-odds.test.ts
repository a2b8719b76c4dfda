// The odds of the fight on the encounter screen: a fight set up there and not started (a quick
// fight, or a prepared one brought in) shows the odds panel for the creatures as they stand, in
// the DM's language; Run waits for both sides; once the fight starts the panel is gone. (Runs
// themselves go to the app's workers: the e2e test runs one in Chromium.)
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/i18n/index';
import { closeFightScreens, openFightScreen } from '../support/fightScreen';
import { until } from '../support/until';

afterEach(closeFightScreens);

const title: Readonly<Record<Language, string>> = {
  en: 'Odds of the fight',
  uk: 'Шанси в бою',
  ru: 'Шансы в бою',
};

describe('odds on the encounter screen', () => {
  it.each<Language>(['en', 'uk', 'ru'])(
    '%s: shown before the start for the fight as it stands, gone once it starts',
    async (language) => {
      const screen = await openFightScreen({
        language,
        start: false,
        creatures: [{ id: 'hero', name: 'Tordek', kind: 'pc', maxHp: 30, ac: 16 }],
      });
      const { dm } = screen;
      await until(() => expect(dm.one('odds').textContent).toContain(title[language]));
      const run = () => dm.one('odds-run') as HTMLButtonElement;
      // Only the party so far: the panel asks for foes and cannot run.
      expect(run().disabled).toBe(true);

      screen.dispatch({
        type: 'addCombatants',
        combatants: [{ id: 'gob', name: 'Goblin', kind: 'monster', maxHp: 7, ac: 13 }],
      });
      await until(() => expect(run().disabled).toBe(false));

      screen.dispatch({ type: 'startEncounter' });
      await until(() => expect(dm.all('odds')).toHaveLength(0));
    },
  );
});
