import { createRemoteConfig } from '../tooling/remote-config.ts';

export default createRemoteConfig('tools', import.meta.dirname);
