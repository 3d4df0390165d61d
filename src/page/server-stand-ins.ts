/**
 * What Lit touches while the bundle loads, for a JavaScript engine without a DOM (the server side of
 * every framework's SSR build). The build injects these in place of the globals: in a browser they
 * are the globals themselves; elsewhere the module loads, defines nothing and draws nothing.
 */
export const HTMLElement: typeof globalThis.HTMLElement = globalThis.HTMLElement ?? (class {} as unknown as typeof globalThis.HTMLElement);

// lit-html makes its TreeWalker as it loads; without a document it is never used.
export const document: Document = globalThis.document ?? ({ createTreeWalker: () => ({}) } as unknown as Document);

// Lit finalizes each element's styles as its properties are declared, asking whether they are sheets.
export const CSSStyleSheet: typeof globalThis.CSSStyleSheet = globalThis.CSSStyleSheet ?? (class {} as unknown as typeof globalThis.CSSStyleSheet);
