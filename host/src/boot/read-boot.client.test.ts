import { readBootData } from './read-boot.client.ts';

test('reads the boot and hydration data the server wrote into the page', () => {
  document.body.innerHTML =
    '<script type="application/json" id="__meridian">{"locale":"de","basename":"/de"}</script><script type="application/json" id="__router">{"loaderData":{}}</script>';
  expect(readBootData(document)).toEqual({ boot: { locale: 'de', basename: '/de' }, hydrationData: { loaderData: {} } });
});

test('a page without boot data (not rendered by the host) fails with the element it misses', () => {
  document.body.innerHTML = '<script type="application/json" id="__router">{}</script>';
  expect(() => readBootData(document)).toThrow('starting the shell: #__meridian is missing');
});
