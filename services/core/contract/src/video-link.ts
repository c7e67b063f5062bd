/** The sites whose links are video links (document 001 §9): YouTube under its several addresses. */
const VIDEO_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
  'youtu.be',
]);
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

function parsed(address: string): URL | null {
  try {
    return new URL(address);
  } catch {
    return null;
  }
}

/** Whether the address points at a video site, so the video rule applies to it. */
export function isVideoLink(address: string): boolean {
  const url = parsed(address.trim());
  return url !== null && VIDEO_HOSTS.has(url.hostname.toLowerCase());
}

/**
 * The 11-character video id of a video link (watch?v=, youtu.be/, /embed/, /shorts/, /live/, /v/), or null when
 * none can be extracted: document 001 §9 accepts a video link only then.
 */
export function videoIdOf(address: string): string | null {
  const url = parsed(address.trim());
  if (!url || !VIDEO_HOSTS.has(url.hostname.toLowerCase())) return null;
  const candidate =
    url.hostname.toLowerCase() === 'youtu.be'
      ? url.pathname.split('/')[1]
      : (url.searchParams.get('v') ?? /^\/(?:embed|shorts|live|v)\/([^/]+)/.exec(url.pathname)?.[1]);
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}

/**
 * What the link tool inserts for an address: a video link as the video's plain watch address (its id checked,
 * its tracking parameters dropped), any other address as it is; null refuses a video link without a video id.
 */
export function linkTarget(address: string): string | null {
  if (!isVideoLink(address)) return address.trim();
  const id = videoIdOf(address);
  return id ? `https://www.youtube.com/watch?v=${id}` : null;
}

/** The link addresses (`href`) of rich-text HTML, their `&amp;` undone. */
function linkAddressesOf(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)].map((match) =>
    (match[1] ?? match[2] ?? match[3] ?? '').replace(/&amp;/gi, '&'),
  );
}

/** Whether rich-text HTML has no video link without a video id: the server's side of document 001 §9's rule. */
export function videoLinksHaveIds(html: string): boolean {
  return linkAddressesOf(html).every((address) => !isVideoLink(address) || videoIdOf(address) !== null);
}

/** The message key a rich-text field is refused with when a video link has no video id. */
export const VIDEO_LINK_WITHOUT_ID = 'richtext.video.noId';
