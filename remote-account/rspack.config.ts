import { createRemoteConfig } from '../tooling/remote-config.ts';

export default createRemoteConfig('account', import.meta.dirname);
