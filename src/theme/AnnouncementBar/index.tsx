/**
 * Wraps the stock AnnouncementBar to make a new announcement show on the very
 * first page load after it changes. The theme's inline script hides the bar
 * before hydration whenever the previous announcement was dismissed (it does
 * not compare ids), and nothing clears that flag once React finds the id is
 * new, so without this wrapper the new bar stays hidden until the next reload.
 */
import {useEffect, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

/** Set on <html> by theme-classic's inline script; its CSS hides the bar while it is "true". */
const initiallyDismissedAttribute = 'data-announcement-bar-initially-dismissed';

export default function AnnouncementBarWrapper(): ReactNode {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) {
      document.documentElement.setAttribute(initiallyDismissedAttribute, 'false');
    }
  }, [isActive]);
  return <AnnouncementBar />;
}
