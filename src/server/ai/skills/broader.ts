// Broader terms and the narrower terms that count as evidence for them: a resume that shows
// Terraform gives ground to say "infrastructure as code", one that shows min/max levels gives
// ground to say "reorder point". Each key is the display form of a dictionary entry;
// each narrower term is a dictionary display or a plain phrase, and each relation holds in general
// (X is a kind of, an instance of or a tool for the key), not only in one resume. Degrees are
// matched elsewhere and stay out.

import { BROADER_DATA_TERMS } from "./broader-data.ts";
import { BROADER_EDUCATION_HOSPITALITY_TERMS } from "./broader-education-hospitality.ts";
import { BROADER_ENGINEERING_SCIENCE_TERMS } from "./broader-engineering-science.ts";
import { BROADER_FINANCE_SALES_TERMS } from "./broader-finance-sales.ts";
import { BROADER_HEALTH_TERMS } from "./broader-health.ts";
import { BROADER_OFFICE_POLICY_TERMS } from "./broader-office-policy.ts";
import { BROADER_OPERATIONS_TERMS } from "./broader-operations.ts";
import { BROADER_SOFTWARE_TERMS } from "./broader-software.ts";
import { BROADER_SUPPLY_CHAIN_TERMS } from "./broader-supply-chain.ts";

/** The per-field tables, kept apart so a test can check no key is defined twice. */
export const BROADER_PARTS = [
  BROADER_SOFTWARE_TERMS,
  BROADER_DATA_TERMS,
  BROADER_ENGINEERING_SCIENCE_TERMS,
  BROADER_OPERATIONS_TERMS,
  BROADER_SUPPLY_CHAIN_TERMS,
  BROADER_FINANCE_SALES_TERMS,
  BROADER_OFFICE_POLICY_TERMS,
  BROADER_HEALTH_TERMS,
  BROADER_EDUCATION_HOSPITALITY_TERMS,
];

export const BROADER_TERMS: Readonly<Record<string, readonly string[]>> = {
  ...BROADER_SOFTWARE_TERMS,
  ...BROADER_DATA_TERMS,
  ...BROADER_ENGINEERING_SCIENCE_TERMS,
  ...BROADER_OPERATIONS_TERMS,
  ...BROADER_SUPPLY_CHAIN_TERMS,
  ...BROADER_FINANCE_SALES_TERMS,
  ...BROADER_OFFICE_POLICY_TERMS,
  ...BROADER_HEALTH_TERMS,
  ...BROADER_EDUCATION_HOSPITALITY_TERMS,
};
