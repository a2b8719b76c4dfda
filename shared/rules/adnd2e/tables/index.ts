/** AD&D 2e rule tables as data, each cited by its rule id or table number. */
export * from './thac0';
export * from './saves';
export * from './abilities';
export * from './combatModifiers';
export * from './armor';
export * from './initiative';
export * from './punchWrestle';
export * from './cover';
export * from './turning';
export * from './missiles';
export * from './healing';
export * from './experience';
