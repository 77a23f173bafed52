/**
 * A rulelist made whole: every rule name it uses defined (by the rulelist, by the caller, or as one of
 * RFC 5234's core rules), every prose value replaced by the rule the caller gives for it. What cannot
 * be made whole is an AbnfError naming the rule and where it is.
 */
import type { AbnfNode, AbnfRule, Rulelist } from './ast';
import { coreRules } from './core';
import { AbnfError } from './errors';
import { readAbnf } from './reader';
import type { ReadOptions } from './reader';

/** Options of reading a whole grammar. */
export interface ResolveOptions extends ReadOptions {
  /**
   * What the grammar leaves to its reader, as ABNF elements: a prose value by its text
   * (`{ 'pchar': 'pchar' }` for `0<pchar>`), or a rule the grammar uses but does not define
   * (`{ 'token': '1*ALPHA' }`).
   */
  rules?: Readonly<Record<string, string>>;
}

/** A whole grammar: its rules by lower-case name (core rules it uses included), no prose left. */
export interface ResolvedGrammar {
  readonly rules: ReadonlyMap<string, AbnfRule>;
  /** the lower-case names of the rules the text itself defines, in its order */
  readonly own: readonly string[];
}

/** Make a rulelist whole (see the module's comment); an AbnfError when it cannot be. */
export function resolveRulelist(list: Rulelist, options: ResolveOptions = {}): ResolvedGrammar {
  const supplied = options.rules ?? {};
  const out = new Map<string, AbnfRule>();
  const elements = (name: string, text: string): AbnfNode => {
    try {
      return readAbnf(`supplied = ${text}`, { dialect: options.dialect }).values().next().value!.node;
    } catch (e) {
      if (e instanceof AbnfError) throw new AbnfError(`options.rules['${name}']: ${e.reason}`, e.line, e.column, name);
      throw e;
    }
  };
  const queue: string[] = [];
  const resolve = (rule: AbnfRule): AbnfRule => {
    const walk = (n: AbnfNode): AbnfNode => {
      switch (n.k) {
        case 'alt':
        case 'seq':
          return { k: n.k, xs: n.xs.map(walk) };
        case 'rep':
          return { ...n, x: walk(n.x) };
        case 'prose': {
          if (!Object.prototype.hasOwnProperty.call(supplied, n.text)) {
            throw AbnfError.at(
              `rule ${rule.name} holds the prose value <${n.text}>, which has no meaning until the caller gives it one: pass options.rules[${JSON.stringify(n.text)}] (ABNF elements)`,
              n.at,
              rule.name,
            );
          }
          const given = elements(n.text, supplied[n.text]);
          if (refsOfProse(given)) {
            throw AbnfError.at(`options.rules[${JSON.stringify(n.text)}] holds a prose value itself; give the meaning of <${n.text}> as ABNF elements without "<…>"`, n.at, rule.name);
          }
          return walk(given);
        }
        case 'ref':
          queue.push(n.name);
          return n;
        default:
          return n;
      }
    };
    return { ...rule, node: walk(rule.node) };
  };
  const own = [...list.keys()];
  for (const [key, rule] of list) out.set(key, resolve(rule));
  // rules used but not defined: the caller's, else the core rules
  const define = (name: string) => {
    const key = name.toLowerCase();
    if (out.has(key)) return;
    const matching = Object.keys(supplied).filter((k) => k.toLowerCase() === key);
    if (matching.length > 1) throw new AbnfError(`options.rules names rule ${name} twice (${matching.join(', ')}): rule names are case-insensitive`, 1, 1, name);
    const given = matching[0];
    if (given !== undefined) {
      out.set(key, resolve({ name: given, node: elements(given, supplied[given]), at: { line: 1, column: 1 }, text: `${given} = ${supplied[given]}` }));
      return;
    }
    const core = coreRules().get(key);
    if (core) {
      out.set(key, resolve(core));
    }
  };
  while (queue.length > 0) define(queue.pop()!);
  // every reference now defined?
  for (const rule of out.values()) checkRefs(rule, rule.node, out);
  return { rules: out, own };
}

/** whether a node holds a prose value */
function refsOfProse(n: AbnfNode): boolean {
  if (n.k === 'prose') return true;
  if (n.k === 'alt' || n.k === 'seq') return n.xs.some(refsOfProse);
  if (n.k === 'rep') return refsOfProse(n.x);
  return false;
}

function checkRefs(rule: AbnfRule, n: AbnfNode, rules: ReadonlyMap<string, AbnfRule>): void {
  if (n.k === 'alt' || n.k === 'seq') for (const x of n.xs) checkRefs(rule, x, rules);
  else if (n.k === 'rep') checkRefs(rule, n.x, rules);
  else if (n.k === 'ref' && !rules.has(n.name.toLowerCase())) {
    throw AbnfError.at(
      `rule ${rule.name} uses ${n.name}, which is neither defined here nor one of RFC 5234's core rules: define it, or pass it in options.rules`,
      n.at,
      rule.name,
    );
  }
}

/** Read and resolve in one step. */
export function readGrammar(text: string, options: ResolveOptions = {}): ResolvedGrammar {
  return resolveRulelist(readAbnf(text, options), options);
}
