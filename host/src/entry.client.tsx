/**
 * Browser entry. The asynchronous boundary lets Module Federation set up the shared scope
 * before React and the other singletons are first used (no `eager` sharing).
 *
 * Start-up runs in steps with a task boundary between them, so that no step holds the main thread
 * long enough to block input on a slow phone (issue 10): React DOM's own start is the largest,
 * the shell's modules come next, and hydration itself is time-sliced (bootstrap.client.tsx). The
 * scripts of every step are in the page already (`<script defer>` before this one), so the steps
 * wait for no download.
 */
import './styles/host.css';

/** Resolves in a new task, letting the browser paint and handle input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void nextTask()
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => Promise.all([import('react-router'), import('i18next')]))
  .then(nextTask)
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap.client.tsx'));
