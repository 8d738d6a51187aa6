/**
 * Fast Refresh for `npm run dev` (decision 036): the development variants of the host's page
 * bundle and of a remote's browser build. Production configs are not touched; these map them.
 *
 * - The host's page bundle is built with React's development build (React Refresh needs it) into
 *   `host/dist/client-dev/`, its first module hooking React Refresh into the page
 *   (dev/refresh-host.client.ts).
 * - A remote's browser build gets Rspack's HMR, `@rspack/plugin-react-refresh` (SWC's refresh
 *   transform and its loader), React Refresh's runtime from the host's page (one runtime for
 *   every remote), and `dev/remote-hot.client.ts` loaded with its `./routes`.
 * React and React DOM stay the host's singletons: remotes keep `import: false`.
 */
import { join } from 'node:path';
import { rspack, type Configuration, type RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { PrecompressPlugin } from './precompress-plugin.ts';

const DEV = join(import.meta.dirname, 'dev');

/** The host's page bundle for `npm run dev`, in `dist/client-dev/` (the host serves it with `CLIENT_DIR`). */
export const HOST_DEV_CLIENT_DIR = join(import.meta.dirname, '..', 'host', 'dist', 'client-dev');

function withoutProductionDefines(config: Configuration): Configuration['plugins'] {
  return (config.plugins ?? []).flatMap((plugin) => {
    if (plugin instanceof PrecompressPlugin) return [];
    if (!(plugin instanceof rspack.DefinePlugin)) return [plugin];
    const [definitions] = (plugin as unknown as { _args: [Record<string, unknown>] })._args;
    if (!('process.env.NODE_ENV' in definitions)) return [plugin];
    return [new rspack.DefinePlugin({ ...definitions, 'process.env.NODE_ENV': JSON.stringify('development') })];
  });
}

/** The host's browser config with React's development build and React Refresh hooked in first, written to {@link HOST_DEV_CLIENT_DIR}. */
export function hostDevClientConfig(browser: Configuration): Configuration {
  const entry = browser.entry as Record<string, string>;
  return {
    ...browser,
    entry: Object.fromEntries(Object.entries(entry).map(([name, path]) => [name, [join(DEV, 'refresh-host.client.ts'), path]])),
    output: { ...browser.output, path: HOST_DEV_CLIENT_DIR },
    optimization: { ...browser.optimization, minimize: false, nodeEnv: 'development' },
    plugins: withoutProductionDefines(browser),
  };
}

function withRefreshTransform(rules: RuleSetRule[]): RuleSetRule[] {
  return rules.map((rule) => {
    if (rule.loader !== 'builtin:swc-loader') return rule;
    const options = rule.options as { jsc: { transform: { react: Record<string, unknown> } } };
    const react = { ...options.jsc.transform.react, refresh: true };
    return { ...rule, options: { ...options, jsc: { ...options.jsc, transform: { ...options.jsc.transform, react } } } };
  });
}

/** A remote's browser config (already in watch form) with HMR and React Refresh; other configs are returned as they are. */
export function remoteRefreshConfig(config: Configuration, area: string): Configuration {
  if (config.target !== 'web') return config;
  // Hot update chunks carry no Subresource Integrity: a watch build runs unchecked, as its entry does (decision 054).
  const plugins = (config.plugins ?? []).flatMap((plugin) => {
    if (plugin instanceof rspack.SubresourceIntegrityPlugin) return [];
    if (!(plugin instanceof ModuleFederationPlugin)) return [plugin];
    const options = (plugin as unknown as { _options: ConstructorParameters<typeof ModuleFederationPlugin>[0] })._options;
    const exposes = Object.fromEntries(
      Object.entries(options.exposes as Record<string, string>).map(([key, path]) => [
        key,
        { import: [join(DEV, 'remote-hot.client.ts'), path] },
      ]),
    );
    return [new ModuleFederationPlugin({ ...options, exposes })];
  });
  return {
    ...config,
    resolve: {
      ...config.resolve,
      alias: { ...(config.resolve?.alias as Record<string, string>), 'react-refresh': join(DEV, 'react-refresh') },
    },
    // Concatenated modules have no `module.hot` of their own: every edit would bubble up and reload.
    optimization: { ...config.optimization, concatenateModules: false, mangleExports: false },
    module: { ...config.module, rules: withRefreshTransform((config.module?.rules ?? []) as RuleSetRule[]) },
    plugins: [
      ...plugins,
      new rspack.HotModuleReplacementPlugin(),
      // The shared runtime and the HMR client are not components.
      new ReactRefreshRspackPlugin({ forceEnable: true, injectEntry: false, exclude: [/[\\/]node_modules[\\/]/, DEV] }),
      new rspack.DefinePlugin({ __MERIDIAN_HOT_AREA__: JSON.stringify(area) }),
    ],
  };
}
