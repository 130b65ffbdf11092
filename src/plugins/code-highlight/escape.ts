const escapes: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;'};

/**
 * Text as HTML text: `&`, `<` and `>` escaped. Shared by the build's
 * highlighter (highlight.ts) and the CodeBlock's plain lines, so both write
 * text the same way; it imports nothing, so the browser bundle stays small.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>]/g, (character) => escapes[character] ?? character);
}
