/**
 * The bulk runs a worker thread can do, by a plain description (posted with each batch): the
 * description → the line handler. A worker makes each handler once and keeps it.
 */
import { compareTask } from '../commands/compare-lines';
import type { CompareTaskSpec } from '../commands/compare-lines';
import type { LineTask } from './run-batch';

export type TaskSpec = CompareTaskSpec;

export function taskFor(spec: TaskSpec): LineTask {
  switch (spec.kind) {
    case 'compare':
      return compareTask(spec);
  }
}
