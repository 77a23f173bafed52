/**
 * RFC 5234 (January 2008), "Augmented BNF for Syntax Specifications: ABNF" — Appendix B.1, the core
 * rules RFC 3986 uses (and the later editions' grammars borrow where they mean the same).
 */
import { range } from '../src/kit';

/** ALPHA = %x41-5A / %x61-7A ; A-Z / a-z   (RFC 5234 B.1) */
export const ALPHA = /* @__PURE__ */ range('ALPHA', 'A-Za-z');
/** DIGIT = %x30-39 ; 0-9   (RFC 5234 B.1) */
export const DIGIT = /* @__PURE__ */ range('DIGIT', '0-9');
/** HEXDIG = DIGIT / "A" / "B" / "C" / "D" / "E" / "F"   (RFC 5234 B.1; ABNF strings are case-insensitive) */
export const HEXDIG = /* @__PURE__ */ range('HEXDIG', '0-9A-Fa-f');
