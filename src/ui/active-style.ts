/**
 * Inline styles that load or run anything; rich text drops any style attribute that matches. A
 * backslash counts too, since CSS escapes could spell those words otherwise.
 */
export const ACTIVE_STYLE = /url\s*\(|expression\s*\(|javascript:|@import|behavior\s*:|-moz-binding|\\/i;
