// Pages render in the browser: they need the session cookie and live data from the same-origin
// API (docs/adr/0015-web-client-rendering.md). The server only sends the shell.
export const ssr = false;
export const prerender = false;
