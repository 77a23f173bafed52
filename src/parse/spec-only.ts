/** Whether a name given for an edition names a scheme specification and no edition. */
import { isSchemeSpecName } from '../editions/schemes/registry';
import type { SchemeSpecName } from '../editions/schemes/types';

/** (RFC 1738 is both: its edition is its grammar.) */
export const specOnly = (name: unknown): name is SchemeSpecName => isSchemeSpecName(name) && name !== 'rfc1738';
