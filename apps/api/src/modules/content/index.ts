/** The site's content read side: banners, pages, static texts. */
export { registerContentReadRoutes } from './content.routes.ts';
export { toBanner } from './content.service.ts';
