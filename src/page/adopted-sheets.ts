/** Sheets made in each document, by text: a constructed sheet is adopted only in the document that made it. */
const made = new WeakMap<Document, Map<string, CSSStyleSheet>>();

/**
 * Gives `root` (a document, or an open or closed shadow root, in this document or a same-origin
 * frame's) a sheet of each text it lacks: one sheet per document and text, adopted once per root.
 */
export function adopt(root: Node, texts: readonly string[]): void {
  const target = root as Node & Partial<DocumentOrShadowRoot>;
  const document = root.ownerDocument ?? (root as Document);
  const view = document.defaultView;
  if (!target.adoptedStyleSheets || !view) return;
  let sheets = made.get(document);
  if (!sheets) made.set(document, (sheets = new Map()));
  const adopted = target.adoptedStyleSheets;
  const missing = texts.map((text) => {
    let sheet = sheets.get(text);
    if (!sheet) {
      sheets.set(text, (sheet = new view.CSSStyleSheet()));
      sheet.replaceSync(text);
    }
    return sheet;
  }).filter((sheet) => !adopted.includes(sheet));
  if (missing.length) target.adoptedStyleSheets = [...adopted, ...missing];
}
