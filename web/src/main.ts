/**
 * The playground page: reads the state from the controls (or from the URL's fragment), renders
 * compare() and resolveAll() for it, and keeps the fragment in step so the page URL is a permalink.
 */
import { Masker, READERS, audit, compare, editions, redact, resolveAll } from './library';
import type { Amendment, Comparison, EditionInfo, EditionName, ParseResult, ReadingName, UriReference, WhatwgResult } from './library';
import { auditView } from './audit';
import { whatwgColumn } from './whatwg';
import { columns, componentsShown, legend } from './columns';
import { differencesView, iriNote } from './differences';
import { h, replace } from './dom';
import { EXAMPLES } from './examples';
import { listAnd, rfcLabel } from './labels';
import { resolutionView } from './resolution';
import { schemeView } from './schemes';
import { decodeState, encodeState, readersOf, sameState } from './state';
import type { PlaygroundState } from './state';

function byId<T extends HTMLElement>(id: string): T {
  const el = document.getElementById(id);
  if (!el) throw new Error(`the page has no #${id}`);
  return el as T;
}

/** The audit's reading checkboxes, one per reading of the registry (READERS), each titled with what it models. */
function readerCheckboxes(): HTMLInputElement[] {
  const fieldset = byId<HTMLFieldSetElement>('readers');
  return READERS.map((r) => {
    // (rfc1630 unticked, as audit() leaves it out unless asked: it reads https as a hostless path)
    const box = h('input', { type: 'checkbox', 'data-reader': r.name, checked: r.name !== 'rfc1630' });
    fieldset.append(h('label', { class: 'check', ...(r.reader ? { title: r.reader } : {}) }, box, ` ${r.label}`));
    return box;
  });
}

const ui = {
  form: byId<HTMLFormElement>('controls'),
  input: byId<HTMLInputElement>('input'),
  base: byId<HTMLInputElement>('base'),
  amendments: [...document.querySelectorAll<HTMLInputElement>('input[data-amendment]')],
  strict: byId<HTMLInputElement>('strict'),
  whatwg: byId<HTMLInputElement>('whatwg'),
  readers: readerCheckboxes(),
  showPassword: byId<HTMLInputElement>('show-password'),
  examples: byId<HTMLUListElement>('examples'),
  permalink: byId<HTMLInputElement>('permalink'),
  copy: byId<HTMLButtonElement>('copy'),
  redact: byId<HTMLButtonElement>('redact'),
  summary: byId<HTMLParagraphElement>('summary'),
  failure: byId<HTMLParagraphElement>('failure'),
  legend: byId<HTMLDivElement>('legend'),
  columns: byId<HTMLDivElement>('columns'),
  differences: byId<HTMLDivElement>('difference-body'),
  resolution: byId<HTMLDivElement>('resolution-body'),
  audit: byId<HTMLDivElement>('audit-body'),
  schemes: byId<HTMLDivElement>('scheme-body'),
  editionList: byId<HTMLSpanElement>('edition-list'),
};

const infos: readonly EditionInfo[] = editions;
let current: PlaygroundState = decodeState(location.hash);

function readControls(): PlaygroundState {
  return {
    input: ui.input.value,
    base: ui.base.value,
    amendments: ui.amendments.filter((c) => c.checked).map((c) => c.dataset.amendment as Amendment),
    strict: ui.strict.checked,
    whatwg: ui.whatwg.checked,
    readers: ui.readers.filter((c) => c.checked).map((c) => c.dataset.reader as ReadingName),
  };
}

function writeControls(state: PlaygroundState): void {
  if (ui.input.value !== state.input) ui.input.value = state.input;
  if (ui.base.value !== state.base) ui.base.value = state.base;
  for (const c of ui.amendments) c.checked = state.amendments.includes(c.dataset.amendment as Amendment);
  ui.strict.checked = state.strict;
  ui.whatwg.checked = state.whatwg;
  for (const c of ui.readers) c.checked = readersOf(state).includes(c.dataset.reader as ReadingName);
}

/** Chromium's limit on a URL's length (kMaxURLChars): a longer link cannot be opened. */
const MAX_LINK = 2 * 1024 * 1024;
/** Longer links are not written into the permalink field (laying out megabytes there takes seconds). */
const FIELD_MAX = 64 * 1024;

/** Put the state in the fragment: replace the history entry while typing, push one for an example. */
function writeLocation(state: PlaygroundState, how: 'replace' | 'push'): void {
  const fragment = encodeState(state);
  const page = location.pathname + location.search;
  const fits = location.href.length - location.hash.length + fragment.length + 1 <= MAX_LINK;
  const url = fragment && fits ? `#${fragment}` : page;
  if (location.hash.replace(/^#/, '') !== (fits ? fragment : '')) {
    try {
      if (how === 'push') history.pushState(null, '', url);
      else history.replaceState(null, '', url);
    } catch (error) {
      showLink(`(no permalink: ${error instanceof Error ? error.message : String(error)})`);
      return;
    }
  }
  if (!fits) showLink(`(no permalink: the link would have ${fragment.length.toLocaleString('en')} characters; browsers open links of up to ${MAX_LINK.toLocaleString('en')})`);
  else if (location.href.length > FIELD_MAX) showLink(`(a link of ${location.href.length.toLocaleString('en')} characters: use "Copy link")`);
  else showLink(location.href);
}

function showLink(text: string): void {
  ui.permalink.value = text;
}

/** The state with any password and secret query value replaced by "***" (redact(), RFC 3986 §3.2.1, §7.5). */
function redacted(state: PlaygroundState): PlaygroundState {
  return { ...state, input: redact(state.input), base: redact(state.base) };
}

function render(state: PlaygroundState): void {
  ui.failure.hidden = true;
  let comparison: Comparison<EditionName>;
  try {
    // (the page masks what it shows itself, by its Masker: the errors come whole)
    comparison = compare(state.input, { amendments: state.amendments, whatwg: state.whatwg, showPassword: true });
  } catch (error) {
    fail('compare()', error);
    return;
  }
  // the editions' results alone (the columns, the colours) and the WHATWG reading when asked for
  const { whatwg, ...results } = comparison.results as Comparison<EditionName>['results'] & { whatwg?: WhatwgResult };
  const byEdition: Comparison<EditionName> = { ...comparison, results };
  // passwords and secret query values shown as "***" unless asked for (the same rules as the command line's)
  const masker = new Masker(ui.showPassword.checked, [state.input, state.base], results);
  replace(ui.legend, legend(componentsShown(byEdition)));
  const againstWhatwg = new Set(comparison.differences.filter((d) => 'whatwg' in d.values).map((d) => d.component as string));
  replace(ui.columns, columns(byEdition, infos, masker), whatwg ? whatwgColumn(whatwg, masker, againstWhatwg) : undefined);
  // an IRI only RFC 3987 accepts: first the URI it maps to (Comparison.iri)
  const iri = comparison.iri ? iriNote(comparison.iri, masker, infos) : undefined;
  const masked = masker.comparison(comparison) as Comparison<EditionName>;
  replace(ui.differences, iri, differencesView(masked, infos));
  // the input's scheme under each of its own specifications (Comparison.schemes, masked)
  replace(ui.schemes, ...schemeView(masked.schemes));
  renderAudit(state, masker, byEdition);
  let resolved = '';
  if (state.base === '') {
    replace(ui.resolution, h('p', { class: 'hint' }, 'Enter a base URI above to resolve the reference against it under each edition.'));
  } else {
    try {
      const result = resolveAll(state.base, state.input, { strict: state.strict, amendments: state.amendments, showPassword: true });
      replace(ui.resolution, resolutionView(result, infos, masker));
      const targets = new Set(Object.values(result).flatMap((r) => (r.ok ? [r.target] : [])));
      resolved = ` Resolution: ${targets.size} distinct target${targets.size === 1 ? '' : 's'}.`;
    } catch (error) {
      replace(ui.resolution);
      fail('resolveAll()', error);
    }
  }
  const browser = whatwg ? ` WHATWG (this browser's URL) ${whatwg.ok ? 'accepts' : 'rejects'} it.` : '';
  ui.summary.textContent = summarize(comparison) + browser + resolved;
  // the link carries what was typed, a password or a token too: offer to mask them before sharing
  ui.redact.hidden = sameState(redacted(state), state);
  document.title = state.input ? `${shorten(masker.input(state.input))} — uri-editions playground` : 'uri-editions playground';
}

/** audit(): the findings and risk flags, each pointing at its offset in the input coloured by the latest accepting edition. */
function renderAudit(state: PlaygroundState, masker: Masker, byEdition: Comparison): void {
  try {
    // a client reader whose resolution is not modelled has no reading against a base
    const readings = readersOf(state).filter((n) => state.base === '' || READERS.find((r) => r.name === n)?.withBase);
    if (!readings.length) {
      replace(ui.audit, h('p', { class: 'hint' }, state.base === '' ? 'No reading chosen.' : 'No reading chosen that reads against a base.'));
      return;
    }
    const a = audit(state.input, { readings, amendments: state.amendments, ...(state.base === '' ? {} : { base: state.base }) });
    const accepting = [...infos].reverse().map((i) => byEdition.results[i.name] as ParseResult | undefined).find((r) => r?.ok);
    const spans: UriReference['spans'] | undefined = accepting?.ok ? accepting.uri.spans : undefined;
    replace(ui.audit, auditView(a, masker, spans));
  } catch (error) {
    replace(ui.audit);
    fail('audit()', error);
  }
}

/** A library call threw: say so, in the page, with its message (never a blank or stale view). */
function fail(what: string, error: unknown): void {
  ui.failure.hidden = false;
  ui.failure.textContent = `${what} failed: ${error instanceof Error ? error.message : String(error)}`;
}

function summarize(comparison: Comparison<EditionName>): string {
  const results = infos.flatMap((i) => {
    const r = comparison.results[i.name] as ParseResult | undefined;
    return r ? [{ label: rfcLabel(i), ok: r.ok }] : [];
  });
  const yes = results.filter((r) => r.ok).map((r) => r.label);
  const no = results.filter((r) => !r.ok).map((r) => r.label);
  const parts: string[] = [];
  if (yes.length) parts.push(`${listAnd(yes)} accept${yes.length === 1 ? 's' : ''} it`);
  if (no.length) parts.push(`${listAnd(no)} reject${no.length === 1 ? 's' : ''} it`);
  const n = comparison.differences.length;
  return `${parts.join('; ')}. ${n === 0 ? 'No differences.' : `${n} difference${n === 1 ? '' : 's'}.`}`;
}

function shorten(text: string): string {
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

/** Inputs longer than this are rendered once per burst of keystrokes rather than on each one. */
const DEFER_AT = 10_000;
let pending = false;

function update(how: 'replace' | 'push' = 'replace'): void {
  current = readControls();
  if (how === 'replace' && current.input.length + current.base.length > DEFER_AT) {
    // a long input takes a noticeable time to compare: let queued keystrokes land first
    if (!pending) {
      pending = true;
      setTimeout(() => {
        pending = false;
        render(current);
        writeLocation(current, 'replace');
      }, 0);
    }
    return;
  }
  render(current);
  writeLocation(current, how);
}

/** The fragment changed (a pasted permalink, Back/Forward): show what it describes. */
function syncFromLocation(): void {
  const state = decodeState(location.hash);
  if (!sameState(state, current)) {
    current = state;
    writeControls(state);
    render(state);
  }
  writeLocation(current, 'replace');
}

async function copyLink(): Promise<void> {
  if (ui.permalink.value.startsWith('(no permalink')) {
    ui.summary.textContent = ui.permalink.value.slice(1, -1);
    return;
  }
  const link = location.href;
  try {
    await navigator.clipboard.writeText(link);
    ui.summary.textContent = 'Link copied to the clipboard.';
  } catch {
    // no clipboard permission (some file:// pages): select the link so Ctrl+C copies it
    ui.permalink.focus();
    ui.permalink.select();
    ui.summary.textContent = 'The link is selected: press Ctrl+C (or ⌘C) to copy it.';
  }
}

function init(): void {
  ui.editionList.textContent = infos.map((i) => `${rfcLabel(i)} (${i.year}, ${i.name})`).join(', ');
  replace(
    ui.examples,
    EXAMPLES.map((example) => {
      const button = h('button', { type: 'button', class: 'example' }, example.label);
      button.addEventListener('click', () => {
        // an example keeps the WHATWG column if it is on
        writeControls({ ...example.state, whatwg: example.state.whatwg || ui.whatwg.checked });
        update('push');
      });
      return h('li', {}, button);
    }),
  );
  ui.form.addEventListener('submit', (e) => e.preventDefault());
  for (const el of [ui.input, ui.base]) el.addEventListener('input', () => update());
  for (const el of [...ui.amendments, ui.strict, ui.whatwg, ...ui.readers]) el.addEventListener('change', () => update());
  ui.showPassword.addEventListener('change', () => render(current));
  ui.copy.addEventListener('click', () => void copyLink());
  ui.redact.addEventListener('click', () => {
    writeControls(redacted(readControls()));
    update('push');
    ui.summary.textContent = `Passwords and secrets replaced with ***. ${ui.summary.textContent}`;
    ui.input.focus();
  });
  window.addEventListener('hashchange', syncFromLocation);
  window.addEventListener('popstate', syncFromLocation);
  writeControls(current);
  render(current);
  writeLocation(current, 'replace');
  document.documentElement.dataset.ready = 'true';
}

init();
