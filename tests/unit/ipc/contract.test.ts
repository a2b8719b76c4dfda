import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  channelNames,
  channels,
  isChannelName,
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
    expect(channels['encounter.addCombatant'].roles).toEqual(['dm']);
    expect(channels['settings.setLanguage'].roles).toEqual(['dm']);
    expect(pushes['encounter.changed'].roles).toEqual(['dm']);
    expect(pushes['player.viewChanged'].roles).toContain('player');
  });

  it('rejects stray fields on every channel (schemas are strict objects)', () => {
    for (const name of channelNames) {
      expect(channels[name].request.safeParse({ stray: true }).success, name).toBe(false);
    }
  });

  it('normalises combatant names and bounds their length', () => {
    const schema = channels['encounter.addCombatant'].request;
    expect(schema.parse({ name: '  Ogre  ' })).toEqual({ name: 'Ogre' });
    expect(schema.safeParse({ name: '   ' }).success).toBe(false);
    expect(schema.safeParse({ name: 'x'.repeat(80) }).success).toBe(true);
    expect(schema.safeParse({ name: 'x'.repeat(81) }).success).toBe(false);
  });

  it('recognises only its own channel names, not inherited properties', () => {
    expect(isChannelName('settings.get')).toBe(true);
    expect(isChannelName('toString')).toBe(false);
    expect(isChannelName('__proto__')).toBe(false);
    expect(isChannelName(42)).toBe(false);
  });
});
