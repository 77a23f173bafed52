/** A small element builder: user text only ever enters the page as text nodes, never as HTML. */

export type Child = Node | string | number | false | null | undefined | readonly Child[];

export type Attrs = Record<string, string | number | boolean | undefined>;

/** `h('p', { class: 'x' }, 'text', h('code', {}, 'y'))`; a false/undefined attribute is left off. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    el.setAttribute(name, value === true ? '' : String(value));
  }
  append(el, children);
  return el;
}

export function append(parent: Node, children: readonly Child[]): void {
  for (const child of children) {
    if (child === undefined || child === null || child === false) continue;
    if (Array.isArray(child)) append(parent, child);
    else if (child instanceof Node) parent.appendChild(child);
    else parent.appendChild(document.createTextNode(String(child)));
  }
}

/** Replace an element's children. */
export function replace(parent: Element, ...children: Child[]): void {
  parent.replaceChildren();
  append(parent, children);
}

/** Control characters as \xNN (as the library's caret display writes them), so nothing is invisible. */
export function visible(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

/** Text with `backquoted` rule names set as code, as compare()'s explanations write them. */
export function withCode(text: string): Child[] {
  return text.split('`').map((part, i) => (i % 2 === 1 ? h('code', {}, part) : part));
}
