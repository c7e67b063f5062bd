import { isVideoLink, linkTarget, videoIdOf, videoLinksHaveIds } from '@atrium/core-contract';

describe('video links (document 001 §9)', () => {
  it('finds the 11-character id in the usual addresses', () => {
    for (const address of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
    ])
      expect(videoIdOf(address)).toBe('dQw4w9WgXcQ');
  });

  it('finds none when the id is missing, too short, too long or has other characters', () => {
    for (const address of [
      'https://www.youtube.com/',
      'https://www.youtube.com/watch?v=dQw4w9WgXc',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQQ',
      'https://youtu.be/dQw4w9Wg%XcQ',
      'https://www.youtube.com/channel/UC38IQsAvIsxxjztdMZQtwHA',
      'not a link',
    ])
      expect(videoIdOf(address)).toBeNull();
  });

  it('accepts a video link only with an id, as the plain watch address; other links pass as they are', () => {
    expect(linkTarget('https://youtu.be/dQw4w9WgXcQ?si=tracking')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(linkTarget('https://www.youtube.com/watch?v=short')).toBeNull();
    expect(linkTarget(' https://example.com/page ')).toBe('https://example.com/page');
    expect(isVideoLink('https://example.com/watch?v=dQw4w9WgXcQ')).toBe(false);
  });
});

describe('video links in saved rich text (document 001 §9, on the server)', () => {
  it('accepts text whose video links all have an id, and any other link', () => {
    expect(videoLinksHaveIds('<p>No links</p>')).toBe(true);
    expect(
      videoLinksHaveIds('<a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ&amp;list=x">v</a> <a href="https://example.com">e</a>'),
    ).toBe(true);
    expect(videoLinksHaveIds("<a href='https://youtu.be/dQw4w9WgXcQ'>v</a>")).toBe(true);
  });

  it('refuses text with a video link without an 11-character id', () => {
    expect(videoLinksHaveIds('<a href="https://www.youtube.com/watch?v=tooshort">v</a>')).toBe(false);
    expect(videoLinksHaveIds('<p><a class="x" href=https://youtube.com/@channel>c</a></p>')).toBe(false);
  });
});
