/**
 * RFC 1808 §5 "Examples and Recommended Practice", every row, transcribed from the RFC text
 * (../../shared/rfcs/rfc1808.txt; the line each row is on is recorded). "<>" is the empty reference.
 */
import type { ResolutionExample } from './resolve-example';

/** §5: "Within an object with a well-defined base URL of  Base: <URL:http://a/b/c/d;p?q#f>" */
export const RFC1808_BASE = 'http://a/b/c/d;p?q#f';

export const RFC1808_EXAMPLES: readonly ResolutionExample[] = [
  { reference: 'g:h', target: 'g:h', section: '5.1', line: 639 },
  { reference: 'g', target: 'http://a/b/c/g', section: '5.1', line: 640 },
  { reference: './g', target: 'http://a/b/c/g', section: '5.1', line: 641 },
  { reference: 'g/', target: 'http://a/b/c/g/', section: '5.1', line: 642 },
  { reference: '/g', target: 'http://a/g', section: '5.1', line: 643 },
  { reference: '//g', target: 'http://g', section: '5.1', line: 644 },
  { reference: '?y', target: 'http://a/b/c/d;p?y', section: '5.1', line: 645 },
  { reference: 'g?y', target: 'http://a/b/c/g?y', section: '5.1', line: 646 },
  { reference: 'g?y/./x', target: 'http://a/b/c/g?y/./x', section: '5.1', line: 647 },
  { reference: '#s', target: 'http://a/b/c/d;p?q#s', section: '5.1', line: 648 },
  { reference: 'g#s', target: 'http://a/b/c/g#s', section: '5.1', line: 649 },
  { reference: 'g#s/./x', target: 'http://a/b/c/g#s/./x', section: '5.1', line: 650 },
  { reference: 'g?y#s', target: 'http://a/b/c/g?y#s', section: '5.1', line: 651 },
  { reference: ';x', target: 'http://a/b/c/d;x', section: '5.1', line: 652 },
  { reference: 'g;x', target: 'http://a/b/c/g;x', section: '5.1', line: 653 },
  { reference: 'g;x?y#s', target: 'http://a/b/c/g;x?y#s', section: '5.1', line: 654 },
  { reference: '.', target: 'http://a/b/c/', section: '5.1', line: 655 },
  { reference: './', target: 'http://a/b/c/', section: '5.1', line: 656 },
  { reference: '..', target: 'http://a/b/', section: '5.1', line: 657 },
  { reference: '../', target: 'http://a/b/', section: '5.1', line: 658 },
  { reference: '../g', target: 'http://a/b/g', section: '5.1', line: 659 },
  { reference: '../..', target: 'http://a/', section: '5.1', line: 660 },
  { reference: '../../', target: 'http://a/', section: '5.1', line: 661 },
  { reference: '../../g', target: 'http://a/g', section: '5.1', line: 662 },
  { reference: '', target: 'http://a/b/c/d;p?q#f', section: '5.2', line: 681 },
  { reference: '../../../g', target: 'http://a/../g', section: '5.2', line: 688 },
  { reference: '../../../../g', target: 'http://a/../../g', section: '5.2', line: 689 },
  { reference: '/./g', target: 'http://a/./g', section: '5.2', line: 694 },
  { reference: '/../g', target: 'http://a/../g', section: '5.2', line: 695 },
  { reference: 'g.', target: 'http://a/b/c/g.', section: '5.2', line: 696 },
  { reference: '.g', target: 'http://a/b/c/.g', section: '5.2', line: 697 },
  { reference: 'g..', target: 'http://a/b/c/g..', section: '5.2', line: 698 },
  { reference: '..g', target: 'http://a/b/c/..g', section: '5.2', line: 699 },
  { reference: './../g', target: 'http://a/b/g', section: '5.2', line: 704 },
  { reference: './g/.', target: 'http://a/b/c/g/', section: '5.2', line: 705 },
  { reference: 'g/./h', target: 'http://a/b/c/g/h', section: '5.2', line: 706 },
  { reference: 'g/../h', target: 'http://a/b/c/h', section: '5.2', line: 707 },
  { reference: 'http:g', target: 'http:g', section: '5.2', line: 714 },
  { reference: 'http:', target: 'http:', section: '5.2', line: 715 },
];
