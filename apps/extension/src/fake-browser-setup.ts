import { fakeBrowser } from 'wxt/testing/fake-browser';

// The extension's storage in unit tests: WXT's in-memory fake browser, installed before any module
// reads `browser` (import this first in a test file, alone, and reset `fakeBrowser` before each test).
Object.assign(globalThis, { chrome: fakeBrowser });
