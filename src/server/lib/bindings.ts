import type { RequestIdVariables } from "hono/request-id";
import type { SessionUser } from "./session-user.ts";

export type AppBindings = {
  Variables: RequestIdVariables & {
    user: SessionUser;
    cspNonce: string;
  };
};
