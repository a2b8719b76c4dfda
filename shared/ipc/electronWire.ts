// Kept free of schema code: the preload script imports these names and must stay tiny.

/** Electron IPC channel carrying every request from a window to main. */
export const electronInvokeChannel = 'cm:invoke';

/** Electron IPC channel carrying every push from main to a window. */
export const electronPushChannel = 'cm:push';
