// The export's channels answered by the export service and the importer.
import type { ChannelHandlers } from '../ipc/router';
import type { ExportService } from './exportService';
import type { EncounterImporter } from './importService';

/** Handlers of every `export.*` channel. */
export type ExportHandlers = Pick<
  ChannelHandlers,
  | 'export.sources'
  | 'export.run'
  | 'export.confirmOverwrite'
  | 'export.importBegin'
  | 'export.importChunk'
  | 'export.importPreview'
  | 'export.importCommit'
>;

/** Maps the export's channels to the services. */
export function createExportHandlers(
  service: ExportService,
  importer: EncounterImporter,
): ExportHandlers {
  return {
    'export.sources': () => service.sources(),
    'export.run': (request) => service.run(request),
    'export.confirmOverwrite': ({ confirmId, replace }) =>
      service.confirmOverwrite(confirmId, replace),
    'export.importBegin': ({ byteLength }) => importer.begin(byteLength),
    'export.importChunk': ({ uploadId, index, data }) => importer.chunk(uploadId, index, data),
    'export.importPreview': ({ uploadId, target }) => importer.preview(uploadId, target),
    'export.importCommit': ({ uploadId }) => importer.commit(uploadId),
  };
}
