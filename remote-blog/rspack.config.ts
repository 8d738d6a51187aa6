import { createRemoteConfig } from '../tooling/remote-config.ts';

export default createRemoteConfig('blog', import.meta.dirname);
