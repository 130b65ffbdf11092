/**
 * Extends the stock NavbarItem/ComponentTypes map (a spread, not an eject)
 * with the site's own navbar item types, which the config names `custom-*`.
 */
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';
import NavbarIconLink from '@site/src/components/NavbarIconLink';

const SiteComponentTypes: ComponentTypesObject = {
  ...ComponentTypes,
  'custom-iconLink': NavbarIconLink,
};

export default SiteComponentTypes;
