// Replaces @theme/EditThisPage (a ten-line component, safe to eject) to add
// the external-link icon and its "(opens in new tab)" label, like other links off the site.
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/EditThisPage';
import IconEdit from '@theme/Icon/Edit';
import IconExternalLink from '@theme/Icon/ExternalLink';

export default function EditThisPage({editUrl}: Props): ReactNode {
  return (
    <Link to={editUrl} className={ThemeClassNames.common.editThisPage}>
      <IconEdit />
      <Translate
        id="theme.common.editThisPage"
        description="The link label to edit the current page"
      >
        Edit this page
      </Translate>
      <IconExternalLink />
    </Link>
  );
}
