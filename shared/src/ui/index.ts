/** Public API of the UI kit (subpath `@meridian/shared/ui`). */
export { PageIntro, type PageIntroProps } from './page-intro.tsx';
export { NotFoundScreen, StatusHelpLater, type NotFoundScreenProps } from './not-found.tsx';
export { partOfItsOwn } from './part-of-its-own.tsx';
export {
  isStaticPage,
  isWithheldLoaderData,
  KeepServerHtmlContext,
  KeptHtmlContext,
  StaticContent,
  staticPage,
  useHydratingFromServer,
  WITHHELD_LOADER_DATA,
  type KeptHtml,
  type StaticContentProps,
} from './static-content.tsx';
export { RouteErrorBoundary, type NotFoundData } from './route-error-boundary.tsx';
export { notFound } from './not-found-response.ts';
export { areaRoute, type PageModule } from './area-route.ts';
export { CardGrid, type CardItem } from './card-grid.tsx';
export { EmailField, TextAreaField, TextField, type EmailFieldProps, type TextAreaFieldProps, type TextFieldProps } from './form-field.tsx';
export { UiKitProvider, type UiKitProviderProps } from './kit/ui-kit-provider.tsx';
export { useToast } from './kit/use-toast.ts';
export { useDialogs } from './kit/use-dialogs.ts';
export { useOverlay } from './kit/use-overlay.ts';
export { LoadingOverlay, LoadingRegion, type LoadingOverlayProps, type LoadingRegionProps } from './kit/loading-overlay.tsx';
export {
  TOAST_DURATION_MS,
  type AlertOptions,
  type ConfirmOptions,
  type DialogsApi,
  type OverlayApi,
  type ToastApi,
} from './kit/ui-kit-context.ts';
