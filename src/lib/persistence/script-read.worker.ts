// Parses a large script off the main thread (see readScriptText in ./scripts.ts): the same
// parser as inline, so a file reads the same whatever its size.
import { readScriptValue } from './script-read';

self.addEventListener('message', async (event: MessageEvent<string>) => {
	self.postMessage(await readScriptValue(event.data));
});
