import {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';

import styles from './styles.module.css';

type Props = ComponentProps<'table'> & {
  /** Set by src/rehype/stacked-tables on the reference tables drawn as blocks on a phone. */
  readonly 'data-stacked'?: boolean;
};

/** Whether the element is wider inside than its box; measured again on every resize. */
function useOverflows<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) {
      return undefined;
    }
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return {ref, overflows};
}

/**
 * A Markdown table. Infima lets wide tables scroll sideways; when this one
 * overflows, it joins the tab order so keyboard users can scroll it too.
 *
 * A stacked table (its rows and cells carry ARIA roles, and the table itself
 * `role="none"`, see src/rehype/stacked-tables) is wrapped in the element
 * that has the table role. The wrapper scrolls and takes the focus instead
 * of the table, which could not stay `none` once focusable.
 */
export default function ScrollableTable(props: Props): ReactNode {
  const {ref, overflows} = useOverflows<HTMLTableElement>();
  const stacked = useOverflows<HTMLDivElement>();
  if (props['data-stacked']) {
    return (
      <div
        ref={stacked.ref}
        role="table"
        className={styles.stacked}
        tabIndex={stacked.overflows ? 0 : undefined}
      >
        <table {...props} />
      </div>
    );
  }
  return <table {...props} ref={ref} tabIndex={overflows ? 0 : undefined} />;
}
