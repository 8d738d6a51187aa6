import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the encoders that React Router's server runtime reads at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// A `findBy…` waits for what a person would see; on a busy 2-core machine a lazy route module can
// take longer than Testing Library's default second to arrive, which failed tests that were right.
configure({ asyncUtilTimeout: 10_000 });
