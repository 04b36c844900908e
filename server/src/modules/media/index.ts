/**
 * The media module's entry: what other parts of the server may use. Other modules import this file only.
 */
export { imageFilesPlugin, imageRoutePrefix } from './image-files.plugin';
export { ImageRejectedError, processImage } from './image-processor';
export { checkImageStoreAtStart } from './image-store-identity';
export { DAILY_SWEEP_MS, sweepImageStore } from './image-sweeper';
export { MediaRepository } from './media.repository';
export { mediaRoutes } from './media.routes';
