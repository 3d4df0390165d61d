/**
 * What every per-element entry also gives the host page (`import { pageSession } from
 * 'loyalty-widgets/login'`): from the copy the entries share, where `loyalty-widgets` would load a second one.
 */
export { pageSession } from '../session/session-context.js';
export { registerStrings } from './page-additions.js';
