import { SHARE_TARGETS, shareHref } from './share-links.ts';

const url = 'https://www.example.com/de/blog/public-wifi-safety?ref=a&b=c';
const title = 'Wi-Fi & you: "safe"?';

test('every share link carries the page URL encoded as one parameter', () => {
  for (const target of SHARE_TARGETS) {
    const href = shareHref(target, url, title);
    expect(href).toContain(encodeURIComponent(url));
    expect(href).not.toContain(url);
  }
});

test('links to the share form of each network, and e-mail with subject and body', () => {
  expect(shareHref('x', url, title)).toBe(`https://x.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`);
  expect(shareHref('facebook', url, title)).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/);
  expect(shareHref('linkedin', url, title)).toMatch(/^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=/);
  expect(shareHref('email', url, title)).toBe(`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`);
});
