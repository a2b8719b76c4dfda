// The export's native save dialog, with a test double of Electron's dialog at the boundary.
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import type { BrowserWindow, SaveDialogOptions } from 'electron';
import { createExportSaveDialog } from '../../../../main/electron/exportSaveDialog';

describe('export save dialog', () => {
  const window = {} as BrowserWindow;

  it('suggests the sanitised name in the documents folder, filtered to the format, in the recap’s language', async () => {
    const seen: SaveDialogOptions[] = [];
    const save = createExportSaveDialog({
      window,
      documentsDir: () => '/home/dm/Documents',
      showSaveDialog: async (parent, options) => {
        expect(parent).toBe(window);
        seen.push(options);
        return { canceled: false, filePath: '/home/dm/Documents/Бій.html' };
      },
    });
    expect(await save({ suggestedName: 'Бій.html', format: 'html', language: 'uk' })).toBe(
      '/home/dm/Documents/Бій.html',
    );
    expect(seen[0]).toEqual({
      title: 'Експорт журналу сесії',
      defaultPath: '/home/dm/Documents/Бій.html',
      filters: [{ name: 'HTML (для друку, з діаграмами)', extensions: ['html'] }],
      properties: ['createDirectory'],
    });
  });

  it('answers null when the DM cancels', async () => {
    const save = createExportSaveDialog({
      window,
      documentsDir: () => tmpdir(),
      showSaveDialog: async () => ({ canceled: true, filePath: '' }),
    });
    expect(await save({ suggestedName: 'x.csv', format: 'csv', language: 'en' })).toBeNull();
  });
});
