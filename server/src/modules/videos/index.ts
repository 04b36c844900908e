/**
 * The videos module's entry: what other parts of the server may use. Other modules import this file only.
 */
export { checkFileStoreAtStart } from './file-store-check';
export { storedFilesPlugin } from './files.plugin';
export { looksLikePdf } from './upload-checks';
export { VideosRepository } from './videos.repository';
export { firstFile, videoRoutes } from './videos.routes';
