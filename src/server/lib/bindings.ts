import type { RequestIdVariables } from "hono/request-id";
import type { SessionUser } from "../auth/require-session.ts";

export type AppBindings = {
  Variables: RequestIdVariables & {
    user: SessionUser;
    cspNonce: string;
  };
};
