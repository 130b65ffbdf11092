import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import IconCopy from '@theme/Icon/Copy';
import IconExternalLink from '@theme/Icon/ExternalLink';
import IconSuccess from '@theme/Icon/Success';
import {twinHref} from '@site/src/site/pages';
import {absoluteUrl} from '@site/src/site/urls';

import styles from './styles.module.css';

type Props = {
  /** The page's permalink, with the base URL; its Markdown twin is where `src/site/pages.ts` says. */
  permalink: string;
  /** The edge the menu and the copy confirmation line up with: the control's right (`end`) or left. */
  align?: 'start' | 'end';
  className?: string;
};

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies the text behind `url`, starting the clipboard write within the click (Safari needs that). */
async function copyFrom(url: string): Promise<void> {
  const text = () =>
    fetch(url).then((response) => {
      if (!response.ok) {
        throw new Error(`${url}: HTTP ${response.status}`);
      }
      return response.text();
    });
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    const blob = text().then((markdown) => new Blob([markdown], {type: 'text/plain'}));
    await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
    return;
  }
  await navigator.clipboard.writeText(await text());
}

function IconChevron(): ReactNode {
  return (
    <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" />
    </svg>
  );
}

/**
 * Actions on the page as Markdown, shown beside the breadcrumbs of docs pages
 * and under the title of blog posts: one compact "Copy page" button, and a
 * menu (WAI-ARIA menu button) to view the Markdown or open it in an AI
 * assistant with a prompt that names its URL (written by
 * src/plugins/markdown-twins).
 */
export default function PageActions({permalink, align = 'end', className}: Props): ReactNode {
  const {
    siteConfig: {url, baseUrl},
  } = useDocusaurusContext();
  const markdownPath = twinHref(permalink, baseUrl);
  const prompt = translate(
    {
      id: 'pageActions.prompt',
      message: 'Read {url} so that I can ask questions about it.',
      description: 'The prompt the page actions send to an AI assistant',
    },
    {url: absoluteUrl(url, markdownPath)},
  );
  /** The assistants the page opens in, each with the address its prompt is appended to. */
  const assistants = [
    {
      name: translate({id: 'pageActions.chatgpt', message: 'Open in ChatGPT'}),
      url: 'https://chatgpt.com/?q=',
    },
    {
      name: translate({id: 'pageActions.claude', message: 'Open in Claude'}),
      url: 'https://claude.ai/new?q=',
    },
    {
      name: translate({id: 'pageActions.perplexity', message: 'Open in Perplexity'}),
      url: 'https://www.perplexity.ai/search?q=',
    },
  ];
  const [state, setState] = useState<CopyState>('idle');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  /** Which item takes focus when the menu opens: the first, the last, or none (opened by pointer). */
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  useEffect(() => {
    if (state === 'idle') {
      return undefined;
    }
    const timeout = window.setTimeout(() => setState('idle'), 2500);
    return () => window.clearTimeout(timeout);
  }, [state]);

  const items = (): HTMLElement[] =>
    Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) {
      return undefined;
    }
    const list = items();
    if (focusOnOpen.current) {
      (focusOnOpen.current === 'first' ? list[0] : list.at(-1))?.focus();
    }
    // A press anywhere else closes the menu, as in the navbar's dropdowns.
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    // Escape closes it wherever the focus is: on an item (opened from the
    // keyboard) or still on the button (opened with a click or a tap).
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        setOpen(false);
        toggle.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const copy = useCallback(() => {
    copyFrom(markdownPath).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  }, [markdownPath]);

  const openMenu = (focus: 'first' | 'last' | null) => {
    focusOnOpen.current = focus;
    setOpen(true);
  };

  const close = () => setOpen(false);

  const onToggleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openMenu('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu('last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const moveTo = (next: number) => {
      event.preventDefault();
      list[(next + list.length) % list.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        moveTo(index + 1);
        break;
      case 'ArrowUp':
        moveTo(index - 1);
        break;
      case 'Home':
        moveTo(0);
        break;
      case 'End':
        moveTo(list.length - 1);
        break;
      case 'Tab':
        // Tab leaves the menu and goes on from the button, as from any popup menu.
        close();
        break;
      default:
        break;
    }
  };

  const status = {
    idle: '',
    copied: translate({id: 'pageActions.copied', message: 'Page copied as Markdown'}),
    failed: translate({id: 'pageActions.copyFailed', message: 'Could not copy the page'}),
  }[state];

  return (
    <div
      ref={root}
      className={clsx(styles.actions, align === 'start' && styles.alignStart, className)}
      role="group"
      aria-label={translate({id: 'pageActions.label', message: 'Page actions'})}
    >
      <button type="button" className={clsx(styles.button, styles.copy)} onClick={copy}>
        {state === 'copied' ? (
          <IconSuccess className={styles.icon} aria-hidden="true" />
        ) : (
          <IconCopy className={styles.icon} aria-hidden="true" />
        )}
        {translate({id: 'pageActions.copy', message: 'Copy page'})}
      </button>
      <button
        ref={toggle}
        type="button"
        className={clsx(styles.button, styles.toggle)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={translate({id: 'pageActions.more', message: 'More page actions'})}
        onClick={() => (open ? close() : openMenu(null))}
        onKeyDown={onToggleKeyDown}
      >
        <IconChevron />
      </button>
      {open && (
        <ul
          ref={menu}
          id={menuId}
          className={styles.menu}
          role="menu"
          aria-label={translate({id: 'pageActions.menu', message: 'Page as Markdown'})}
          onKeyDown={onMenuKeyDown}
        >
          <li role="none">
            {/* A plain link: the twin is a file, not a route, and client-side routing would show the 404 page. */}
            {/* eslint-disable-next-line @docusaurus/no-html-links */}
            <a
              className={styles.item}
              role="menuitem"
              tabIndex={-1}
              href={markdownPath}
              type="text/markdown"
              onClick={() => close()}
            >
              {translate({id: 'pageActions.view', message: 'View as Markdown'})}
            </a>
          </li>
          {assistants.map(({name, url: assistantUrl}) => (
            <li key={name} role="none">
              <Link
                className={styles.item}
                role="menuitem"
                tabIndex={-1}
                to={`${assistantUrl}${encodeURIComponent(prompt)}`}
                onClick={() => close()}
              >
                {name}
                <IconExternalLink />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <span className={clsx(styles.status, state === 'failed' && styles.failed)} role="status">
        {status}
      </span>
    </div>
  );
}
