import {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';

import styles from './styles.module.css';

export type TerminalStep = {
  /** What the command does, shown as a shell comment above it. */
  comment: string;
  /** The command, without a prompt. */
  command: string;
};

type Props = {
  steps: TerminalStep[];
  /** Accessible name of the panel, such as "Quick start commands". */
  label: string;
  className?: string;
};

/**
 * A terminal-style panel of shell commands with a copy button. The button
 * copies the commands alone, one per line, without comments or prompts, so
 * they can be pasted into a shell as they are.
 */
export default function Terminal({steps, label, className}: Props): ReactNode {
  const panel = useRef<HTMLPreElement>(null);
  const [copied, setCopied] = useState(false);
  const commands = steps.map(({command}) => command).join('\n');

  useEffect(() => {
    if (!copied) {
      return undefined;
    }
    const timeout = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timeout);
  }, [copied]);

  const copy = useCallback(() => {
    // The clipboard API exists only in secure contexts; elsewhere, select
    // the panel's text so the reader can copy it with the keyboard.
    if (!navigator.clipboard) {
      const selection = window.getSelection();
      if (panel.current && selection) {
        selection.selectAllChildren(panel.current);
      }
      return;
    }
    void navigator.clipboard.writeText(commands).then(() => setCopied(true));
  }, [commands]);

  const buttonLabel = copied
    ? translate({id: 'home.terminal.copied', message: 'Commands copied'})
    : translate({id: 'home.terminal.copy', message: 'Copy the commands'});

  return (
    <div className={clsx(styles.terminal, className)}>
      <div className={styles.bar}>
        <span className={styles.dots} aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
        <button
          type="button"
          className={styles.copy}
          onClick={copy}
          aria-label={buttonLabel}
          title={buttonLabel}
        >
          {copied ? <IconSuccess className={styles.icon} /> : <IconCopy className={styles.icon} />}
          <span aria-hidden="true">
            {copied
              ? translate({id: 'home.terminal.copiedShort', message: 'Copied'})
              : translate({id: 'home.terminal.copyShort', message: 'Copy'})}
          </span>
        </button>
      </div>
      {/* A named region that keyboard users can focus to scroll long commands on narrow screens (a <pre> may be named only with a role). */}
      <pre ref={panel} role="region" className={styles.body} aria-label={label} tabIndex={0}>
        {steps.map(({command, comment}) => (
          <code key={command} className={styles.line}>
            <span className={styles.comment}># {comment}</span>
            {'\n'}
            <span className={styles.prompt} aria-hidden="true">
              ${' '}
            </span>
            {command}
            {'\n'}
          </code>
        ))}
      </pre>
      <span className={styles.status} role="status">
        {copied ? translate({id: 'home.terminal.copied', message: 'Commands copied'}) : ''}
      </span>
    </div>
  );
}
