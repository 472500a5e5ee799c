import 'wxt/browser';

// The extension's own pages its code addresses (WXT generates the full list in .wxt/, which the
// typecheck does not read).
declare module 'wxt/browser' {
  interface WxtRuntime {
    getURL(path: '/preview.html'): string;
  }
}
