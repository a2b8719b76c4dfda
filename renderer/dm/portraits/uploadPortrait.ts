// Sends a portrait's bytes to main in chunks (the same upload as a library import) and
// attaches it to its target, or removes a target's portrait.
import type { PortraitTarget } from '../../../shared/ipc/channels/portrait';
import type { IpcError, IpcResult } from '../../../shared/ipc/errors';
import type { IpcClient } from '../../lib/ipc/ipcClient.svelte';

/** base64 of bytes, in slices so no call gets too many arguments. */
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(binary);
}

/** Uploads `bytes` and attaches them to `target`: the stored reference, or main's error. */
export async function attachPortrait(
  client: IpcClient,
  target: PortraitTarget,
  bytes: Uint8Array,
  fileName: string,
): Promise<IpcResult<{ portrait: string | null }>> {
  const begun = await client.call('portrait.uploadBegin', { fileName, byteLength: bytes.length });
  if (!begun.ok) return begun;
  const { uploadId, chunkBytes } = begun.value;
  for (let at = 0, index = 0; at < bytes.length; at += chunkBytes, index += 1) {
    const data = toBase64(bytes.subarray(at, at + chunkBytes));
    const sent = await client.call('portrait.uploadChunk', { uploadId, index, data });
    if (!sent.ok) return sent;
  }
  return client.call('portrait.attach', { target, uploadId });
}

/** Removes `target`'s portrait. */
export function removePortrait(
  client: IpcClient,
  target: PortraitTarget,
): Promise<IpcResult<{ portrait: string | null }>> {
  return client.call('portrait.remove', { target });
}

/** The error of a picture the renderer could not decode. */
export const unreadablePicture: IpcError = { code: 'portrait.unreadable', params: {} };
