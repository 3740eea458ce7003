// The secrets an endpoint URL carries, so that no report or log line holds them whatever way the key was given. The
// docs' own example puts the key in the path (`/v3/<key>`, as our gateway, Infura and Alchemy read it); others take
// it in the query string (`?apikey=…`) or as userinfo (`https://user:secret@host/`). Each is masked as
// `$RPCFORGE_TEST_KEY`, as `--key` is. What counts as a key in the path: the segment after a version segment (`v3`),
// or any segment of 16 characters or more mixing letters and digits (a route is words; a key is not). In the query:
// every value of a parameter named like a credential (key, token, secret, auth, password, signature), and any value
// that looks like a key by the same rule. Userinfo is taken out of the URL (fetch refuses a URL holding it) and sent
// as HTTP Basic credentials, as a browser or curl does.

export interface UrlSecrets {
  /** The URL to call (userinfo removed). */
  url: string;
  /** The URL as reports show it: each secret as `$RPCFORGE_TEST_KEY`. */
  shown: string;
  /** The secrets found, decoded (and as written, where that differs). */
  secrets: string[];
  /** `Basic …` from the userinfo, when the URL had one. */
  authorization?: string;
}

const shownKey = '$RPCFORGE_TEST_KEY';
const credentialName = /key|token|secret|auth|pass(word)?|sig(nature)?|credential/i;
/** Shorter secrets are not masked: replacing "abc" everywhere in a report would garble it, not protect anything. */
const minSecret = 6;

const looksLikeKey = (segment: string): boolean => segment.length >= 16 && /[a-z]/i.test(segment) && /\d/.test(segment) && !segment.includes('.');

const decoded = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

export function urlSecrets(url: string): UrlSecrets {
  const match = /^([a-z][a-z0-9+.-]*:\/\/)([^/?#]*)([^?#]*)(\?[^#]*)?(#.*)?$/i.exec(url);
  if (!match) return { url, shown: url, secrets: [] };
  const [, scheme, authority, path, query = '', fragment = ''] = match as unknown as [string, string, string, string, string | undefined, string | undefined];
  const secrets: string[] = [];
  const keep = (raw: string) => {
    for (const s of new Set([raw, decoded(raw)])) if (s.length >= minSecret) secrets.push(s);
  };
  // Userinfo: `user:password@host` (the @ is the last one before the path).
  const at = authority.lastIndexOf('@');
  let host = authority;
  let shownHost = authority;
  let authorization: string | undefined;
  if (at >= 0) {
    const userinfo = authority.slice(0, at);
    host = authority.slice(at + 1);
    const colon = userinfo.indexOf(':');
    const [user, password] = colon < 0 ? [userinfo, ''] : [userinfo.slice(0, colon), userinfo.slice(colon + 1)];
    keep(user);
    keep(password);
    authorization = `Basic ${Buffer.from(`${decoded(user)}:${decoded(password)}`).toString('base64')}`;
    shownHost = `${shownKey}@${host}`;
  }
  const segments = path.split('/');
  const shownPath = segments
    .map((segment, i) => {
      const afterVersion = i > 0 && /^v\d+$/i.test(segments[i - 1]!) && segment.length >= minSecret && segment !== '{key}';
      if (!afterVersion && !looksLikeKey(segment)) return segment;
      keep(segment);
      return shownKey;
    })
    .join('/');
  const shownQuery = query.replace(/([?&])([^=&]*)=([^&]*)/g, (all, sep: string, name: string, value: string) => {
    if (value.length < minSecret || !(credentialName.test(decoded(name)) || looksLikeKey(decoded(value)))) return all;
    keep(value);
    return `${sep}${name}=${shownKey}`;
  });
  // Longest first: a secret holding another is masked whole.
  secrets.sort((a, b) => b.length - a.length);
  return { url: `${scheme}${host}${path}${query}${fragment}`, shown: `${scheme}${shownHost}${shownPath}${shownQuery}${fragment}`, secrets, ...(authorization === undefined ? {} : { authorization }) };
}
