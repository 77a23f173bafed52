/** RFC 3986 Appendix A, "Collected ABNF for URI", as the vendored RFC text writes it. */
import { abnfBlocks, rfcText, unpaged } from './rfc-blocks';

export function rfc3986AppendixA(): string {
  const lines = unpaged(rfcText('rfc3986'));
  const from = lines.findIndex((l) => /^Appendix A\.  Collected ABNF for URI/.test(l));
  const to = lines.findIndex((l, k) => k > from && /^Appendix B\./.test(l));
  return abnfBlocks(lines.slice(from, to).join('\n')).map((b) => b.text).join('\n\n');
}
