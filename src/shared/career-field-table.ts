import type { CareerField } from "./career-field.ts";
import {
  CUSTOMER_SERVICE,
  DATA,
  DESIGN,
  FINANCE,
  HOSPITALITY,
  MARKETING,
  OPERATIONS,
  SALES,
  SOFTWARE,
  TRADES,
} from "./career-fields-business.ts";
import { HEALTH_INFORMATICS, HEALTHCARE, LEARNING_DESIGN, TEACHING } from "./career-fields-care-learning.ts";

// The career fields' data (career-fields.ts reads a title's field from it): the words that place
// a title in a field, the wizard's placeholder examples and the skills suggested for the field.
// The fields themselves are in career-fields-care-learning.ts and career-fields-business.ts.

export type { CareerField };

// Order matters: the first field with a matching word wins, so narrower fields come first
// ("clinical informatics analyst" is health informatics, "nurse educator" is nursing,
// "instructional designer" is learning design, "data engineer" is data, "sales engineer" is
// sales); software, whose words ("engineer", "web", "mobile") are the widest, comes last.
export const CAREER_FIELDS: readonly CareerField[] = [
  HEALTH_INFORMATICS,
  HEALTHCARE,
  LEARNING_DESIGN,
  DATA,
  DESIGN,
  MARKETING,
  SALES,
  FINANCE,
  TEACHING,
  OPERATIONS,
  CUSTOMER_SERVICE,
  HOSPITALITY,
  TRADES,
  SOFTWARE,
];

/** The fallback: examples that fit most office and service work, and no suggestions. */
export const GENERIC_FIELD: CareerField = {
  id: "generic",
  titleWords: [],
  skillsExample: "Project management, Excel, Scheduling",
  bulletExample: "Cut the weekly reporting time from 5 hours to 1 by building a shared spreadsheet",
  suggestions: [],
};
