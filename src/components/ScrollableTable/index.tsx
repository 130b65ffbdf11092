import {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';

type Props = ComponentProps<'table'>;

/**
 * A Markdown table. Infima lets wide tables scroll sideways; when this one
 * overflows, it joins the tab order so keyboard users can scroll it too.
 */
export default function ScrollableTable(props: Props): ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  const [overflows, setOverflows] = useState(false);

  useEffect(() => {
    const table = ref.current;
    if (!table) {
      return undefined;
    }
    const measure = () => setOverflows(table.scrollWidth > table.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(table);
    return () => observer.disconnect();
  }, []);

  return <table {...props} ref={ref} tabIndex={overflows ? 0 : undefined} />;
}
