/** One page that gets its own social card. */
export type CardPage = {
  /** The page's permalink, with the base URL. */
  permalink: string;
  title: string;
  /** The line above the title: the part of the site and, for old docs, the version. */
  section: string;
};
