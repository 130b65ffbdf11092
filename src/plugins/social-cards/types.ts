/** One page that gets its own social card. */
export type CardPage = {
  /** The page's permalink, with the base URL. */
  permalink: string;
  title: string;
  /** The line above the title: the part of the site and, for old docs, the version. */
  section: string;
};

/**
 * The site's default card (`themeConfig.image`), for the pages without a card
 * of their own: the logo and the site's title large, its tagline below.
 */
export type SiteCard = {tagline: string};

/** What a card shows, besides what every card has (the logo, the site's title, its host). */
export type CardContent = CardPage | SiteCard;
