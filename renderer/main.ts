import { mount } from 'svelte';
import './app.css';
import App from './App.svelte';
import { connectToMain } from './lib/ipc/connect';
import { parseRoute } from './lib/route';

const route = parseRoute(window.location.hash);
const target = document.getElementById('app');
if (!target) throw new Error('index.html lacks the #app element');
// In the browser build the player page lives at a sibling URL; Electron has a window for it.
const playerUrl = window.api ? undefined : new URL('#/player', window.location.href).toString();

mount(App, {
  target,
  props: { route, transport: connectToMain(route.page, route.dmToken), playerUrl },
});
// The role of a connection is fixed when it opens, so a different page needs a fresh start.
window.addEventListener('hashchange', () => {
  if (parseRoute(window.location.hash).page !== route.page) window.location.reload();
});
