// The worker an import reads its file in: the JSON or CSV parsed and every solve checked
// field by field (solves.js) away from the page, which answers meanwhile. It takes the
// file's text and answers with the solves or the error, once.
import { parseExport } from './solves.js';

addEventListener('message', async (/** @type {MessageEvent<string>} */ { data }) => {
  postMessage(await parseExport(data));
});
