import { describe, expect, it } from 'vitest';
import { APP_URL_PLACEHOLDER, fillPrerenderedPage } from './fill-prerendered-page';

describe('fillPrerenderedPage', () => {
  it('puts APP_URL wherever the build left the placeholder', () => {
    const html = `<link rel="canonical" href="${APP_URL_PLACEHOLDER}/blog/x"><meta property="og:url" content="${APP_URL_PLACEHOLDER}/">`;
    expect(fillPrerenderedPage(html, 'https://cv.example.org')).toBe(
      '<link rel="canonical" href="https://cv.example.org/blog/x"><meta property="og:url" content="https://cv.example.org/">',
    );
  });
});
