/**
 * axe measures what the browser has laid out. An event card off screen under
 * `content-visibility: auto` keeps its placeholder height while its contents report where they
 * would be drawn, so axe finds one card's call to action over the next card's title, a stacking no
 * fan ever sees (dequelabs/axe-core#2768). Every `accessible()` check therefore draws each part of
 * what it checks first, as a fan who scrolls to it sees it, and puts the page back after.
 */
import { chai } from '@open-wc/testing';

const drawn = new CSSStyleSheet();
drawn.replaceSync('* { content-visibility: visible !important; }');

/** Every shadow root under `node` (itself included), however deep. */
function shadowRoots(node: Node): ShadowRoot[] {
  const roots: ShadowRoot[] = [];
  const visit = (root: Element | ShadowRoot | Document) => {
    for (const element of root.querySelectorAll('*')) {
      if (element.shadowRoot) {
        roots.push(element.shadowRoot);
        visit(element.shadowRoot);
      }
    }
  };
  if (node instanceof Element && node.shadowRoot) roots.push(node.shadowRoot), visit(node.shadowRoot);
  if (node instanceof Element || node instanceof Document) visit(node);
  return roots;
}

chai.Assertion.overwriteMethod('accessible', (checkWithAxe) =>
  function (this: Chai.AssertionStatic & { _obj: Node; then?: unknown }, ...args: unknown[]) {
    const roots = shadowRoots(this._obj);
    for (const root of roots) root.adoptedStyleSheets = [...root.adoptedStyleSheets, drawn];
    const checked = checkWithAxe.apply(this, args) as PromiseLike<unknown>;
    const done = new Promise((resolve, reject) => checked.then(resolve, reject)).finally(() => {
      for (const root of roots) root.adoptedStyleSheets = root.adoptedStyleSheets.filter((sheet) => sheet !== drawn);
    });
    this.then = done.then.bind(done);
    return this;
  },
);
