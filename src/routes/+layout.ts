// A single-page app: everything renders in the browser, from the IndexedDB on this device.
export const ssr = false;
export const prerender = false;
export const trailingSlash = 'never';
