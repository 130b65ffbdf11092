/**
 * What the reader's connection asks of the search: whether to load the text
 * tier of the index behind the head, or only when a query needs it.
 */
import type {SearchServiceConfig} from '../shared/protocol';

/** The Network Information API's hints (Chromium-based browsers only). */
export type ConnectionHints = {saveData?: boolean; effectiveType?: string};

/**
 * Whether the reader's browser asks for less data: Save-Data (a data saver
 * is on) or a connection that Chromium rates 3G or slower. Browsers without
 * the API (Firefox, Safari) give no hint.
 */
export function wantsLessData(connection: ConnectionHints | undefined): boolean {
  return (
    connection?.saveData === true ||
    ['slow-2g', '2g', '3g'].includes(connection?.effectiveType ?? '')
  );
}

/**
 * When the text tier loads for this reader: only when needed (a query that
 * finds nothing in the head, the search page) if the browser asks for less
 * data, else once the modal's first query has been answered from the head.
 */
export function textPolicy(connection: ConnectionHints | undefined): SearchServiceConfig['text'] {
  return wantsLessData(connection) ? 'when-needed' : 'after-first-answer';
}
