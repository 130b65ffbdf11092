import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import isInternalUrl from '@docusaurus/isInternalUrl';
import IconExternalLink from '@theme/Icon/ExternalLink';

import styles from './styles.module.css';

/** Icons drawn for this site, on a 24×24 grid, stroked with the text colour. */
const icons = {
  /** A branching line between three commits: the source repository. */
  repository: (
    <>
      <circle cx="6" cy="5" r="2.25" />
      <circle cx="6" cy="19" r="2.25" />
      <circle cx="18" cy="7" r="2.25" />
      <path d="M6 7.25v9.5M18 9.25c0 5-6 4-11 8" />
    </>
  ),
} as const;

export type IconName = keyof typeof icons;

export type Props = {
  /** Where the link goes; links to other sites open in a new tab. */
  readonly href: string;
  /** The link's name: shown next to the icon in the mobile menu, read out on desktop. */
  readonly label: string;
  readonly icon: IconName;
  /** Set by the navbar when the item is rendered in the mobile sidebar. */
  readonly mobile?: boolean;
  readonly position?: 'left' | 'right';
  readonly className?: string;
};

function Icon({name}: {name: IconName}): ReactNode {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      {icons[name]}
    </svg>
  );
}

/**
 * A navbar link drawn as an icon (navbar type `custom-iconLink`). On desktop
 * the label is hidden text read out by screen readers; in the mobile sidebar
 * it is shown beside the icon. Links to other sites also get the theme's
 * external-link icon, whose "(opens in new tab)" label completes the name.
 */
export default function NavbarIconLink({href, label, icon, mobile, className}: Props): ReactNode {
  const external = !isInternalUrl(href);
  if (mobile) {
    return (
      <li className="menu__list-item">
        <Link className={clsx('menu__link', styles.mobileLink, className)} href={href}>
          <Icon name={icon} />
          {label}
          {external && <IconExternalLink />}
        </Link>
      </li>
    );
  }
  return (
    <Link
      className={clsx('navbar__item', 'navbar__link', styles.desktopLink, className)}
      href={href}
      title={label}
    >
      <Icon name={icon} />
      <span className={styles.visuallyHidden}>{label}</span>
      {external && <IconExternalLink width={10} height={10} />}
    </Link>
  );
}
