// The 5e move form's ways of moving, on main's real core: a prone creature crawls (5E-MOVE-09) or
// stands up first (5E-MOVE-08), a grappled creature is dragged at half speed (5E-GRAPPLE-06), and
// a named creature's space is crossed or ended in (5E-MOVE-10/11), the engine's refusal shown
// beside the control it is about. Driven from the keyboard; the exact command sent is checked.
import { afterEach, describe, expect, it } from 'vitest';
import { closeFightScreens, openTordeksTurn } from '../support/fightScreen';
import { SCREEN_TEST_MS, until } from '../support/until';
import { typeInto } from '../support/mountPage';
import { press, submit, choose } from '../support/keyboard';

afterEach(closeFightScreens);

describe('5e move form: ways of moving', { timeout: SCREEN_TEST_MS }, () => {
  it('crawls while prone: 5 ft through difficult terrain cost 15 (5E-MOVE-09, EX-29)', async () => {
    const { dm, sent, dispatch } = await openTordeksTurn();
    dispatch({ type: 'dropProne', combatantId: 'hero' });
    await until(() => expect(dm.one('selected-combatant').textContent).toContain('Prone'));
    press('m');
    // Prone: crawling is what it can do, and the form starts there.
    expect((dm.one('move-how') as HTMLSelectElement).value).toBe('crawl');
    typeInto(dm.one('move-feet'), '5');
    typeInto(dm.one('move-difficult'), '5');
    submit(dm.one('move-form'));
    await until(() => expect(dm.all('move-form')).toHaveLength(0));
    expect(sent.at(-1)).toEqual({
      type: 'move',
      combatantId: 'hero',
      feet: 5,
      difficultFeet: 5,
      crawl: true,
    });
    press('m');
    await until(() => expect(dm.one('move-left').textContent).toContain('15 ft of movement left'));
  });

  it('stands up for half its speed, then walks (5E-MOVE-08)', async () => {
    const { dm, sent, dispatch } = await openTordeksTurn();
    dispatch({ type: 'dropProne', combatantId: 'hero' });
    await until(() => expect(dm.one('selected-combatant').textContent).toContain('Prone'));
    press('m');
    choose(dm.one('move-how'), 'standUp');
    typeInto(dm.one('move-feet'), '10');
    submit(dm.one('move-form'));
    await until(() => expect(dm.all('move-form')).toHaveLength(0));
    expect(sent.at(-1)).toEqual({ type: 'move', combatantId: 'hero', feet: 10, standUp: true });
    press('m');
    await until(() => expect(dm.one('move-left').textContent).toContain('5 ft of movement left'));
  });

  it('tells a prone creature walking that it must crawl, beside "How"', async () => {
    const { dm, dispatch } = await openTordeksTurn();
    dispatch({ type: 'dropProne', combatantId: 'hero' });
    await until(() => expect(dm.one('selected-combatant').textContent).toContain('Prone'));
    press('m');
    choose(dm.one('move-how'), 'normal');
    typeInto(dm.one('move-feet'), '10');
    submit(dm.one('move-form'));
    await until(() => expect(dm.all('move-error-how')).toHaveLength(1));
  });

  it('drags the creature it grapples at half speed (5E-GRAPPLE-06, EX-32)', async () => {
    const { dm, sent, dispatch } = await openTordeksTurn();
    press('m');
    choose(dm.one('move-drag'), 'gob');
    typeInto(dm.one('move-feet'), '5');
    submit(dm.one('move-form'));
    // Not grappled yet: the engine says so beside the drag control.
    await until(() => expect(dm.all('move-error-drag')).toHaveLength(1));
    dispatch({
      type: 'grapple',
      attackerId: 'hero',
      targetId: 'gob',
      typedRolls: { 'grapple:initiator': [20], 'grapple:defender': [1] },
    });
    submit(dm.one('move-form'));
    await until(() => expect(dm.all('move-form')).toHaveLength(0));
    expect(sent.at(-1)).toEqual({ type: 'move', combatantId: 'hero', feet: 5, drag: ['gob'] });
    press('m');
    // Speed 30 halved to 15 while dragging a creature of its size; 5 ft spent.
    await until(() => expect(dm.one('move-left').textContent).toContain('10 ft of movement left'));
  });

  it('refuses crossing a hostile of its size or ending in its space, beside each control (5E-MOVE-10/11)', async () => {
    const { dm, sent } = await openTordeksTurn();
    press('m');
    choose(dm.one('move-through'), 'gob');
    typeInto(dm.one('move-feet'), '15');
    submit(dm.one('move-form'));
    await until(() => expect(dm.all('move-error-through')).toHaveLength(1));
    expect(sent.at(-1)).toEqual({ type: 'move', combatantId: 'hero', feet: 15, through: ['gob'] });
    choose(dm.one('move-through'), '');
    choose(dm.one('move-ends-in'), 'gob');
    submit(dm.one('move-form'));
    await until(() => expect(dm.all('move-error-endsIn')).toHaveLength(1));
    expect(sent.at(-1)).toEqual({ type: 'move', combatantId: 'hero', feet: 15, endsIn: 'gob' });
  });
});
