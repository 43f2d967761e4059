/** The sharing card: its file at the site's root (and beside each written page) and its size. */
export const ogImage = { path: 'og-image.png', width: 1200, height: 630 };
