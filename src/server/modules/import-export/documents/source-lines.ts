// The one shape every document reader (PDF, Word, pasted text) hands to the resume reader
// (resume-from-lines.ts): the document's lines in reading order, with the layout cues the
// source has. A reader leaves out a cue it cannot know rather than guessing it.

export interface SourceLine {
  text: string;
  /** 1-based page (pasted text and Word documents are page 1 throughout). */
  page: number;
  /** Font size in points, when the source says it. */
  size?: number;
  /** Every run of the line is bold. */
  bold?: boolean;
  /** The source itself marks the line as a heading (a Word heading style). */
  heading?: boolean;
  /** A list item: a Word list, or a line that began with a bullet glyph (the glyph is removed). */
  bullet?: boolean;
  /** Space above the line in multiples of the body line height (PDF), when known. */
  gapBefore?: number;
  /**
   * The line's parts where the layout set them apart (a wide gap in a PDF, a tab, a table cell):
   * "Registered Nurse" | "Jun 2019 – Present". Absent when the line is one run.
   */
  parts?: string[];
}
