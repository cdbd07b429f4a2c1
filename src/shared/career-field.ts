// What a career field is, apart from the table of fields (career-field-table.ts): the files of
// fields read this type, and the table reads them, so the type stands below both (no import cycle).

export interface CareerField {
  id: string;
  /** Words and phrases of a role title that place it in this field (lower case, whole words). */
  titleWords: readonly string[];
  /** The skills input's placeholder. */
  skillsExample: string;
  /** An achievement bullet's placeholder: a result, with a number. */
  bulletExample: string;
  /** Skills offered under the input, most common first. Empty for the generic fallback. */
  suggestions: readonly string[];
}
