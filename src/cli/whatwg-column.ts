/**
 * `compare --whatwg`: the WHATWG reading's column in the table. Its values are shown the way
 * compare() compares them with the editions' (src/whatwg/values.ts: scheme and host
 * lowercased, the host percent-decoded and in ASCII, the scheme's default port filled in, dot
 * segments removed, escaped unreserved characters decoded), so a row marked as differing is one
 * where the meaning differs, not the spelling. Passwords are "***" as in the editions' columns.
 */
import type { WhatwgResult } from '../whatwg/reading';
import { whatwgCompared } from '../whatwg/values';
import type { Masker } from '../redact/mask';
import type { Colors } from './colors';
import { cell } from './text';

/** The note under a table with a WHATWG column. */
export const WHATWG_NOTE =
  'whatwg: the runtime URL\'s reading, as compare() compares it (scheme and host lowercased, the host decoded and in ASCII, the default port filled in, dot segments removed, unreserved characters unescaped).';

/** The WHATWG cell of the "accepted?" row. */
export function whatwgAccepted(result: WhatwgResult, col: Colors): string {
  return result.ok ? col.green('yes') : col.red('no');
}

/**
 * The WHATWG cell of a row, by the row's label; '' when WHATWG rejects the string or has no such
 * component (authority, params and an opaque part are in its host and path).
 */
export function whatwgCell(result: WhatwgResult, label: string, masker: Masker, col: Colors, max: number): string {
  if (!result.ok) return '';
  const url = result.url;
  const values = whatwgCompared(url);
  const shown = (value: string | undefined, name: string = label) => cell(value === undefined ? value : masker.component(name, value), col, max);
  switch (label) {
    case 'scheme':
    case 'port':
    case 'path':
    case 'query':
    case 'fragment':
      return shown(values[label]);
    case 'userinfo':
      return cell(values.userinfo === undefined ? undefined : masker.whatwgUserinfo(url, values.userinfo), col, max);
    case 'host (kind)':
      return values.host === undefined ? shown(undefined) : `${shown(values.host, 'host')} (${url.hostType})`;
    default:
      return '';
  }
}

/** The WHATWG failure under "Rejections": the runtime's message. */
export function whatwgRejection(result: WhatwgResult, masker: Masker): string | undefined {
  return result.ok ? undefined : `whatwg: ${masker.text(result.error.message)} (the URL Standard's basic URL parser returns failure)`;
}
