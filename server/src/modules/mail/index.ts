/**
 * The mail module's entry: what other parts of the server may use. Other modules import this file only.
 */
export { default as mailPlugin } from './mail.plugin';
export { mailOutboxRoutes } from './mail.routes';
export { type Mailer } from './mail.service';
export { escapeHtml } from './mail.templates';
