// Dice: notation, seeded RNG, roll records, and the Roller rule code receives.
export * from './notation';
export * from './purpose';
export * from './rng';
export * from './roll';
export * from './roller';
