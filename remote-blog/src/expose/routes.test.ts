import { ROUTE_LOCALES } from '@meridian/shared/locales';
import { describeLocaleCoverage } from '../../../tooling/jest/locale-coverage.ts';
import { describeRouteNamespaces } from '../../../tooling/jest/route-namespaces.ts';
import { areaModule } from './routes.ts';

describeRouteNamespaces(areaModule);

describeLocaleCoverage(`${__dirname}/../../locales`, ROUTE_LOCALES, areaModule.namespaces);
