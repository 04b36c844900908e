/**
 * The guide module's entry: what other parts of the server may use. Other modules import this file only.
 */
export { type AccessCodeGuard } from './access-code.guard';
export { default as accessCodePlugin } from './access-code.plugin';
export { duplicateRoutes } from './duplicate/duplicate.routes';
export { guidePageRoutes } from './guide-pages.routes';
export { GuideRepository } from './guide.repository';
export { guideRoutes } from './guide.routes';
