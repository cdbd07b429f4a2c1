import { useEffect, useState } from "react";
import { checkoutUrl, type PaidPlanId, type PartnerPlanRole } from "../../shared/plans";
import { api } from "./api-client";
import { type PublicConfig, usePublicConfig } from "./public-config";
import { useRootData } from "./static-page";

/** Who is looking at the plans: null when signed out. Guests (anonymous) must make an account first. */
interface Viewer {
  id: string;
  email: string | null;
  isAnonymous: boolean;
}

interface SessionAnswer {
  user?: { id: string; email?: string | null; isAnonymous?: boolean | null };
}

// A plain fetch of the session keeps Better Auth's client out of the public pages' bundle.
function useViewer(): Viewer | null | undefined {
  const [viewer, setViewer] = useState<Viewer | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    api<SessionAnswer | null>("/api/auth/get-session")
      .then((answer) => {
        const user = answer?.user;
        if (!live) return;
        setViewer(
          user ? { id: user.id, email: user.email ?? null, isAnonymous: Boolean(user.isAnonymous) } : null,
        );
      })
      .catch(() => live && setViewer(null));
    return () => {
      live = false;
    };
  }, []);
  return viewer;
}

/** What "Get Started" does for one product. */
export type PlanAction =
  | { kind: "sign-in"; href: string }
  | { kind: "pay"; href: string }
  | { kind: "not-set-up" }
  | { kind: "unlocked"; href: string };

export interface Checkout {
  config: PublicConfig | null | undefined;
  viewer: Viewer | null | undefined;
  actionFor: (product: PaidPlanId | PartnerPlanRole) => PlanAction;
}

const SIGN_IN_PATH = "/auth";

/**
 * Spec §2/§7: a signed-out visitor goes to /auth; a signed-in user goes to the product's
 * Payment Link carrying their id and email. Until the session is known (server rendering,
 * first paint) the button is the sign-in link, which is right for most visitors.
 */
export function useCheckout(): Checkout {
  const config = usePublicConfig();
  const viewer = useViewer();
  // Known from the server render on, so a page without React says it too (docs/decisions/025).
  const serverBilling = useRootData()?.facts?.billing;
  const billing = config ? config.billing : serverBilling;
  const actionFor = (product: PaidPlanId | PartnerPlanRole): PlanAction => {
    if (billing === false) return { kind: "unlocked", href: viewer ? "/app/dashboard" : SIGN_IN_PATH };
    if (!viewer || viewer.isAnonymous) return { kind: "sign-in", href: SIGN_IN_PATH };
    const link = config?.payments.links[product];
    if (!link) return config ? { kind: "not-set-up" } : { kind: "sign-in", href: SIGN_IN_PATH };
    return { kind: "pay", href: checkoutUrl(link, viewer) };
  };
  return { config, viewer, actionFor };
}
