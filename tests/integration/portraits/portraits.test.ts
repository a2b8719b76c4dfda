// Portraits end to end on a real temporary data folder, through the WebSocket of
// `npm run serve`: a picture uploaded in chunks, attached to a roster member and a library
// creature, served back byte for byte; a file that only calls itself a picture, one over the
// size cap and names that try to leave the portraits folder are refused.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appFileResponse } from '../../../main/electron/appProtocol';
import { checkPortraitBytes } from '../../../main/portraits/portraitFiles';
import { MAX_PORTRAIT_BYTES } from '../../../shared/portraits/format';
import { pc } from '../campaign/support';
import { dmClient, servedCore } from '../transport/support';

let served: Awaited<ReturnType<typeof servedCore>>;
let dm: Awaited<ReturnType<typeof dmClient>>;
beforeEach(async () => {
  served = await servedCore();
  dm = await dmClient(served.server);
});
afterEach(async () => {
  dm.close();
  await served.close();
});

/** A tiny PNG: the signature, then arbitrary bytes (main checks the signature and the size). */
function png(size: number): Buffer {
  const bytes = Buffer.alloc(size, 7);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes;
}

async function upload(bytes: Buffer, fileName = 'face.png'): Promise<string> {
  const begun = await dm.call('portrait.uploadBegin', { fileName, byteLength: bytes.length });
  expect(begun.ok).toBe(true);
  const { uploadId, chunkBytes } = begun.value as { uploadId: string; chunkBytes: number };
  for (let i = 0, at = 0; at < bytes.length; i += 1, at += chunkBytes) {
    const data = bytes.subarray(at, at + chunkBytes).toString('base64');
    const sent = await dm.call('portrait.uploadChunk', { uploadId, index: i, data });
    expect(sent.ok).toBe(true);
  }
  return uploadId;
}

async function rosterMember(): Promise<{ campaignId: string; rosterId: string }> {
  const created = await dm.call('campaign.create', {
    name: 'Marsh',
    system: 'dnd5e',
    language: 'en',
  });
  const campaignId = (created.value as { campaign: { id: string } }).campaign.id;
  const member = await dm.call('roster.add', { campaignId, entry: pc('Mira', 20) });
  return { campaignId, rosterId: (member.value as { id: string }).id };
}

describe('portraits', () => {
  it('stores a PNG under its hash, records it on the roster member and serves it back', async () => {
    const { campaignId, rosterId } = await rosterMember();
    const bytes = png(300_000); // more than one chunk
    const target = { kind: 'roster', campaignId, rosterId };
    const attached = await dm.call('portrait.attach', { target, uploadId: await upload(bytes) });
    expect(attached.ok).toBe(true);
    const portrait = (attached.value as { portrait: string }).portrait;
    expect(portrait).toMatch(/^[a-f0-9]{64}\.png$/);
    expect(await readdir(join(served.core.dataDir, 'portraits'))).toEqual([portrait]);

    const opened = await dm.call('campaign.open', { campaignId });
    const roster = (opened.value as { roster: { id: string; portrait?: string }[] }).roster;
    expect(roster.find((e) => e.id === rosterId)?.portrait).toBe(portrait);

    const response = await fetch(`${served.server.origin}/portraits/${portrait}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);

    // The app:// scheme serves the same file from the same folder.
    const viaScheme = await appFileResponse(
      '/nonexistent',
      `app://combat-manager/portraits/${portrait}`,
      served.core.dataDir,
    );
    expect(viaScheme.status).toBe(200);
    expect(Buffer.from(await viaScheme.arrayBuffer()).equals(bytes)).toBe(true);

    const removed = await dm.call('portrait.remove', { target });
    expect(removed.value).toEqual({ portrait: null });
    const reopened = await dm.call('campaign.get', {});
    const after = (reopened.value as { roster: { id: string; portrait?: string }[] }).roster;
    expect(after.find((e) => e.id === rosterId)?.portrait).toBeUndefined();
  });

  it('attaches to a custom library creature and refuses an SRD one', async () => {
    const created = await dm.call('library.create', {
      scope: { kind: 'global' },
      system: 'osr',
      statblock: { name: 'Ghoul', hd: '2', ac: 6, movement: 9 },
    });
    expect(created.ok).toBe(true);
    const id = (created.value as { summary: { id: string } }).summary.id;
    const target = { kind: 'creature', id };
    const attached = await dm.call('portrait.attach', { target, uploadId: await upload(png(64)) });
    expect(attached.ok).toBe(true);
    const card = await dm.call('library.get', { id });
    expect((card.value as { portrait?: string }).portrait).toBe(
      (attached.value as { portrait: string }).portrait,
    );
    const srd = await dm.call('portrait.attach', {
      target: { kind: 'creature', id: 'srd:goblin' },
      uploadId: await upload(png(64)),
    });
    expect(srd.error?.code).toBe('library.readOnly');
  });

  it('answers a missing roster member or creature with a typed error, not a crash', async () => {
    const { campaignId } = await rosterMember();
    const member = await dm.call('portrait.attach', {
      target: { kind: 'roster', campaignId, rosterId: 'nobody' },
      uploadId: await upload(png(64)),
    });
    expect(member.ok).toBe(false);
    expect(member.error?.code).not.toBe('internal');
    const creature = await dm.call('portrait.remove', {
      target: { kind: 'creature', id: 'g:nobody' },
    });
    expect(creature.error?.code).toBe('library.notFound');
    const expired = await dm.call('portrait.attach', {
      target: { kind: 'creature', id: 'g:nobody' },
      uploadId: 'a'.repeat(32),
    });
    expect(expired.error?.code).toBe('portrait.uploadExpired');
    expect(served.logger.error).not.toHaveBeenCalled();
  });

  it('refuses a text file named .png, whatever its name says', async () => {
    const { campaignId, rosterId } = await rosterMember();
    const text = Buffer.from('just some notes, not a picture at all\n');
    const answer = await dm.call('portrait.attach', {
      target: { kind: 'roster', campaignId, rosterId },
      uploadId: await upload(text, 'face.png'),
    });
    expect(answer.ok).toBe(false);
    expect(answer.error?.code).toBe('portrait.notImage');
    await expect(readdir(join(served.core.dataDir, 'portraits'))).rejects.toThrow();
  });

  it('refuses a file over 5 MB before any byte moves, and main checks the size again', async () => {
    const begun = await dm.call('portrait.uploadBegin', {
      fileName: 'huge.png',
      byteLength: MAX_PORTRAIT_BYTES + 1,
    });
    expect(begun.error?.code).toBe('portrait.tooLarge');
    expect(() => checkPortraitBytes(png(MAX_PORTRAIT_BYTES + 1))).toThrow(
      expect.objectContaining({ code: 'portrait.tooLarge' }),
    );
  });

  it('serves nothing but a content-addressed name from the portraits folder', async () => {
    const { campaignId, rosterId } = await rosterMember();
    const target = { kind: 'roster', campaignId, rosterId };
    await dm.call('portrait.attach', { target, uploadId: await upload(png(64)) });
    for (const path of [
      '/portraits/..%2Fsettings.json',
      '/portraits/../settings.json',
      '/portraits/%2e%2e%2fsettings.json',
      '/portraits/settings.json',
      `/portraits/${'a'.repeat(64)}.png/x`,
      `/portraits/${'A'.repeat(64)}.png`,
    ]) {
      const response = await fetch(`${served.server.origin}${path}`);
      expect(response.status, path).toBe(404);
    }
    // A record cannot point elsewhere either: the channel takes no name, only an upload.
    const forged = await dm.call('portrait.attach', {
      target,
      uploadId: '../../settings.json',
    });
    expect(forged.error?.code).toBe('invalidPayload');
  });
});
