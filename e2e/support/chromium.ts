// Kept while code written against this path moves to the package; new code imports the package.
export { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@filldeck/test-chromium';
