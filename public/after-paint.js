// The app's start on a page the server drew (server/draw.ts): the page is on screen before any code
// runs, so the code is started after its first paint instead of holding that paint back while it is
// evaluated. The server names the app's entry in this file's query; only this site's built assets are
// taken. A plain static host never serves a page that loads this file.
const entry = new URL(import.meta.url).searchParams.get('entry');
if (entry && /^\/assets\/[\w.-]+\.js$/.test(entry)) {
  requestAnimationFrame(() => setTimeout(() => void import(entry)));
}
