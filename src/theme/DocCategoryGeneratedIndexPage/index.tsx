// Wraps @theme-original/DocCategoryGeneratedIndexPage to show a category's title before its
// version notes, as on doc pages (see DocItem/Content), and to announce the page's Markdown twin.
import type {ReactNode} from 'react';
import type {WrapperProps} from '@docusaurus/types';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type DocCategoryGeneratedIndexPageType from '@theme/DocCategoryGeneratedIndexPage';
import MarkdownAlternate from '@site/src/components/MarkdownAlternate';

import styles from './styles.module.css';

type Props = WrapperProps<typeof DocCategoryGeneratedIndexPageType>;

export default function DocCategoryGeneratedIndexPageWrapper(props: Props): ReactNode {
  return (
    <div className={styles.titleFirst}>
      <MarkdownAlternate permalink={props.categoryGeneratedIndex.permalink} />
      <DocCategoryGeneratedIndexPage {...props} />
    </div>
  );
}
