import {
  DEFAULT_PARTNER_PLAN,
  isPartnerPlanRole,
  type PartnerPlanRole,
  PLAN_COOKIE,
  PLAN_COOKIE_MAX_AGE_SECONDS,
} from "../../../shared/plans";

/** The partner role the visitor picked (spec §9 plan cookie), or the default, middle. */
export function readPlanCookie(cookie: string = document.cookie): PartnerPlanRole {
  const value = cookie
    .split(";")
    .map((part) => part.trim().split("="))
    .find(([name]) => name === PLAN_COOKIE)?.[1];
  return isPartnerPlanRole(value) ? value : DEFAULT_PARTNER_PLAN;
}

export function writePlanCookie(role: PartnerPlanRole): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain first-party cookie; the Cookie Store API is not in every browser we support
  document.cookie = `${PLAN_COOKIE}=${role}; Max-Age=${PLAN_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}
