/**
 * The bot Web Worker (a module worker): bots search here, so the screen never freezes. It
 * loads games through the registry and answers each request with a move or an error code.
 */
import { createBotHandler } from './botHandler';
import { loadBotGameFromRegistry } from './botRegistry';

const handle = createBotHandler(loadBotGameFromRegistry, () => performance.now());

self.onmessage = (event: MessageEvent<unknown>) => {
  void handle(event.data).then((answer) => postMessage(answer));
};
