import { optionNumber } from "./options.js";
function normalOrigin(origin) {
  return origin.trim().toLowerCase().replace(/\/+$/, "");
}
class CorsPolicy {
  enabled;
  allow;
  allowHeaders;
  maxAge;
  constructor(options) {
    this.enabled = options !== false;
    const cors = options === false || options === void 0 ? {} : options;
    if (typeof cors !== "object" || cors === null) throw new TypeError("server options: cors must be an object or false");
    const origins = cors.origins ?? "*";
    if (origins === "*") this.allow = () => true;
    else if (typeof origins === "function") this.allow = (origin) => origins(origin) === true;
    else if (Array.isArray(origins)) {
      const listed = /* @__PURE__ */ new Set();
      origins.forEach((origin, i) => {
        if (typeof origin !== "string" || origin !== "null" && !/^[a-z][a-z0-9+.-]*:\/\/[^/?#\s]+$/i.test(normalOrigin(origin))) {
          throw new TypeError(`server options: cors.origins[${i}] must be an origin such as 'https://app.example' (scheme://host[:port], no path), not ${JSON.stringify(origin)}`);
        }
        listed.add(normalOrigin(origin));
      });
      this.allow = (origin) => listed.has(origin);
    } else throw new TypeError("server options: cors.origins must be '*', a list of origins or a function");
    const headers = cors.allowedHeaders ?? ["content-type"];
    if (!Array.isArray(headers) || headers.some((h) => typeof h !== "string" || !/^[!#$%&'*+.^_`|~0-9a-z-]+$/i.test(h))) {
      throw new TypeError("server options: cors.allowedHeaders must be a list of header names");
    }
    this.allowHeaders = headers.map((h) => h.toLowerCase()).join(", ");
    this.maxAge = String(Math.floor(optionNumber("cors.maxAgeSeconds", cors.maxAgeSeconds, 600, 0)));
  }
  /** Whether the server-wide list lets pages of `origin` call (before any key narrows it). */
  allows(origin) {
    return this.enabled && this.allow(normalOrigin(origin));
  }
  /** Headers of an answer to a request that came with `origin`: the allowance when the origin may call, else only `Vary`. */
  headers(origin) {
    if (!this.enabled || origin === void 0) return void 0;
    if (!this.allows(origin)) return { vary: "Origin" };
    return { "access-control-allow-origin": origin, "access-control-expose-headers": "Retry-After", vary: "Origin" };
  }
  /**
   * `authenticate`'s verdict for a request from `origin`: the key may call (`ok`), may not (`unauthorized`), or
   * may not from this origin, which its own `allowedOrigins` leave out (`origin refused`).
   */
  judge(verdict, origin) {
    if (typeof verdict === "boolean") return verdict ? "ok" : "unauthorized";
    if (typeof verdict !== "object" || verdict === null || verdict.ok !== true) return "unauthorized";
    const allowed = verdict.allowedOrigins;
    if (origin === void 0 || allowed === void 0 || !this.enabled) return "ok";
    const own = normalOrigin(origin);
    return Array.isArray(allowed) && allowed.some((o) => typeof o === "string" && (o === "*" || normalOrigin(o) === own)) ? "ok" : "origin refused";
  }
  /** Headers of a successful preflight (`OPTIONS` → 204). */
  preflight(origin) {
    return {
      "access-control-allow-origin": origin,
      "access-control-allow-methods": "POST",
      "access-control-allow-headers": this.allowHeaders,
      "access-control-max-age": this.maxAge,
      vary: "Origin"
    };
  }
}
export {
  CorsPolicy
};
