/**
 * The operator widgets most pages draw (CONTRACT §3): a title, a picture, rich text, a product grid. The
 * build puts them in one file with one stylesheet (vite.config.ts), and a page route fetches it with
 * its own code, before its document has said which widgets it draws (src/app/routes/mall-routes.ts).
 */
export const PAGE_BASICS: readonly string[] = ['title', 'image', 'rich-text', 'product-grid'];
