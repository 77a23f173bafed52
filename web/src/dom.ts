/** A small element builder: user text only ever enters the page as text nodes, never as HTML. */
import { escapeInvisible } from './library';

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

/**
 * Invisible characters — controls, bidirectional and zero-width characters, the invisible characters
 * an IRI may hold — as escapes ("\x1b", "\u202e"): the library's one set, as its carets and the
 * command line show them.
 */
export const visible = escapeInvisible;

/** Text with `backquoted` rule names set as code, as compare()'s explanations write them. */
export function withCode(text: string): Child[] {
  return text.split('`').map((part, i) => (i % 2 === 1 ? h('code', {}, part) : part));
}

/** Texts longer than this are shown as their start and end (a browser lays out megabytes slowly). */
export const LONG_TEXT = 800;
const KEEP = 300;

/**
 * `text` as shown: invisible characters escaped and, past LONG_TEXT characters, the middle left out
 * and counted ("…98,000 more characters…"); the input box always holds the whole text.
 */
export function shown(text: string): Child[] {
  if (text.length <= LONG_TEXT) return [visible(text)];
  const head = cut(text, KEEP);
  const tail = cut(text, text.length - KEEP);
  const left = tail - head;
  return [
    visible(text.slice(0, head)),
    h('span', { class: 'elided', title: 'left out of the view; the input box holds it' }, `…${left.toLocaleString('en')} more characters…`),
    visible(text.slice(tail)),
  ];
}

/** `at`, moved off the middle of a surrogate pair. */
function cut(text: string, at: number): number {
  const c = text.charCodeAt(at);
  return c >= 0xdc00 && c <= 0xdfff ? at + 1 : at;
}
