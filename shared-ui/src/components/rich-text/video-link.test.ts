import { isVideoLink, linkTarget, videoIdOf } from './video-link';

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
