let renderedUrl: URL | null = null;

/**
 * The page's address: the browser's, or, while the server renders a first screen (entry-server.tsx), the address it
 * renders. What a render reads of the address (the host for the brand's calls, a link's ?language=) reads it here.
 */
export const pageUrl = (): Pick<URL, 'host' | 'pathname' | 'search'> => renderedUrl ?? window.location;

/** The server's render names the address it draws (null when done). */
export const setRenderedUrl = (url: URL | null) => {
  renderedUrl = url;
};
