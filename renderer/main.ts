import { mount } from 'svelte';
import './app.css';
import App from './App.svelte';
import { connectToMain } from './lib/ipc/connect';
import { parseRoute, type Route } from './lib/route';
import { lanBase, lanTransport } from './player/lanTransport';

// The read-only network view is always the player page, whatever its hash says.
const lan = window.api ? undefined : lanBase(window.location);
const route: Route = lan
  ? { page: 'player', dmToken: undefined }
  : parseRoute(window.location.hash);
const target = document.getElementById('app');
if (!target) throw new Error('index.html lacks the #app element');
// In the browser build the player page lives at a sibling URL; Electron has a window for it.
const playerUrl = window.api ? undefined : new URL('#/player', window.location.href).toString();

mount(App, {
  target,
  props: {
    route,
    transport: lan ? lanTransport(lan) : connectToMain(route.page, route.dmToken),
    playerUrl,
  },
});
// The role of a connection is fixed when it opens, so a different page needs a fresh start.
window.addEventListener('hashchange', () => {
  if (!lan && parseRoute(window.location.hash).page !== route.page) window.location.reload();
});
