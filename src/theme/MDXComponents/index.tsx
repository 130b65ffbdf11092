// Extends @theme-original/MDXComponents (spread, plus one key): Markdown
// tables become focusable when they overflow, so they scroll by keyboard too.
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  table: ScrollableTable,
};
