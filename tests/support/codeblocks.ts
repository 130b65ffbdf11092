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
    const open = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/.exec(lines[index]);
    if (!open) {
      continue;
    }
    const [, indent, fence, language, meta] = open;
    const code: string[] = [];
    let end = index + 1;
    while (end < lines.length && !new RegExp(`^\\s*${fence}\\s*$`).test(lines[end])) {
      code.push(lines[end].startsWith(indent) ? lines[end].slice(indent.length) : lines[end]);
      end++;
    }
    blocks.push({file: content.file, line: index + 1, language, meta, code: code.join('\n')});
    index = end;
  }
  return blocks;
}

export function codeBlocksIn(files: string[]): CodeBlock[] {
  return files.flatMap((file) => codeBlocksOf(readContent(file)));
}
