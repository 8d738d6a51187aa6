import { join } from 'node:path';
import type { Configuration } from '@rspack/core';
import { createRemoteConfig } from '../tooling/remote-config.ts';
import { BlogContentPlugin } from './src/build/content-plugin.ts';

const dir = import.meta.dirname;

const withBlogPlugins = (config: Configuration): Configuration => ({
  ...config,
  plugins: [
    ...(config.plugins ?? []),
    // The content is served from the version folder, so only the browser build emits it.
    ...(config.target === 'web' ? [new BlogContentPlugin(join(dir, 'content'))] : []),
  ],
});

export default createRemoteConfig('blog', dir).map(withBlogPlugins);
