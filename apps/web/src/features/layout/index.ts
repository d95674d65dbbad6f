export { SiteHeader } from './site-header.tsx';
export { SiteFooter } from './site-footer.tsx';
