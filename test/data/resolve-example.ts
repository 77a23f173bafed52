/** One row of an RFC's table of resolution examples. */
export interface ResolutionExample {
  /** the relative reference as the RFC writes it ("<>" is '') */
  reference: string;
  /** the target the RFC gives */
  target: string;
  /** the section the row is in */
  section: string;
  /** its line in ../../shared/rfcs/rfcNNNN.txt */
  line: number;
  /** the option the row is for ("for strict parsers" / "for backward compatibility"); default true */
  strict?: boolean;
  /** the RFC's own wording of the target, where it is not a URI ("(current document)#s") */
  rfcText?: string;
}
