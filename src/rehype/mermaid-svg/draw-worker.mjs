// Checks and draws Mermaid diagrams for the mermaid-svg plugin, in a worker
// thread of its own (render.ts runs it with tinypool), run by Node directly:
// Mermaid and beautiful-mermaid are ES modules only, which the build's
// TypeScript loader cannot import.
// Mermaid sanitises labels with DOMPurify, which needs a `window`; linkedom's
// small DOM stands in for it here, so the build's own globals (which React
// and Docusaurus read to tell the server from the browser) stay untouched.
// Task: {source, diagram, options}; answer: {svg}, {syntaxError} or {drawError}.
import {parseHTML} from 'linkedom';
import {renderMermaidSVG} from 'beautiful-mermaid';

const {window} = parseHTML('<!doctype html><html><head></head><body></body></html>');
globalThis.window = window;
globalThis.document = window.document;
const {default: mermaid} = await import('mermaid');

const messageOf = (error) => (error instanceof Error ? error.message : String(error));

export default async function drawDiagram({source, diagram, options}) {
  try {
    await mermaid.parse(source);
  } catch (error) {
    return {syntaxError: messageOf(error)};
  }
  try {
    return {svg: renderMermaidSVG(diagram, options)};
  } catch (error) {
    return {drawError: messageOf(error)};
  }
}
