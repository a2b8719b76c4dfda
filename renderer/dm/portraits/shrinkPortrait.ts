// Shrinks a picture the DM chose before it is sent: main has no image library, so the
// renderer decodes it (createImageBitmap), draws it at most 512 px on its longest side and
// encodes WebP (JPEG where the browser cannot write WebP). Decoding also drops any metadata
// (EXIF location) the original carried. Main checks what arrives all the same.

/** Longest side of a stored portrait, in pixels. */
export const PORTRAIT_SIDE = 512;

/** Turns a chosen file into the bytes to upload; throws when the picture cannot be decoded. */
export type ShrinkPortrait = (file: Blob) => Promise<Uint8Array>;

async function encode(canvas: OffscreenCanvas | HTMLCanvasElement): Promise<Blob> {
  if ('convertToBlob' in canvas) {
    const webp = await canvas.convertToBlob({ type: 'image/webp', quality: 0.85 });
    return webp.type === 'image/webp'
      ? webp
      : canvas.convertToBlob({ type: 'image/jpeg', quality: 0.85 });
  }
  const toBlob = (type: string) =>
    new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.85));
  const webp = await toBlob('image/webp');
  const blob = webp?.type === 'image/webp' ? webp : await toBlob('image/jpeg');
  if (!blob) throw new Error('encode');
  return blob;
}

/** The browser's own shrinking, as the file comment says. */
export const shrinkPortrait: ShrinkPortrait = async (file) => {
  const bitmap = await createImageBitmap(file);
  try {
    const scale = Math.min(1, PORTRAIT_SIDE / Math.max(bitmap.width, bitmap.height, 1));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas =
      typeof OffscreenCanvas === 'function'
        ? new OffscreenCanvas(width, height)
        : Object.assign(document.createElement('canvas'), { width, height });
    const context = canvas.getContext('2d') as
      OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
    if (!context) throw new Error('canvas');
    context.drawImage(bitmap, 0, 0, width, height);
    return new Uint8Array(await (await encode(canvas)).arrayBuffer());
  } finally {
    bitmap.close();
  }
};
