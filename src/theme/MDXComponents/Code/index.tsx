// Wraps @theme-original/MDXComponents/Code: inline code that src/rehype/table-code-breaks gave
// <wbr> break places (data-breaks) stays inline; the stock test reads any element child as a block.
import type {ReactNode} from 'react';
import Code from '@theme-original/MDXComponents/Code';
import CodeInline from '@theme/CodeInline';
import type {Props} from '@theme/MDXComponents/Code';

export default function CodeWrapper(props: Props & {'data-breaks'?: boolean}): ReactNode {
  const {'data-breaks': breaks, ...rest} = props;
  return breaks ? <CodeInline {...rest} /> : <Code {...rest} />;
}
