/**
 * The page's script runs in stages with the main thread handed back between them: evaluated at
 * once, React and the app were one long task on a slow phone, and a tap during it waited. The
 * stages' files are preloaded from the page's head, so staging costs no round trips.
 *
 * Not awaited at the top level: later chunks import Vite's preload helper from this one, and would
 * wait for a module that waits for them.
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void (async () => {
  await import('react-dom/client');
  await yieldToBrowser();
  const { start } = await import('./app/start');
  await yieldToBrowser();
  start();
})();
