/** Public API of the UI kit (subpath `@meridian/shared/ui`). */
export { PageIntro, type PageIntroProps } from './page-intro.tsx';
export { NotFoundScreen, type NotFoundScreenProps } from './not-found.tsx';
export { RouteErrorBoundary, type NotFoundData } from './route-error-boundary.tsx';
export { notFound } from './not-found-response.ts';
export { CardGrid, type CardItem } from './card-grid.tsx';
