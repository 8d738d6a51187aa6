// npm run dev only (decision 036): a remote's watch build takes React Refresh's runtime from the
// host's page (refresh-host.client.ts), so one runtime sees every React root and the one renderer.
module.exports = globalThis.__meridianRefreshRuntime;
