import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import isInternalUrl from '@docusaurus/isInternalUrl';
import IconExternalLink from '@theme/Icon/ExternalLink';
import IconGitHub from '@theme/Icon/Socials/GitHub';

import styles from './styles.module.css';

/**
 * The icons a navbar link can show: the theme's own marks (Docusaurus draws
 * them for blog authors' social links), painted in the link's text colour.
 */
const icons = {
  /** The GitHub mark, for links to the source repository. */
  github: IconGitHub,
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
  const Svg = icons[name];
  return (
    <Svg
      className={styles.icon}
      width={22}
      height={22}
      // The theme paints the mark black or white by colour mode; the link's colour matches its neighbours.
      style={{fill: 'currentColor'}}
      aria-hidden="true"
      focusable="false"
    />
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
