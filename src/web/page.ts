/**
 * A page of the playground: mounted into the main element with the URL's query parameters,
 * returning its clean-up (stop timers and workers) for when the reader leaves it.
 */
export interface Page {
  /** The route: `#/<id>`. */
  id: string;
  /** The navigation name. */
  title: string;
  mount(root: HTMLElement, params: URLSearchParams): () => void;
}
