/** One thing the lint found. Errors block publishing; warnings are listed for the operator to judge. */
export interface Finding {
  severity: 'error' | 'warning';
  /** The runtime's path (`nodes[2].props.to`), or '' for the page. */
  path: string;
  message: string;
}
