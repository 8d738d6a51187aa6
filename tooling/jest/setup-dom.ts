import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the encoders that React Router's server runtime reads at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });
