import { useTranslation } from 'react-i18next';

/** The configured brand name: the `{{brand}}` default variable of the page's i18next instance (set by the host). */
export function useBrand(): string {
  const { i18n } = useTranslation();
  const brand: unknown = i18n.options.interpolation?.defaultVariables?.['brand'];
  return typeof brand === 'string' ? brand : '';
}
