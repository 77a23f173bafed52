/**
 * Colours only on a terminal: `--color` / `--no-color` decide when given; otherwise NO_COLOR (any
 * non-empty value, https://no-color.org) turns them off, FORCE_COLOR (non-empty, not "0") on, and
 * else they follow whether the stream is a TTY (and TERM is not "dumb"). picocolors' own detection
 * also switches colours on whenever CI is set, piped or not, so the decision is made here and handed
 * to picocolors' createColors.
 */
import pc from 'picocolors';
import type { Colors } from 'picocolors/types';

export type { Colors };

export function useColor(stream: { isTTY?: boolean }, flag: boolean | undefined, env: NodeJS.ProcessEnv = process.env): boolean {
  if (flag !== undefined) return flag;
  if (env.NO_COLOR) return false;
  if (env.FORCE_COLOR && env.FORCE_COLOR !== '0') return true;
  return stream.isTTY === true && env.TERM !== 'dumb';
}

export function colorsFor(stream: { isTTY?: boolean }, flag: boolean | undefined): Colors {
  return pc.createColors(useColor(stream, flag));
}
