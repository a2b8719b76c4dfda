// The native save dialog of the session-log export: suggests the sanitised file name in the
// DM's documents folder, filtered to the chosen format, in the recap's language.
import type { BrowserWindow, SaveDialogOptions, SaveDialogReturnValue } from 'electron';
import { join } from 'node:path';
import { exportI18n } from '../../shared/export/i18n';
import { FORMAT_FILES } from '../../shared/export/render';
import { createTranslate } from '../../shared/export/translate';
import type { SaveDialog } from '../export/exportService';

/** What the dialog needs from Electron (dialog.showSaveDialog and the documents folder). */
export interface SaveDialogDeps {
  readonly window: BrowserWindow;
  readonly showSaveDialog: (
    window: BrowserWindow,
    options: SaveDialogOptions,
  ) => Promise<SaveDialogReturnValue>;
  readonly documentsDir: () => string;
}

const translators = {
  en: { export: exportI18n.en },
  uk: { export: exportI18n.uk },
  ru: { export: exportI18n.ru },
};

/** The export's save dialog, attached to the DM window. */
export function createExportSaveDialog(deps: SaveDialogDeps): SaveDialog {
  return async ({ suggestedName, format, language }) => {
    const { t } = createTranslate(language, translators, 'export');
    const result = await deps.showSaveDialog(deps.window, {
      title: t('dialog.title'),
      defaultPath: join(deps.documentsDir(), suggestedName),
      filters: [
        { name: t(`dialog.formats.${format}`), extensions: [FORMAT_FILES[format].extension] },
      ],
      properties: ['createDirectory'],
    });
    return result.canceled || !result.filePath ? null : result.filePath;
  };
}
