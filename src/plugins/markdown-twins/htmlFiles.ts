/**
 * The files a page's route may have been written to: `<route>.html` with
 * `trailingSlash: false`, `<route>/index.html` otherwise (both for
 * `undefined`), relative to the build folder and without the base URL. The
 * twins plugin looks for each page's file before it adds the page's
 * `<link rel="alternate">`.
 */
export function htmlFileCandidates(route: string, baseUrl = '/'): string[] {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  let relative = route.startsWith(base) ? route.slice(base.length) : route.replace(/^\/+/, '');
  relative = relative.split(/[?#]/)[0] ?? '';
  if (relative === '') {
    return ['index.html'];
  }
  if (/\.html?$/i.test(relative)) {
    return [relative];
  }
  if (relative.endsWith('/')) {
    return [`${relative}index.html`];
  }
  return [`${relative}.html`, `${relative}/index.html`];
}
