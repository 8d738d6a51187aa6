import { renderToString } from 'react-dom/server';
import { isStaticPage, staticPage } from './static-content.tsx';

describe('staticPage (decision 062) and isStaticPage (decision 074)', () => {
  test('the server renders the page inside a box-less static element', () => {
    const Page = staticPage(() => <p>kept</p>);
    expect(renderToString(<Page />)).toBe('<div class="static-content" data-static=""><p>kept</p></div>');
  });

  test('a page made by staticPage is told apart from any other component or value', () => {
    const Plain = () => null;
    expect(isStaticPage(staticPage(Plain))).toBe(true);
    expect(isStaticPage(Plain)).toBe(false);
    expect(isStaticPage(undefined)).toBe(false);
    expect(isStaticPage({ keepsServerHtml: true })).toBe(false);
  });
});
