/** The one typed contract between the windows and main. */
export type { WindowApi } from './api';
export { channel, push, type ChannelDef, type PushDef } from './channel';
export {
  channelNames,
  channels,
  isChannelName,
  pushNames,
  pushes,
  type ChannelName,
  type PushName,
  type PushPayloadOf,
  type RequestOf,
  type ResponseOf,
  type ValidRequestOf,
} from './contract';
export {
  IpcFailure,
  fail,
  ipcErrorCodes,
  ok,
  type ErrorParams,
  type IpcError,
  type IpcErrorCode,
  type IpcResult,
} from './errors';
export { isWindowRole, windowRoles, type WindowRole } from './roles';
export { languageSchema, settingsSchema, type Settings } from './settings';
export type {
  DmEncounterDelta,
  DmEncounterView,
  Durability,
  EncounterPatch,
  EncounterLogView,
  HistoryView,
  LogCommandView,
  LogLineView,
  PlayerEncounterView,
} from './views';
export { electronInvokeChannel, electronPushChannel } from './electronWire';
export {
  maxWebSocketMessageBytes,
  roleQueryParam,
  tokenQueryParam,
  webSocketPath,
  type WebSocketServerMessage,
} from './wire';
export { maxCombatantNameLength, maxCommandTypeLength } from './limits';
export { webSocketRequestSchema, type WebSocketRequest } from './wireSchema';
