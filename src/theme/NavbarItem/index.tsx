/**
 * Wraps the stock NavbarItem so that an item whose type has no component
 * fails with an error that quotes the item's configuration, not only its type.
 */
import type {ReactNode} from 'react';
import NavbarItem from '@theme-original/NavbarItem';
import ComponentTypes from '@theme/NavbarItem/ComponentTypes';
import type {Props} from '@theme/NavbarItem';

/** The component type the stock NavbarItem picks for these props. */
function componentType(props: Props): string {
  if (!props.type || props.type === 'default') {
    return 'items' in props ? 'dropdown' : 'default';
  }
  return props.type;
}

export default function NavbarItemWrapper(props: Props): ReactNode {
  const type = componentType(props);
  if (!(type in ComponentTypes)) {
    // The item as written in the config: without the `mobile` flag the navbar adds.
    const config = Object.fromEntries(Object.entries(props).filter(([key]) => key !== 'mobile'));
    throw new Error(
      `Navbar item ${JSON.stringify(config)} has type "${type}", which no component renders. ` +
        `Use one of: ${Object.keys(ComponentTypes).join(', ')}, ` +
        'or add the type to src/theme/NavbarItem/ComponentTypes.tsx.',
    );
  }
  return <NavbarItem {...props} />;
}
