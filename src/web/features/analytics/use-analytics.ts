import { useEffect } from "react";
import { useLocation } from "react-router";
import { loadPublicConfig } from "../../lib/public-config";
import { startAnalytics, trackPageview } from "./analytics";
import { pageviewPath } from "./analytics-options";

/** Root hook: starts analytics when the server has it configured, and reports each route. */
export function useAnalytics(): void {
  const location = useLocation();
  useEffect(() => {
    void loadPublicConfig().then((config) => {
      if (config?.analytics) void startAnalytics(config.analytics).catch(() => undefined);
    });
  }, []);
  const path = pageviewPath(location);
  useEffect(() => trackPageview(path), [path]);
}
