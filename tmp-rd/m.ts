import {visit} from 'unist-util-visit';
import {docsTrees, listFiles, readMarkdown} from '../tests/support/content';
const files = [...docsTrees.flatMap(({dir}) => listFiles(dir, ['.md', '.mdx'])), ...listFiles('blog', ['.md', '.mdx']), ...listFiles('src/pages', ['.md', '.mdx'])];
let n = 0;
for (const f of files) {
  visit(readMarkdown(f).tree, (node) => {
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      visit(node, 'code', (c) => { if (c.lang === 'mermaid') console.log('mermaid in JSX', f, c.position?.start.line); });
    }
    if (node.type === 'code' && node.lang === 'mermaid') n++;
  });
}
console.log('mermaid fences', n);
