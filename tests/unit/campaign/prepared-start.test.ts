// A prepared encounter's copies are numbered one way, as the library numbers them: a creature
// on several lines of the builder is "Goblin 1", "Goblin 2", "Goblin 3", never "Goblin",
// "Goblin 1", "Goblin 2".
import { describe, expect, it } from 'vitest';
import { preparedStart } from '../../../main/campaign/prepared-start';
import type { SavedEncounter } from '../../../shared/model/saved-encounter';

const goblin = { name: 'Goblin', ac: 15, hp: 7 };

function saved(combatants: SavedEncounter['combatants']): SavedEncounter {
  return {
    id: 'p1',
    name: 'Ambush',
    notes: '',
    combatants,
    createdAt: '2025-03-14T18:00:00.000Z',
    updatedAt: '2025-03-14T18:00:00.000Z',
  };
}

describe('copies of a prepared encounter', () => {
  it('numbers a creature added on several lines as one run', () => {
    const start = preparedStart(
      saved([
        { source: 'inline', name: 'Goblin', statblock: goblin, count: 1, hidden: false },
        { source: 'inline', name: 'Goblin', statblock: goblin, count: 2, hidden: false },
      ]),
      [],
    );
    expect(start.combatants.map((c) => c.name)).toEqual(['Goblin 1', 'Goblin 2', 'Goblin 3']);
  });

  it('keeps the plain name of a creature that is alone', () => {
    const start = preparedStart(
      saved([
        { source: 'inline', name: 'Ogre', statblock: goblin, count: 1, hidden: false },
        { source: 'inline', name: 'Goblin', statblock: goblin, count: 3, hidden: false },
      ]),
      [],
    );
    expect(start.combatants.map((c) => c.name)).toEqual([
      'Ogre',
      'Goblin 1',
      'Goblin 2',
      'Goblin 3',
    ]);
  });
});
