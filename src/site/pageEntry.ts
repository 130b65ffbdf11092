/** One page a reader can land on, as listed in the page index. */
export type PageEntry = {
  /** The page title, as shown in its tab. */
  title: string;
  /** The page path, including the site's base URL. */
  path: string;
  /** Where the page lives: its section and version ("Concepts · 0.5.x", "CLI reference · 0.4.x"), or "Blog". */
  section: string;
};
