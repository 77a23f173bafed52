/**
 * RFC 2396 Appendix C "Examples of Resolving Relative URI References", every row, transcribed from
 * the RFC text (../../shared/rfcs/rfc2396.txt; the line each row is on is recorded). "<>" is the empty
 * reference. The two "(current document)" rows are written as the base without its fragment plus the
 * reference's fragment (§4.2: "a reference containing only a fragment identifier is a reference to
 * the identified fragment of that document"). "http:g" has two rows: strict ("for validating
 * parsers") and { strict: false } ("for backwards compatibility").
 */
import type { ResolutionExample } from './resolve-example';

/** Appendix C: "Within an object with a well-defined base URI of  http://a/b/c/d;p?q" */
export const RFC2396_BASE = 'http://a/b/c/d;p?q';

export const RFC2396_EXAMPLES: readonly ResolutionExample[] = [
  { reference: 'g:h', target: 'g:h', section: 'C.1', line: 1641 },
  { reference: 'g', target: 'http://a/b/c/g', section: 'C.1', line: 1642 },
  { reference: './g', target: 'http://a/b/c/g', section: 'C.1', line: 1643 },
  { reference: 'g/', target: 'http://a/b/c/g/', section: 'C.1', line: 1644 },
  { reference: '/g', target: 'http://a/g', section: 'C.1', line: 1645 },
  { reference: '//g', target: 'http://g', section: 'C.1', line: 1646 },
  { reference: '?y', target: 'http://a/b/c/?y', section: 'C.1', line: 1647 },
  { reference: 'g?y', target: 'http://a/b/c/g?y', section: 'C.1', line: 1648 },
  { reference: '#s', target: 'http://a/b/c/d;p?q#s', section: 'C.1', line: 1649, rfcText: '(current document)#s' },
  { reference: 'g#s', target: 'http://a/b/c/g#s', section: 'C.1', line: 1650 },
  { reference: 'g?y#s', target: 'http://a/b/c/g?y#s', section: 'C.1', line: 1651 },
  { reference: ';x', target: 'http://a/b/c/;x', section: 'C.1', line: 1652 },
  { reference: 'g;x', target: 'http://a/b/c/g;x', section: 'C.1', line: 1653 },
  { reference: 'g;x?y#s', target: 'http://a/b/c/g;x?y#s', section: 'C.1', line: 1654 },
  { reference: '.', target: 'http://a/b/c/', section: 'C.1', line: 1655 },
  { reference: './', target: 'http://a/b/c/', section: 'C.1', line: 1656 },
  { reference: '..', target: 'http://a/b/', section: 'C.1', line: 1657 },
  { reference: '../', target: 'http://a/b/', section: 'C.1', line: 1658 },
  { reference: '../g', target: 'http://a/b/g', section: 'C.1', line: 1659 },
  { reference: '../..', target: 'http://a/', section: 'C.1', line: 1660 },
  { reference: '../../', target: 'http://a/', section: 'C.1', line: 1661 },
  { reference: '../../g', target: 'http://a/g', section: 'C.1', line: 1662 },
  { reference: '', target: 'http://a/b/c/d;p?q', section: 'C.2', line: 1672, rfcText: '(current document)' },
  { reference: '../../../g', target: 'http://a/../g', section: 'C.2', line: 1687 },
  { reference: '../../../../g', target: 'http://a/../../g', section: 'C.2', line: 1688 },
  { reference: '/./g', target: 'http://a/./g', section: 'C.2', line: 1699 },
  { reference: '/../g', target: 'http://a/../g', section: 'C.2', line: 1700 },
  { reference: 'g.', target: 'http://a/b/c/g.', section: 'C.2', line: 1701 },
  { reference: '.g', target: 'http://a/b/c/.g', section: 'C.2', line: 1702 },
  { reference: 'g..', target: 'http://a/b/c/g..', section: 'C.2', line: 1703 },
  { reference: '..g', target: 'http://a/b/c/..g', section: 'C.2', line: 1704 },
  { reference: './../g', target: 'http://a/b/g', section: 'C.2', line: 1709 },
  { reference: './g/.', target: 'http://a/b/c/g/', section: 'C.2', line: 1710 },
  { reference: 'g/./h', target: 'http://a/b/c/g/h', section: 'C.2', line: 1711 },
  { reference: 'g/../h', target: 'http://a/b/c/h', section: 'C.2', line: 1712 },
  { reference: 'g;x=1/./y', target: 'http://a/b/c/g;x=1/y', section: 'C.2', line: 1713 },
  { reference: 'g;x=1/../y', target: 'http://a/b/c/y', section: 'C.2', line: 1714 },
  { reference: 'g?y/./x', target: 'http://a/b/c/g?y/./x', section: 'C.2', line: 1724 },
  { reference: 'g?y/../x', target: 'http://a/b/c/g?y/../x', section: 'C.2', line: 1725 },
  { reference: 'g#s/./x', target: 'http://a/b/c/g#s/./x', section: 'C.2', line: 1726 },
  { reference: 'g#s/../x', target: 'http://a/b/c/g#s/../x', section: 'C.2', line: 1727 },
  { reference: 'http:g', target: 'http:g', section: 'C.2', line: 1748, strict: true },
  { reference: 'http:g', target: 'http://a/b/c/g', section: 'C.2', line: 1749, strict: false },
];
