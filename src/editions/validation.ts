/**
 * Whether an input is a URI reference under an edition: its grammar's validating matcher and
 * nothing else — what canParse runs, for the registry's editions (define.ts) and for an edition's
 * own entry point, whose canParse bundles this and the grammars alone (no AST builder, no errors).
 */
import type { GeneratedGrammar } from '../engine';
import type { EditionInfo, ParseOptions } from './types';

/** What validating under an edition needs (EditionParts has it; an edition module exports its own). */
export interface ValidationParts {
  info: Pick<EditionInfo, 'name' | 'amendments'>;
  grammar(options: ParseOptions): GeneratedGrammar;
  top: string;
  /** a grammar that accepts the inputs `applies` accepts exactly as the edition's does, validated with instead (define.ts's defineEdition) */
  sameReading?: { applies(input: string): boolean; grammar(options: ParseOptions): GeneratedGrammar; top: string };
}

/** Whether all of `input` is a URI reference of the edition `parts` describes (options already checked). */
export function validates(parts: ValidationParts, input: string, options: ParseOptions): boolean {
  const same = parts.sameReading;
  if (same?.applies(input)) return same.grammar(options).matches(same.top, input);
  return parts.grammar(options).matches(parts.top, input);
}
