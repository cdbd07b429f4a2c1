import { describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "./env.ts";

function errorOf(source: Record<string, string | undefined>): EnvError {
  try {
    loadEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error;
    throw error;
  }
  throw new Error("loadEnv accepted the configuration");
}

describe("loadEnv", () => {
  it("fills in the defaults of a bare environment", () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.APP_URL).toBe("http://localhost:3000");
    expect(env.DATA_DIR).toBe("./data");
    expect(env.BILLING).toBe(true);
    expect(env.PARTNER_MODE).toBe(false);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.NODE_ENV).toBe("development");
  });

  it("derives APP_URL from PORT when APP_URL is not set", () => {
    expect(loadEnv({ PORT: "8123" }).APP_URL).toBe("http://localhost:8123");
  });

  it("drops the trailing slash of APP_URL", () => {
    expect(loadEnv({ APP_URL: "https://cv.example.com/" }).APP_URL).toBe("https://cv.example.com");
    expect(loadEnv({ APP_URL: "https://cv.example.com" }).APP_URL).toBe("https://cv.example.com");
  });

  it("reads the on/off flags", () => {
    expect(loadEnv({ BILLING: "off", PARTNER_MODE: "on" })).toMatchObject({
      BILLING: false,
      PARTNER_MODE: true,
    });
    expect(loadEnv({ BILLING: "0", PARTNER_MODE: "true" })).toMatchObject({
      BILLING: false,
      PARTNER_MODE: true,
    });
  });

  it.each(["abc", "0", "70000", "3.5"])("refuses PORT=%s, naming PORT", (port) => {
    const error = errorOf({ PORT: port });
    expect(error).toBeInstanceOf(EnvError);
    expect(error.message).toMatch(/^\s+PORT: /m);
  });

  it("refuses a DATABASE_URL that is not a PostgreSQL URL, naming DATABASE_URL", () => {
    const error = errorOf({ DATABASE_URL: "mysql://localhost/db" });
    expect(error.message).toMatch(/DATABASE_URL: must start with postgres:\/\/ or postgresql:\/\//);
  });

  it("accepts postgres:// and postgresql:// URLs", () => {
    expect(loadEnv({ DATABASE_URL: "postgres://u@h/db" }).DATABASE_URL).toBe("postgres://u@h/db");
    expect(loadEnv({ DATABASE_URL: "postgresql://u@h/db" }).DATABASE_URL).toBe("postgresql://u@h/db");
  });

  it("names every bad variable at once", () => {
    const error = errorOf({ PORT: "abc", DATABASE_URL: "nope", BILLING: "maybe" });
    expect(error.message).toContain("PORT:");
    expect(error.message).toContain("DATABASE_URL:");
    expect(error.message).toContain("BILLING:");
  });
});

describe("loadEnv: network and mail safety", () => {
  it("refuses NODE_ENV=production without SMTP_URL, naming SMTP_URL", () => {
    const error = errorOf({ NODE_ENV: "production", APP_URL: "https://cv.example.com" });
    expect(error.message).toMatch(/^\s+SMTP_URL: must be set in production/m);
    expect(
      loadEnv({ NODE_ENV: "production", APP_URL: "https://cv.example.com", SMTP_URL: "smtp://mail:25" })
        .SMTP_URL,
    ).toBe("smtp://mail:25");
  });

  it("listens on loopback only when APP_URL is this machine, else on every interface", () => {
    expect(loadEnv({}).HOST).toBe("127.0.0.1");
    expect(loadEnv({ APP_URL: "http://127.0.0.1:3000" }).HOST).toBe("127.0.0.1");
    expect(loadEnv({ APP_URL: "http://[::1]:3000" }).HOST).toBe("::1");
    expect(loadEnv({ APP_URL: "https://cv.example.com" }).HOST).toBeUndefined();
    expect(loadEnv({ HOST: "0.0.0.0" }).HOST).toBe("0.0.0.0");
  });

  it("counts one trusted proxy by default and refuses a hop count that is not 1 to 10", () => {
    expect(loadEnv({}).TRUST_PROXY_HOPS).toBe(1);
    expect(loadEnv({ TRUST_PROXY_HOPS: "2" }).TRUST_PROXY_HOPS).toBe(2);
    for (const hops of ["0", "11", "two"])
      expect(errorOf({ TRUST_PROXY_HOPS: hops }).message).toMatch(/^\s+TRUST_PROXY_HOPS: /m);
  });
});
