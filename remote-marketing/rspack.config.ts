import { createRemoteConfig } from '../tooling/remote-config.ts';

export default createRemoteConfig('marketing', import.meta.dirname);
