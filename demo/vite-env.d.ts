/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The fake loyalty service's address, set by `npm start`. */
  readonly VITE_SERVICE_URL?: string;
}
