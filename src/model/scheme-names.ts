/**
 * The names of the scheme specifications (src/editions/schemes): each the RFC that defines one or
 * more schemes' own syntax, by its number — RFC 1738's §3 schemes among them.
 */

/**
 * A scheme specification: the RFC that defines a scheme's syntax in one era ('rfc2616' for http in
 * 1999, 'rfc6068' for mailto in 2010; 'rfc1738' for the schemes of RFC 1738 §3).
 *
 * @example
 * ```ts
 * parseScheme('mailto:joe@example.com', 'rfc6068').ok; // true
 * ```
 */
export type SchemeSpecName = 'rfc1738' | 'rfc1945' | 'rfc2068' | 'rfc2616' | 'rfc7230' | 'rfc9110' | 'rfc2368' | 'rfc6068' | 'rfc6455' | 'rfc8089' | 'rfc2141' | 'rfc8141' | 'rfc5538' | 'rfc4248' | 'rfc4266' | 'rfc4156' | 'rfc4157' | 'rfc2397' | 'rfc3966';
