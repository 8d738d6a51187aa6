import { PAGE_SIZE, paginate, pagePath, parsePage } from './paging.ts';

const posts = (count: number) => Array.from({ length: count }, (_, index) => `post-${index + 1}`);

test('page 2 exists only when there are more than ten posts', () => {
  expect(PAGE_SIZE).toBe(10);
  expect(paginate(posts(10), '2')).toBeNull();
  expect(paginate(posts(11), '2')).toEqual({ items: ['post-11'], page: 2, pageCount: 2 });
});

test('the first page holds the first ten posts, newest first as given', () => {
  const first = paginate(posts(24), undefined);
  expect(first?.items).toEqual(posts(10));
  expect(first?.pageCount).toBe(3);
});

test('a page past the end is a 404', () => {
  expect(paginate(posts(24), '3')?.items).toEqual(posts(24).slice(20));
  expect(paginate(posts(24), '4')).toBeNull();
  expect(paginate(posts(24), '999999')).toBeNull();
});

test('a page segment that is not a page number is a 404', () => {
  for (const raw of ['0', '01', '-1', '1.5', 'abc', '', '1e3', '1234567']) {
    expect({ raw, page: paginate(posts(24), raw) }).toEqual({ raw, page: null });
  }
});

test('the unpaged list exists even when empty, its explicit page 1 does not', () => {
  expect(paginate([], undefined)).toEqual({ items: [], page: 1, pageCount: 1 });
  expect(paginate([], '1')).toBeNull();
  expect(paginate(posts(3), '1')?.items).toEqual(posts(3));
});

test('parses page segments strictly', () => {
  expect(parsePage(undefined)).toBe(1);
  expect(parsePage('7')).toBe(7);
  expect(parsePage('007')).toBeNaN();
});

test('links page 1 to the unpaged URL', () => {
  expect(pagePath('/blog/more', 1)).toBe('/blog/more');
  expect(pagePath('/blog/tag/wifi', 3)).toBe('/blog/tag/wifi/page/3');
});
