/**
 * The devices module's entry: what other parts of the server may use. Other modules import this file only.
 */
export { DevicesRepository } from './devices.repository';
export { deviceRoutes } from './devices.routes';
