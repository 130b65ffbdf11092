// Checks and draws Mermaid diagrams for the mermaid-svg plugin, in a worker
// thread of its own, run by Node directly: Mermaid and beautiful-mermaid are
// ES modules only, which the build's TypeScript loader cannot import.
// Mermaid sanitises labels with DOMPurify, which needs a `window`; linkedom's
// small DOM stands in for it here, so the build's own globals (which React
// and Docusaurus read to tell the server from the browser) stay untouched.
// Messages: {id, source, diagram, options} in; {id, svg} or {id, syntaxError}
// or {id, drawError} out.
import {parentPort} from 'node:worker_threads';
import {parseHTML} from 'linkedom';
import {renderMermaidSVG} from 'beautiful-mermaid';

const {window} = parseHTML('<!doctype html><html><head></head><body></body></html>');
globalThis.window = window;
globalThis.document = window.document;
const {default: mermaid} = await import('mermaid');

const messageOf = (error) => (error instanceof Error ? error.message : String(error));

parentPort.on('message', async ({id, source, diagram, options}) => {
  try {
    await mermaid.parse(source);
  } catch (error) {
    parentPort.postMessage({id, syntaxError: messageOf(error)});
    return;
  }
  try {
    parentPort.postMessage({id, svg: renderMermaidSVG(diagram, options)});
  } catch (error) {
    parentPort.postMessage({id, drawError: messageOf(error)});
  }
});
