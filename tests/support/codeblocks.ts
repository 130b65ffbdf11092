import {itemAt} from '../../src/utils/itemAt';
import {readContent, type ContentFile} from './content';

/** A fenced code block of a Markdown page. */
export type CodeBlock = {
  file: string;
  /** 1-based line of the opening fence, counted from the start of the body. */
  line: number;
  language: string;
  meta: string;
  code: string;
};

/** Every fenced code block of a page, including blocks indented in lists and tabs. */
export function codeBlocksOf(content: ContentFile): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = content.body.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/.exec(itemAt(lines, index));
    if (!open) {
      continue;
    }
    // Every group of the pattern takes part in a match, if only as ''.
    const indent = itemAt(open, 1);
    const fence = itemAt(open, 2);
    const language = itemAt(open, 3);
    const meta = itemAt(open, 4);
    const code: string[] = [];
    let end = index + 1;
    for (; end < lines.length; end++) {
      const text = itemAt(lines, end);
      if (new RegExp(`^\\s*${fence}\\s*$`).test(text)) {
        break;
      }
      code.push(text.startsWith(indent) ? text.slice(indent.length) : text);
    }
    blocks.push({file: content.file, line: index + 1, language, meta, code: code.join('\n')});
    index = end;
  }
  return blocks;
}

export function codeBlocksIn(files: string[]): CodeBlock[] {
  return files.flatMap((file) => codeBlocksOf(readContent(file)));
}
