/**
 * The property module's entry: what other parts of the server may use. Other modules import this file only.
 */
export { fullAddress } from './property.presenter';
export { PropertyRepository } from './property.repository';
export { propertyRoutes } from './property.routes';
export { newItemId, newSlug, PropertyService } from './property.service';
