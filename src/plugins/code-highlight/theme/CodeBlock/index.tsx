/**
 * Replaces the stock CodeBlock (ejected, marked safe): a block whose build-time highlighted lines arrive in the `data-highlighted` prop (src/plugins/code-highlight) is shown from that HTML, so the browser ships and runs no Prism; its colours come from CSS for both colour modes, so the stock remount after hydration (which re-rendered every block to switch inline colours) is gone.
 * Keeps the stock markup and classes, with each line a <span> where the stock one is a <div> (container, title, copy and word-wrap buttons, highlighted lines, line numbers); a block without highlighted lines shows its text plainly, and a block with element children goes to the stock Element content.
 */
import {isValidElement, Children, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames, useThemeConfig} from '@docusaurus/theme-common';
import {
  CodeBlockContextProvider,
  createCodeBlockMetadata,
  useCodeWordWrap,
  type CodeBlockMetadata,
} from '@docusaurus/theme-common/internal';
import ElementContent from '@theme/CodeBlock/Content/Element';
import Buttons from '@theme/CodeBlock/Buttons';
import Title from '@theme/CodeBlock/Title';
import type {Props as StockProps} from '@theme/CodeBlock';
// The stock components' own styles, so the blocks look exactly as before.
import containerStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';
import contentStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import layoutStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Layout/styles.module.css';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import {itemAt} from '@site/src/utils/itemAt';

import {escapeHtml} from '../../escape';
import styles from './styles.module.css';
import {matchLines} from '../../lines';

type Props = StockProps & {
  /** The written lines as HTML, joined by newlines (rehype.ts). */
  readonly 'data-highlighted'?: string;
};

/** Each displayed line as HTML: its highlighted form, else its text. */
function lineHtml(metadata: CodeBlockMetadata, highlighted: string | undefined): string[] {
  const shown = metadata.code.split('\n');
  if (highlighted === undefined) {
    return shown.map(escapeHtml);
  }
  const htmlLines = highlighted.split('\n');
  const written = metadata.codeInput.replace(/\r?\n$/, '').split(/\r?\n/);
  return matchLines(written, shown).map((index, position) =>
    index === undefined ? escapeHtml(itemAt(shown, position)) : itemAt(htmlLines, index),
  );
}

function Lines({metadata, highlighted}: {metadata: CodeBlockMetadata; highlighted?: string}) {
  const numbered = metadata.lineNumbersStart !== undefined;
  return lineHtml(metadata, highlighted).map((html, index) => {
    const className = clsx(
      'token-line',
      metadata.lineClassNames[index],
      numbered ? lineStyles.codeLine : styles.line,
    );
    // Each line is a <span>, where the stock component writes a <div>: a
    // <code> holds phrasing content only (the HTML checker rejects a <div> in
    // it), and the classes give the span the div's block (or table-row) box.
    // An empty line keeps its height through the trailing <br>.
    return numbered ? (
      <span key={index} className={className}>
        <span className={lineStyles.codeLineNumber} />
        <span className={lineStyles.codeLineContent} dangerouslySetInnerHTML={{__html: html}} />
        <br />
      </span>
    ) : (
      <span key={index} className={className} dangerouslySetInnerHTML={{__html: `${html}<br>`}} />
    );
  });
}

function StringBlock({
  children,
  highlighted,
  ...props
}: Omit<Props, 'children'> & {children: string; highlighted?: string}) {
  const {prism} = useThemeConfig();
  const metadata = createCodeBlockMetadata({
    code: children,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
  const wordWrap = useCodeWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <div
        className={clsx(
          metadata.className,
          containerStyles.codeBlockContainer,
          ThemeClassNames.common.codeBlock,
        )}
      >
        {metadata.title && (
          <div className={layoutStyles.codeBlockTitle}>
            <Title>{metadata.title}</Title>
          </div>
        )}
        <div className={layoutStyles.codeBlockContent}>
          <pre
            ref={wordWrap.codeBlockRef}
            // Focusable so keyboard users can scroll a wide block.
            tabIndex={0}
            className={clsx(
              'prism-code',
              `language-${metadata.language}`,
              contentStyles.codeBlock,
              'thin-scrollbar',
            )}
          >
            <code
              className={clsx(
                contentStyles.codeBlockLines,
                metadata.lineNumbersStart !== undefined &&
                  contentStyles.codeBlockLinesWithNumbering,
              )}
              style={
                metadata.lineNumbersStart === undefined
                  ? undefined
                  : {counterReset: `line-count ${metadata.lineNumbersStart - 1}`}
              }
            >
              <Lines metadata={metadata} highlighted={highlighted} />
            </code>
          </pre>
          <Buttons />
        </div>
      </div>
    </CodeBlockContextProvider>
  );
}

export default function CodeBlock({
  children,
  'data-highlighted': highlighted,
  ...props
}: Props): ReactNode {
  const parts = Children.toArray(children);
  if (parts.some((part) => isValidElement(part))) {
    return <ElementContent {...props}>{children}</ElementContent>;
  }
  return (
    <StringBlock {...props} highlighted={highlighted}>
      {parts.join('')}
    </StringBlock>
  );
}
