/**
 * Checks of configured values that end up in a response header (the Content-Security-Policy, config/csp.ts)
 * or in a host name. Each failure is one line naming the variable, the value quoted so that a newline or a
 * quote in it shows as such. Used by config/env.ts and config/scripts.ts as they read the environment, and
 * again by config/csp.ts as it builds the policy.
 */

function invalid(variable: string, value: string, what: string): Error {
  return new Error(`Environment variable ${variable} ${what}, got ${JSON.stringify(value)}.`);
}

/** Characters that could end a source, a directive or the header: never accepted in a configured URL. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\s"'`;,\\<>\u0000-\u001f\u007f]/;

/** A host as a CSP source may name it: letters, digits, hyphens and dots (IDNs arrive in punycode). */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * Rejects a value that could change the policy (or a header) if it reached it. Checked on the value as
 * given: the URL parser drops newlines and tabs silently, so a check after parsing would miss them.
 */
export function checkSafeValue(variable: string, value: string): void {
  if (UNSAFE.test(value)) {
    throw invalid(
      variable,
      value,
      'must not contain spaces, quotes, semicolons, commas, angle brackets, backslashes or control characters',
    );
  }
}

/** A configured URL, checked: a plain http(s) (or https only) URL of a named host. */
export function checkedUrl(variable: string, value: string, {https = false}: {https?: boolean} = {}): URL {
  checkSafeValue(variable, value);
  const kind = https ? 'https' : 'http(s)';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid(variable, value, `must be an absolute ${kind} URL`);
  }
  if (url.protocol !== 'https:' && (https || url.protocol !== 'http:')) {
    throw invalid(variable, value, `must be an ${kind} URL`);
  }
  if (url.username || url.password) throw invalid(variable, value, 'must not contain a user name or password');
  // The URL parser accepts hosts such as "a;b.example" or "*.example", which would break the policy.
  if (!HOST.test(url.hostname)) {
    throw invalid(variable, value, 'must name its host with letters, digits, hyphens and dots');
  }
  return url;
}

/** The origin of a configured URL, as a CSP source: "https://api.example.com:8443". */
export function originSource(variable: string, value: string, options: {https?: boolean} = {}): string {
  return checkedUrl(variable, value, options).origin;
}

/** An Algolia application id ("BH4D9OD16A"): it becomes part of host names. */
export function algoliaAppId(value: string): string {
  if (!/^[A-Za-z0-9]{1,64}$/.test(value)) {
    throw invalid('DOCSEARCH_APP_ID', value, 'must be an Algolia application id (letters and digits only)');
  }
  return value;
}

/** A Google tag or Tag Manager id ("G-XXXXXXX", "GTM-XXXXXX"): it goes into a script URL and an inline script. */
export function tagId(variable: string, value: string | undefined): string | undefined {
  if (value !== undefined && !/^[A-Za-z0-9-]{1,64}$/.test(value)) {
    throw invalid(variable, value, 'must be a tag id such as G-XXXXXXX or GTM-XXXXXX (letters, digits, hyphens)');
  }
  return value;
}

/**
 * An endpoint the site posts to: an http(s) URL, or a path on the site's own origin ("/api/feedback").
 * Anything else is a mistake worth stopping the build for.
 */
export function normalizeEndpoint(variable: string, raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  checkSafeValue(variable, raw);
  if (raw.startsWith('/') && !raw.startsWith('//')) return raw;
  if (!/^https?:\/\//i.test(raw)) {
    throw invalid(variable, raw, 'must be an http(s) URL or a path starting with "/"');
  }
  return checkedUrl(variable, raw).href;
}
