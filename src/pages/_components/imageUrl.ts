/**
 * Decides whether the display-image page may show the image named in its
 * `image` query parameter. Only images served by this site qualify: a
 * root-relative path ("/img/x.png") or an absolute URL on the page's own
 * origin, ending in an image extension, with no path traversal.
 */

export const allowedImageExtensions = ['png', 'jpg', 'jpeg', 'gif', 'svg', 'webp'] as const;

export type RefusalCode =
  | 'missing'
  | 'malformed'
  | 'scheme'
  | 'protocol-relative'
  | 'other-origin'
  | 'relative'
  | 'traversal'
  | 'extension';

export type ImageCheck = {ok: true; src: string} | {ok: false; code: RefusalCode; reason: string};

export interface ImageCheckContext {
  /** The page's origin, e.g. "https://docs.datahub.com" (window.location.origin). */
  origin: string;
  /** The site's base URL ("/" or "/sub/"); a path outside it is looked up inside it. */
  baseUrl?: string;
}

const refuse = (code: RefusalCode, reason: string): ImageCheck => ({ok: false, code, reason});

/** Decodes %-escapes until nothing changes (catches %252e%252e); null when malformed. */
function fullyDecode(value: string): string | null {
  let current = value;
  for (let round = 0; round < 4; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

export function checkImageUrl(raw: string | null | undefined, {origin, baseUrl = '/'}: ImageCheckContext): ImageCheck {
  const value = (raw ?? '').trim();
  if (!value) {
    return refuse(
      'missing',
      'No image was named. Add ?image= and a path on this site, such as ?image=/img/datahub-social-card.png.',
    );
  }
  // Browsers drop tabs and newlines inside URLs and read "\" as "/", which can
  // turn a harmless-looking value into another scheme or host.
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f\\]/.test(value)) {
    return refuse('malformed', 'The address contains spaces, control characters or backslashes, so it is not shown.');
  }

  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') {
    return refuse(
      'scheme',
      `Addresses starting with "${scheme}:" are never shown. Only images served by this site are displayed.`,
    );
  }
  if (value.startsWith('//')) {
    return refuse(
      'protocol-relative',
      'Addresses starting with "//" point at another site. Give a path on this site, starting with a single "/".',
    );
  }
  if (scheme === undefined && !value.startsWith('/')) {
    return refuse('relative', 'Give a path on this site that starts with "/", such as /img/datahub-social-card.png.');
  }

  // The path as written (before a real "?" or "#", without scheme and host), with escapes undone.
  const writtenPath = fullyDecode(value.split(/[?#]/)[0]!.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, ''));
  if (writtenPath === null) return refuse('malformed', 'The address has a broken %-escape, so it is not shown.');
  if (/(^|[/\\])\.\.?([/\\?#]|$)/.test(writtenPath)) {
    return refuse(
      'traversal',
      'The path contains "." or ".." segments, which could reach files outside the image folders.',
    );
  }

  let url: URL;
  let own: URL;
  try {
    own = new URL(origin);
    url = new URL(value, own);
  } catch {
    return refuse('malformed', 'The address could not be read as a URL.');
  }
  if (url.origin !== own.origin) {
    return refuse('other-origin', `Only images served by this site are shown, and ${url.origin} is a different site.`);
  }

  const isImage = (path: string) => {
    const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
    return extension !== undefined && (allowedImageExtensions as readonly string[]).includes(extension);
  };
  // Both the path as sent and the path as the server reads it must end in an image extension.
  if (!isImage(url.pathname) || !isImage(fullyDecode(url.pathname) ?? '')) {
    return refuse(
      'extension',
      `Only ${allowedImageExtensions.join(', ')} images are shown, and "${url.pathname}" does not end in one of these extensions.`,
    );
  }

  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const path = base !== '/' && !url.pathname.startsWith(base) ? `${base}${url.pathname.slice(1)}` : url.pathname;
  return {ok: true, src: `${path}${url.search}`};
}
