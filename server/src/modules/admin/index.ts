/**
 * The admin module's entry: what other parts of the server may use. Other modules import this file only.
 */
export { default as adminPlugin } from './admin.plugin';
export { AdminRepository } from './admin.repository';
export { COMMAND_LINE } from './admin.service';
