import {createContext, useContext, type ReactNode} from 'react';

import type {CardDescriptions} from '@site/src/plugins/docs/cards';

/**
 * The descriptions of the docs a generated category index page shows as
 * cards, which `src/plugins/docs` gives that page's route (the version's
 * metadata no longer holds them). `DocCategoryGeneratedIndexPage` provides
 * them, `DocCard` reads them.
 */
const Context = createContext<CardDescriptions>({});

export function CardDescriptionsProvider({
  descriptions,
  children,
}: {
  descriptions: CardDescriptions | undefined;
  children: ReactNode;
}): ReactNode {
  return <Context.Provider value={descriptions ?? {}}>{children}</Context.Provider>;
}

/** The description of doc `docId` on this page's cards, if the page has one. */
export function useCardDescription(docId: string | undefined): string | undefined {
  const descriptions = useContext(Context);
  return docId === undefined ? undefined : descriptions[docId];
}
