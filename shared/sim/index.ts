// The odds of a fight: simulation through the engine, its policies and its statistics.
export * from './simulate';
export * from './stats';
export * from './types';
export { policyFor } from './policies';
export { setupFromBuilder } from './from-builder';
