/**
 * The library functions the CLI calls, by their DESIGN.md signatures. resolve/resolveAll, normalize
 * and redact are looked up on the package's own exports, so a command whose function a build does
 * not export says so (a usage error) instead of failing to load.
 */
import type { Amendment, EditionName, Warning } from '../ast';
import type { UriSyntaxError } from '../errors';
import * as root from '../index';

export type Resolution = { ok: true; target: string; warnings: Warning[] } | { ok: false; error: UriSyntaxError };

export interface OptionalApi {
  resolve(
    base: string,
    reference: string,
    edition?: EditionName,
    options?: { strict?: boolean; validate?: boolean; amendments?: Amendment[] },
  ): string;
  resolveAll(
    base: string,
    reference: string,
    options?: { strict?: boolean; amendments?: Amendment[] },
  ): Record<EditionName, Resolution>;
  normalize(input: string, edition?: EditionName): string;
  redact(input: string): string;
}

export function optional<K extends keyof OptionalApi>(name: K): OptionalApi[K] | undefined {
  const fn = (root as unknown as Partial<OptionalApi>)[name];
  return typeof fn === 'function' ? fn : undefined;
}
