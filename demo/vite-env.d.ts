/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The fake loyalty service's address, set by `npm start`. */
  readonly VITE_SERVICE_URL?: string;
}

/** The platform marks module, served by the demo's Vite plugin (vite.config.ts). */
declare module 'virtual:platform-marks';
