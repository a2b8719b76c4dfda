// The tactical part of the D&D 5e rules: turn economy, movement and the grid, reach and range,
// cover, opportunity attacks, grapple and shove, falling, mounts, underwater combat, the DMG
// action options, facing, flanking and speed-factor initiative, as pure functions and data.
export * from './types';
export * from './size';
export * from './grid';
export * from './geometry';
export * from './movement';
export * from './movePlan';
export * from './actions';
export * from './turn';
export * from './opportunity';
export * from './ranged';
export * from './unseen';
export * from './water';
export * from './weaponDamage';
export * from './contest';
export * from './grapple';
export * from './cover';
export * from './hitCover';
export * from './hex';
export * from './flanking';
export * from './facing';
export * from './falling';
export * from './mount';
export * from './optionalActions';
export * from './speedFactor';
export * from './advantage';
export * from './options';
export { tacticsI18n, TACTICS_I18N_KEYS } from './i18n';
