import { join } from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { createRemoteConfig } from '../tooling/remote-config.ts';
import { BlogContentPlugin } from './src/build/content-plugin.ts';

const dir = import.meta.dirname;

// Public origin of the site, for absolute URLs in share links and structured data. Fixed at
// build time (like MERIDIAN_<AREA>_ORIGIN) so server and browser render the same URLs.
const publicOrigin = new URL(process.env.MERIDIAN_PUBLIC_ORIGIN ?? 'http://localhost:3000').origin;

const withBlogPlugins = (config: Configuration): Configuration => ({
  ...config,
  plugins: [
    ...(config.plugins ?? []),
    new rspack.DefinePlugin({ __BLOG_PUBLIC_ORIGIN__: JSON.stringify(publicOrigin) }),
    // The content is served from the version folder, so only the browser build emits it.
    ...(config.target === 'web' ? [new BlogContentPlugin(join(dir, 'content'))] : []),
  ],
});

export default createRemoteConfig('blog', dir).map(withBlogPlugins);
