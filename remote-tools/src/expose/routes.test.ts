import { ROUTE_LOCALES } from '@meridian/shared/locales';
import { describeLocaleCoverage } from '../../../tooling/jest/locale-coverage.ts';
import { areaModule } from './routes.ts';

describeLocaleCoverage(`${__dirname}/../../locales`, ROUTE_LOCALES, areaModule.namespaces);
