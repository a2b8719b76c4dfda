import { create } from 'qrcode';
import type { QrMatrix } from '../../shared/ipc/channels/player';

/**
 * The QR code of `text` as rows of '0'/'1' cells. The DM window draws it itself, so no image
 * or markup made in main is ever inserted into a page.
 */
export function qrMatrix(text: string): QrMatrix {
  const { size, data } = create(text, { errorCorrectionLevel: 'M' }).modules;
  const rows: string[] = [];
  for (let y = 0; y < size; y += 1) {
    let row = '';
    for (let x = 0; x < size; x += 1) row += data[y * size + x] ? '1' : '0';
    rows.push(row);
  }
  return { size, rows };
}
