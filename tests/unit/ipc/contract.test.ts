import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { combatantInputSchema } from '../../../shared/index';
import {
  channelNames,
  channels,
  isChannelName,
  maxCombatantNameLength,
  pushNames,
  pushes,
  windowRoles,
} from '../../../shared/ipc/index';

describe('IPC contract', () => {
  it('gives every channel a zod request schema and at least one known role', () => {
    expect(channelNames.length).toBeGreaterThan(0);
    for (const name of channelNames) {
      const def = channels[name];
      expect(def.request, name).toBeInstanceOf(z.ZodType);
      expect(def.roles.length, name).toBeGreaterThan(0);
      for (const role of def.roles) expect(windowRoles, name).toContain(role);
      expect(name, 'names are area.action').toMatch(/^[a-z]+\.[a-zA-Z]+$/);
    }
  });

  it('gives every push event at least one known role', () => {
    for (const name of pushNames) {
      expect(pushes[name].roles.length, name).toBeGreaterThan(0);
      for (const role of pushes[name].roles) expect(windowRoles, name).toContain(role);
    }
  });

  it('keeps the DM-side encounter and its changes away from the player display', () => {
    expect(channels['encounter.get'].roles).toEqual(['dm']);
    expect(channels['encounter.dispatch'].roles).toEqual(['dm']);
    expect(channels['settings.setLanguage'].roles).toEqual(['dm']);
    expect(pushes['encounter.changed'].roles).toEqual(['dm']);
    expect(pushes['player.viewChanged'].roles).toEqual(['player']);
  });

  it('rejects stray fields on every channel (schemas are strict objects)', () => {
    for (const name of channelNames) {
      expect(channels[name].request.safeParse({ stray: true }).success, name).toBe(false);
    }
  });

  it('checks only the command envelope, leaving the command itself to the engine', () => {
    const schema = channels['encounter.dispatch'].request;
    const command = { type: 'addCombatants', combatants: [{ name: 'Ogre', kind: 'monster' }] };
    expect(schema.parse({ command })).toEqual({ command });
    for (const bad of [{}, { command: 'nextTurn' }, { command: {} }, { command: { type: '' } }]) {
      expect(schema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(schema.safeParse({ command: { type: 'x'.repeat(101) } }).success).toBe(false);
  });

  it('lets forms limit names exactly as the engine does', () => {
    expect(combatantInputSchema.shape.name.maxLength).toBe(maxCombatantNameLength);
  });

  it('recognises only its own channel names, not inherited properties', () => {
    expect(isChannelName('settings.get')).toBe(true);
    expect(isChannelName('toString')).toBe(false);
    expect(isChannelName('__proto__')).toBe(false);
    expect(isChannelName(42)).toBe(false);
  });
});
