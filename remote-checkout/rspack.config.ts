import { createRemoteConfig } from '../tooling/remote-config.ts';

export default createRemoteConfig('checkout', import.meta.dirname);
