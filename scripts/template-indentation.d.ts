import type { Plugin } from 'vite';

/** `code` with every html``, svg`` and css`` literal's indentation trimmed; undefined when none changed. */
export function trimTemplateIndentation(code: string, fileName: string): { code: string; map: object } | undefined;
/** Fails when an element's styles would draw spaces as written. */
export function assertNoPreservedSpaces(code: string, fileName: string): void;
/** The Vite plugin that trims the templates of the package's own sources. */
export function templateIndentation(): Plugin;
