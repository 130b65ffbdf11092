// Wraps @theme-original/DocCategoryGeneratedIndexPage to show a category's
// title before its version notes, as on doc pages (see DocItem/Content).
import type {ReactNode} from 'react';
import type {WrapperProps} from '@docusaurus/types';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type DocCategoryGeneratedIndexPageType from '@theme/DocCategoryGeneratedIndexPage';

import styles from './styles.module.css';

type Props = WrapperProps<typeof DocCategoryGeneratedIndexPageType>;

export default function DocCategoryGeneratedIndexPageWrapper(props: Props): ReactNode {
  return (
    <div className={styles.titleFirst}>
      <DocCategoryGeneratedIndexPage {...props} />
    </div>
  );
}
